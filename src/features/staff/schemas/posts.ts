import { z } from "@/lib/zod";
import { RequestError } from "@/lib/request-error";

/** A post as the desk reads it (`blog_posts`, editors and admins only). */
export const PostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  content: z.string(),
  content_json: z.record(z.string(), z.unknown()).nullable(),
  author: z.string(),
  read_time: z.string().nullable(),
  featured: z.boolean(),
  tags: z.array(z.string()),
  icon_name: z.string(),
  is_draft: z.boolean(),
  publish_at: z.string().nullable(),
  published_date: z.string().nullable(),
  first_published_at: z.string().nullable(),
  updated_at: z.string(),
  updated_by_email: z.string().nullable(),
  /** How many saves the post has had; a save names the one it was based on. */
  version: z.number().int(),
});
export type Post = z.infer<typeof PostSchema>;

/** The columns the desk reads, in the order of the schema above. */
export const POST_COLUMNS = Object.keys(PostSchema.shape).join(",");

export const RevisionSchema = z.object({
  id: z.number(),
  version: z.number().int(),
  title: z.string(),
  saved_by_email: z.string(),
  saved_at: z.string(),
  restored_from: z.number().int().nullable(),
});
export type Revision = z.infer<typeof RevisionSchema>;

export type PostState = "draft" | "scheduled" | "published";

/** Draft, scheduled (published, its time ahead) or published (showing), as the database decides it. */
export function postState(post: Pick<Post, "is_draft" | "publish_at">, now = Date.now()): PostState {
  if (post.is_draft) return "draft";
  return post.publish_at && Date.parse(post.publish_at) > now ? "scheduled" : "published";
}

/** Whether the post has ever shown on the site: its slug is fixed from then on. */
export function hasShown(post: Pick<Post, "first_published_at">, now = Date.now()): boolean {
  return post.first_published_at !== null && Date.parse(post.first_published_at) <= now;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** What an author types; the database checks the same limits. */
export const PostFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: "Give the post a title." })
    .max(200, { error: "Keep the title to 200 characters." }),
  slug: z
    .string()
    .trim()
    .min(1, { error: "Give the post an address." })
    .max(100, { error: "Keep the address to 100 characters." })
    .regex(SLUG, { error: "Use lower-case letters and digits, with single hyphens between words." }),
  excerpt: z.string().trim().max(500, { error: "Keep the excerpt to 500 characters." }),
  category: z
    .string()
    .trim()
    .min(1, { error: "Name the category the article shows." })
    .max(50, { error: "Keep the category to 50 characters." }),
  body: z.object({
    json: z.record(z.string(), z.unknown()).nullable(),
    html: z.string().max(200_000, { error: "The body is too long to save: split it into two posts." }),
  }),
});
export type PostForm = z.input<typeof PostFormSchema>;
export type PostFields = z.output<typeof PostFormSchema>;

/** A schedule time from the datetime-local field, in the viewer's zone; it must be ahead. */
export function scheduleProblem(local: string, now = Date.now()): string | null {
  if (local === "") return "Pick the date and time the post should show.";
  const when = new Date(local);
  if (Number.isNaN(when.getTime())) return "That is not a date and time.";
  if (when.getTime() <= now) return "Pick a time in the future, or publish now.";
  return null;
}

/** "Tokenized Cap Tables: what to know" → "tokenized-cap-tables-what-to-know". */
export function slugFrom(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

/** Postgres's unique violation on a save: another post (or job) already has the address. */
export const isSlugTaken = (error: unknown) => error instanceof RequestError && error.code === "23505";
