import { BLOG_POSTS_PENDING } from "../content";

/** While the list's code, and then its data, is on the way. */
export function BlogPostsPending() {
  return (
    <p role="status" className="py-16 text-center text-muted-foreground">
      {BLOG_POSTS_PENDING}
    </p>
  );
}
