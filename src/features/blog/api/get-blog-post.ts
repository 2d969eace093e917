import { queryOptions, useQuery } from "@tanstack/react-query";

import { getSupabase } from "@/lib/supabase";

import type { BlogPost } from "../types";
import { blogKeys } from "./keys";
import { toRequestError } from "./request-error";

/** PostgREST's answer to `.single()` when no row (or more than one) matched. */
const NO_SINGLE_ROW = "PGRST116";

/** Call 8: the published post with this slug, or null when there is none. */
export async function getBlogPost(slug: string | undefined): Promise<BlogPost | null> {
  if (!slug) throw new Error("No slug provided");
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from("blog_posts")
    .select("*")
    .eq("slug", slug)
    .eq("is_draft", false)
    .single<BlogPost>();
  if (error) {
    if (error.code === NO_SINGLE_ROW) return null;
    throw toRequestError(error, status);
  }
  return data;
}

export const blogPostQueryOptions = (slug: string | undefined) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug), enabled: Boolean(slug) });

export function useBlogPost(slug: string | undefined) {
  return useQuery(blogPostQueryOptions(slug));
}
