/** Query keys of the careers feature, built in one place so invalidation can target them. */
export const careersKeys = {
  all: ["careers"] as const,
  jobs: () => [...careersKeys.all, "jobs"] as const,
  job: (slug: string) => [...careersKeys.all, "job", slug] as const,
};
