import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import { type BlogPost, POST_COLUMNS } from "../types";
import { blogKeys } from "./keys";
import { toRequestError } from "@/lib/request-error";

/** PostgREST's "not exactly one row" error (a singular request that matched none or several). */
const NOT_ONE_ROW = "PGRST116";

/**
 * The published post with this slug, or null when there is none.
 *
 * `.maybeSingle()` rather than `.single()`: both ask for one post, but `.single()` makes
 * PostgREST answer a mistyped or unpublished slug with HTTP 406, which every browser logs as a console
 * error. `.maybeSingle()` gets `[]` (→ null) for that case, and still fails on more than one row.
 */
export async function getBlogPost(slug: string | undefined): Promise<BlogPost | null> {
  if (!slug) throw new Error("No slug provided");
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("blog_posts")
    .select(POST_COLUMNS)
    .eq("slug", slug)
    .eq("is_draft", false)
    .maybeSingle();
  if (error) {
    if (error.code === NOT_ONE_ROW) return null;
    throw toRequestError(error, status);
  }
  return data;
}

export const blogPostQueryOptions = (slug: string | undefined) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug), enabled: Boolean(slug) });

/**
 * `prerendered`: the post a prerendered page was built with, shown at once and, being stale at
 * once, checked by TanStack Query when the part mounts (decisions 013 and 037).
 */
export function useBlogPost(slug: string | undefined, prerendered?: BlogPost) {
  return useQuery({ ...blogPostQueryOptions(slug), initialData: prerendered });
}
