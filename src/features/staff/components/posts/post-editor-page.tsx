import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

import {
  type Publishing,
  useCreatePost,
  usePost,
  useReloadPost,
  useSavePost,
} from "@/features/staff/api/posts";
import { PAGE_PATHS, POSTS, postPath, postPreviewPath } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { readKeptForm } from "@/features/staff/lib/kept-text";
import { useEditorFlow } from "@/features/staff/lib/use-editor-flow";
import { stalePostSave, stalePostText } from "@/features/staff/lib/stale-change";
import {
  type Post,
  type PostFields,
  type PostForm,
  PostFormSchema,
  hasShown,
  isSlugTaken,
  postState,
  scheduleProblem,
} from "@/features/staff/schemas/posts";
import * as Editor from "../editor-parts";
import { FailureNotice } from "../failure-notice";
import { RolePage } from "../role-page";
import { ScheduleField } from "../schedule-field";
import { ReloadNotice } from "../stale-notice";
import { PostHistory } from "./post-history";
import { PostOnSite, PostStateBadge } from "./post-status";

const FIELDS = POSTS.fields;
const ACTIONS = POSTS.actions;

/** The form's values of a saved post, or of a new one. */
function formOf(post: Post | null): PostForm {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    category: post?.category ?? POSTS.defaultCategory,
    body: { json: post?.content_json ?? null, html: post?.content ?? "" },
  };
}

/** The unsaved form this tab kept for the post (through a preview, a sign-out or a reload), if any. */
export function readKeptPost(text: string): PostForm | null {
  return readKeptForm(text, formOf(null));
}

function doneWords(publishing: Publishing, created: boolean, post: Post): string {
  switch (publishing.to) {
    case "published":
      return POSTS.done.published;
    case "scheduled":
      return POSTS.done.scheduled(formatWhen(post.publish_at ?? publishing.publishAt));
    case "draft":
      return POSTS.done.unpublished;
    case "keep":
      return created ? POSTS.done.created : POSTS.done.saved;
  }
}

/**
 * The post's fields, body and actions. What the author types is kept in the tab as it is typed (through a preview,
 * an idle sign-out or a refused save) and cleared once saved.
 */
