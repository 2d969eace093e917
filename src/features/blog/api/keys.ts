/** Query keys of the blog feature, built in one place so invalidation can target them. */
export const blogKeys = {
  all: ["blog"] as const,
  posts: () => [...blogKeys.all, "posts"] as const,
  post: (slug: string | undefined) => [...blogKeys.all, "post", slug ?? ""] as const,
};
