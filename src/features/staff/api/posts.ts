import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callFunction, throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import {
  POST_COLUMNS,
  type Post,
  type PostFields,
  PostSchema,
  type Revision,
  RevisionSchema,
} from "../schemas/posts";
import { staffKeys } from "./keys";

/** Every post, drafts included, newest change first (row-level security lets editors and admins read them). */
async function getPosts(): Promise<Post[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("blog_posts")
    .select(POST_COLUMNS)
    .order("updated_at", { ascending: false });
  throwIfError(error, status);
  return PostSchema.array().parse(data);
}

export function usePosts() {
  return useQuery({ queryKey: staffKeys.posts(), queryFn: getPosts });
}

/** One post, or null when there is none with this id. */
async function getPost(id: string): Promise<Post | null> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("blog_posts")
    .select(POST_COLUMNS)
    .eq("id", id)
    .maybeSingle();
  throwIfError(error, status);
  return data ? PostSchema.parse(data) : null;
}

export function usePost(id: string) {
  // What the author edits is the form's; the post is read again only when asked (a reload after a refusal).
  return useQuery({
    queryKey: staffKeys.post(id),
    queryFn: () => getPost(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The columns a save writes from the form. */
function columns(fields: PostFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    excerpt: fields.excerpt,
    category: fields.category,
    content: fields.body.html,
    content_json: fields.body.json,
  };
}

/** Where the post is to stand after the save: as it is, a draft, published now, or scheduled for `publishAt`. */
export type Publishing =
  | { to: "keep" }
  | { to: "draft" }
  | { to: "published" }
  | { to: "scheduled"; publishAt: string };

function publishingColumns(publishing: Publishing) {
  switch (publishing.to) {
    case "keep":
      return {};
    case "draft":
      return { is_draft: true };
    // Without a time, the database publishes it now.
    case "published":
      return { is_draft: false, publish_at: null };
    case "scheduled":
      return { is_draft: false, publish_at: publishing.publishAt };
  }
}

function useKeepPost() {
  const queryClient = useQueryClient();
  return (post: Post) => {
    queryClient.setQueryData(staffKeys.post(post.id), post);
    void queryClient.invalidateQueries({ queryKey: staffKeys.posts(), exact: true });
    void queryClient.invalidateQueries({ queryKey: staffKeys.revisions(post.id) });
  };
}

/** A new post; `author` is the byline the article shows. */
async function createPost(fields: PostFields, author: string, publishing: Publishing): Promise<Post> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("blog_posts")
    .insert({ ...columns(fields), author, is_draft: true, ...publishingColumns(publishing) })
    .select(POST_COLUMNS)
    .single();
  throwIfError(error, status);
  return PostSchema.parse(data);
}

export function useCreatePost() {
  const keep = useKeepPost();
  return useMutation({
    mutationFn: (input: { fields: PostFields; author: string; publishing: Publishing }) =>
      createPost(input.fields, input.author, input.publishing),
    onSuccess: keep,
  });
}

/**
 * A save of a post, based on the version the author was shown: the database refuses it (HTTP 409) when another
 * save came first, naming who made it and when.
 */
async function savePost(
  id: string,
  version: number,
  fields: PostFields,
  publishing: Publishing,
): Promise<Post> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("blog_posts")
    .update({ ...columns(fields), ...publishingColumns(publishing), version })
    .eq("id", id)
    .select(POST_COLUMNS)
    .single();
  throwIfError(error, status);
  return PostSchema.parse(data);
}

export function useSavePost(id: string) {
  const keep = useKeepPost();
  return useMutation({
    mutationFn: (input: { version: number; fields: PostFields; publishing: Publishing }) =>
      savePost(id, input.version, input.fields, input.publishing),
    onSuccess: keep,
  });
}

/** Reads the post again after a refused save, leaving what the author typed in the form. */
export function useReloadPost(id: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.refetchQueries({ queryKey: staffKeys.post(id) }),
      queryClient.invalidateQueries({ queryKey: staffKeys.revisions(id) }),
    ]);
}

/** Every save of the post, newest first. */
async function getRevisions(id: string): Promise<Revision[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("blog_post_revisions")
    .select("id,version,title,saved_by_email,saved_at,restored_from")
    .eq("post_id", id)
    .order("version", { ascending: false });
  throwIfError(error, status);
  return RevisionSchema.array().parse(data);
}

export function useRevisions(id: string) {
  return useQuery({ queryKey: staffKeys.revisions(id), queryFn: () => getRevisions(id) });
}

/**
 * Brings a revision's words back as a new save, based on the version the author was shown (a stale one is refused
 * like a stale save); the answer is the post as it now stands.
 */
async function restoreRevision(id: string, revisionId: number, version: number): Promise<Post> {
  await callFunction("restore_blog_post_revision", { revision_id: revisionId, seen_version: version });
  const post = await getPost(id);
  if (!post) throw new Error("The post is gone");
  return post;
}

export function useRestoreRevision(id: string) {
  const keep = useKeepPost();
  return useMutation({
    mutationFn: (input: { revisionId: number; version: number }) =>
      restoreRevision(id, input.revisionId, input.version),
    onSuccess: keep,
  });
}
