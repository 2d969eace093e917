import type { Tables } from "@/lib/database.types";

/**
 * A row of the `blog_posts` table as the site reads it: everything but the editor's JSON, the desk's save count and
 * who saved last (a staff address the public key may not read). Its `content` is editorial HTML that reaches the
 * page only through SafeHtml.
 */
export type BlogPost = Omit<Tables<"blog_posts">, "content_json" | "version" | "updated_by_email">;

/** The columns of `BlogPost`, for the Data API's `select`: exactly what the public key is granted. */
export const POST_COLUMNS =
  "id,created_at,updated_at,slug,title,excerpt,content,author,published_date,read_time,featured,tags,is_draft,icon_name,publish_at,first_published_at,category";
