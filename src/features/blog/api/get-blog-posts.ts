import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import type { BlogPost } from "../types";
import { blogKeys } from "./keys";
import { prerenderedQueryData } from "@/lib/query-client";
import { toRequestError } from "@/lib/request-error";
import { useRevalidateWhenIdle } from "@/lib/use-revalidate-when-idle";

/** Every published post, newest first. */
async function getBlogPosts(): Promise<BlogPost[]> {
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("blog_posts")
    .select("*")
    .eq("is_draft", false)
    .order("published_date", { ascending: false });
  if (error) throw toRequestError(error, status);
  return data ?? [];
}

const blogPostsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getBlogPosts });

/**
 * `prerendered`: the list the build embedded in this page, shown at once (see `prerenderedQueryData`) and
 * checked again once the page is idle.
 */
export function useBlogPosts(prerendered?: BlogPost[]) {
  const query = useQuery({ ...blogPostsQueryOptions(), ...prerenderedQueryData(prerendered) });
  useRevalidateWhenIdle(query.refetch, prerendered !== undefined);
  return query;
}
