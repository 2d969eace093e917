import type { Tables } from "@/lib/database.types";

/** A row of the `blog_posts` table. Its `content` is editorial HTML that reaches the page only through SafeHtml. */
export type BlogPost = Tables<"blog_posts">;
