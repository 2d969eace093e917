import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import { type BlogPost, POST_COLUMNS } from "../types";
import { blogKeys } from "./keys";
import { toRequestError } from "@/lib/request-error";

/** Every published post, newest first. */
async function getBlogPosts(): Promise<BlogPost[]> {
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("blog_posts")
    .select(POST_COLUMNS)
    .eq("is_draft", false)
    .order("published_date", { ascending: false });
  if (error) throw toRequestError(error, status);
  return data ?? [];
}

const blogPostsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getBlogPosts });

/**
 * `prerendered`: the list the build embedded in this page, shown at once and, being stale at
 * once, checked by TanStack Query when the part mounts (decisions 013 and 037).
 */
export function useBlogPosts(prerendered?: BlogPost[]) {
  return useQuery({ ...blogPostsQueryOptions(), initialData: prerendered });
}