function PostEditor({ post }: { post: Post | null }) {
  const id = post?.id ?? "new";
  const reload = useReloadPost(id);
  const flow = useEditorFlow<PostForm, Publishing>(`post:${id}`, formOf(null), { to: "keep" });
  const form = useForm<PostForm, unknown, PostFields>({
    resolver: zodResolver(PostFormSchema),
    // A form kept from before the post first showed may hold another address; the address is fixed since.
    defaultValues:
      flow.restored && post && hasShown(post)
        ? { ...flow.restored, slug: post.slug }
        : (flow.restored ?? formOf(post)),
  });
  const [editorKey, setEditorKey] = useState(0);
  const create = useCreatePost();
  const save = useSavePost(id);
  const failed = post ? save : create;
  const busy = create.isPending || save.isPending;
  const stale = stalePostSave(save.error);
  const slugTaken = isSlugTaken(failed.error);
  const keep = () => flow.keep(form.getValues());
  const slugFixed = post !== null && hasShown(post);
  const state = post ? postState(post) : "draft";

  const run = (publishing: Publishing) => {
    if (busy) return;
    flow.begin(publishing);
    const onError = (error: unknown) => {
      if (isSlugTaken(error)) form.setError("slug", { message: POSTS.slugTaken }, { shouldFocus: true });
    };
    void form.handleSubmit((fields) => {
      if (!post) {
        create.mutate(
          { fields, author: POSTS.defaultAuthor, publishing },
          {
            onSuccess: (created) => flow.created(postPath(created.id), doneWords(publishing, true, created)),
            onError,
          },
        );
        return;
      }
      save.mutate(
        { version: post.version, fields, publishing },
        {
          onSuccess: (saved) => {
            form.reset(formOf(saved));
            flow.stored(doneWords(publishing, false, saved));
          },
          onError,
        },
      );
    })();
  };

  const errors = form.formState.errors;
  return (
    <div className="grid gap-6">
      {post ? (
        <Editor.Header
          badge={<PostStateBadge post={post} />}
          saved={`${POSTS.history.version(post.version)}${
            post.updated_by_email
              ? `, saved by ${post.updated_by_email} at ${formatWhen(post.updated_at)}`
              : ""
          }`}
          onSite={<PostOnSite post={post} />}
        />
      ) : null}
      {flow.restored ? <p className="text-sm">{POSTS.kept}</p> : null}
      <Editor.Form onChange={keep} onSave={() => run({ to: "keep" })}>
        <Editor.TitleAndSlug idPrefix="post" words={FIELDS} form={form} fixed={slugFixed} onFill={keep} />
        <FormField
          id="post-excerpt"
          label={FIELDS.excerpt}
          error={errors.excerpt?.message}
          description={FIELDS.excerptHint}
        >
          {(control) => <Textarea {...control} {...form.register("excerpt")} rows={2} />}
        </FormField>
        <FormField id="post-category" label={FIELDS.category} error={errors.category?.message} required>
          {(control) => <Input {...control} {...form.register("category")} />}
        </FormField>
        <Editor.RichTextField
          key={editorKey}
          id="post-body"
          label={FIELDS.body}
          error={errors.body?.html?.message}
          initial={form.getValues("body")}
          onChange={(body) => {
            form.setValue("body", body, { shouldDirty: true });
            keep();
          }}
        />

        {stale && post ? (
          <ReloadNotice text={stalePostText(stale)} reload={reload} onReloaded={() => save.reset()} />
        ) : failed.error && !slugTaken ? (
          <FailureNotice error={failed.error} onRetry={() => run(flow.last)} />
        ) : null}

        <Editor.Actions busy={busy} draft={state === "draft"} words={ACTIONS}>
          {post ? (
            <Button asChild variant="outline">
              <Link to={postPreviewPath(post.id)}>{ACTIONS.preview}</Link>
            </Button>
          ) : null}
          {state !== "published" ? (
            <Editor.Action busy={busy} onClick={() => run({ to: "published" })}>
              {ACTIONS.publish}
            </Editor.Action>
          ) : null}
          {state !== "draft" ? (
            <Editor.Action busy={busy} onClick={() => run({ to: "draft" })}>
              {ACTIONS.unpublish}
            </Editor.Action>
          ) : null}
        </Editor.Actions>
        {post ? null : <p className="text-sm text-muted-foreground">{ACTIONS.previewAfterSave}</p>}

        {state !== "published" ? (
          <ScheduleField
            key={post?.version}
            label={FIELDS.publishAt}
            hint={FIELDS.publishAtHint}
            action={ACTIONS.schedule}
            initial={post && state === "scheduled" ? post.publish_at : null}
            problem={scheduleProblem}
            busy={busy}
            onSchedule={(publishAt) => run({ to: "scheduled", publishAt })}
          />
        ) : null}
      </Editor.Form>
      <Editor.Outcome done={flow.done} />
      {post ? (
        <PostHistory
          post={post}
          onRestored={(restoredPost, version) => {
            form.reset(formOf(restoredPost));
            setEditorKey((key) => key + 1);
            flow.stored(POSTS.done.restored(version));
          }}
        />
      ) : null}
      <Editor.BackToList to={PAGE_PATHS.posts} label={ACTIONS.backToPosts} />
    </div>
  );
}

function SavedPost({ id }: { id: string }) {
  return (
    <Editor.Saved query={usePost(id)} notFound={POSTS.notFound}>
      {(post) => <PostEditor post={post} />}
    </Editor.Saved>
  );
}

/** `/staff/posts/new` (no id) and `/staff/posts/:id`. */
export function PostEditorPage({ id }: { id?: string }) {
  return (
    <RolePage page="posts" title={id ? POSTS.editTitle : POSTS.newTitle}>
      {id ? <SavedPost key={id} id={id} /> : <PostEditor post={null} />}
    </RolePage>
  );
}
