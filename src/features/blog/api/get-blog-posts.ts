import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import type { BlogPost } from "../types";
import { blogKeys } from "./keys";
import { prerenderedQueryData } from "@/lib/query-client";
import { toRequestError } from "@/lib/request-error";

/** Call 7: every published post, newest first. */
async function getBlogPosts(): Promise<BlogPost[]> {
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("blog_posts")
    .select("*")
    .eq("is_draft", false)
    .order("published_date", { ascending: false });
  if (error) throw toRequestError(error, status);
  return (data ?? []) as BlogPost[];
}

const blogPostsQueryOptions = () => queryOptions({ queryKey: blogKeys.posts(), queryFn: getBlogPosts });

/** `prerendered`: the list the build embedded in this page, shown at once (see `prerenderedQueryData`). */
export function useBlogPosts(prerendered?: BlogPost[]) {
  return useQuery({ ...blogPostsQueryOptions(), ...prerenderedQueryData(prerendered) });
}
