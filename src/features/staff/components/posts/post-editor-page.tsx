import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { RequestError } from "@/lib/request-error";

import {
  type Publishing,
  useCreatePost,
  usePost,
  useReloadPost,
  useSavePost,
} from "@/features/staff/api/posts";
import { PAGE_PATHS, POSTS, postPath, postPreviewPath } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { useKeptText } from "@/features/staff/lib/kept-text";
import { stalePostSave, stalePostText } from "@/features/staff/lib/stale-change";
import {
  type Post,
  type PostFields,
  type PostForm,
  PostFormSchema,
  hasShown,
  postState,
  scheduleProblem,
  slugFrom,
} from "@/features/staff/schemas/posts";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { RolePage } from "../role-page";
import { ScheduleField } from "../schedule-field";
import { ReloadNotice } from "../stale-notice";
import { PostHistory } from "./post-history";
import { PostOnSite, PostStateBadge } from "./post-status";
import { RichTextEditor } from "./rich-text-editor";

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
  if (text === "") return null;
  try {
    const parsed = PostFormSchema.safeParse(JSON.parse(text));
    return parsed.success ? { ...parsed.data } : null;
  } catch {
    return null;
  }
}

/** `yyyy-mm-ddThh:mm:ss` in the viewer's zone, for the datetime-local field. */
function localInput(iso: string): string {
  const when = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(
    when.getMinutes(),
  )}:${pad(when.getSeconds())}`;
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

/** Postgres's unique violation: another post has the slug. */
const isSlugTaken = (error: unknown) => error instanceof RequestError && error.code === "23505";

/**
 * The post's fields, body and actions. What the author types is kept in the tab as it is typed (through a preview,
 * an idle sign-out or a refused save) and cleared once saved.
 */
function PostEditor({ post }: { post: Post | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = post?.id ?? "new";
  const reload = useReloadPost(id);
  const kept = useKeptText(`post:${id}`);
  const [restored] = useState(() => readKeptPost(kept.initial()));
  const form = useForm<PostForm, unknown, PostFields>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: restored ?? formOf(post),
  });
  const [editorKey, setEditorKey] = useState(0);
  const [done, setDone] = useState(() => (location.state as { done?: string } | null)?.done ?? "");
  const [scheduleAt, setScheduleAt] = useState(() =>
    post?.publish_at && postState(post) === "scheduled" ? localInput(post.publish_at) : "",
  );
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [lastAction, setLastAction] = useState<Publishing>({ to: "keep" });
  const create = useCreatePost();
  const save = useSavePost(id);
  const failed = post ? save : create;
  const busy = create.isPending || save.isPending;
  const stale = stalePostSave(save.error);
  const slugTaken = isSlugTaken(failed.error);
  const bodyLabelId = useId();
  const scheduleId = useId();
  const keep = () => kept.keep(JSON.stringify(form.getValues()));
  const slugFixed = post !== null && hasShown(post);
  const state = post ? postState(post) : "draft";

  const run = (publishing: Publishing) => {
    if (busy) return;
    setDone("");
    setLastAction(publishing);
    const onError = (error: unknown) => {
      if (isSlugTaken(error)) form.setError("slug", { message: POSTS.slugTaken }, { shouldFocus: true });
    };
    void form.handleSubmit((fields) => {
      if (!post) {
        create.mutate(
          { fields, author: POSTS.defaultAuthor, publishing },
          {
            onSuccess: (created) => {
              kept.clear();
              void navigate(postPath(created.id), {
                replace: true,
                state: { done: doneWords(publishing, true, created) },
              });
            },
            onError,
          },
        );
        return;
      }
      save.mutate(
        { version: post.version, fields, publishing },
        {
          onSuccess: (saved) => {
            kept.clear();
            form.reset(formOf(saved));
            setDone(doneWords(publishing, false, saved));
          },
          onError,
        },
      );
    })();
  };

  const schedule = () => {
    const problem = scheduleProblem(scheduleAt);
    setScheduleError(problem);
    if (!problem) run({ to: "scheduled", publishAt: new Date(scheduleAt).toISOString() });
  };

  const errors = form.formState.errors;
  return (
    <div className="grid gap-6">
      {post ? (
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <PostStateBadge post={post} />
            <span className="text-muted-foreground">
              {POSTS.history.version(post.version)}
              {post.updated_by_email
                ? `, saved by ${post.updated_by_email} at ${formatWhen(post.updated_at)}`
                : ""}
            </span>
          </p>
          <PostOnSite post={post} />
        </div>
      ) : null}
      {restored ? <p className="text-sm">{POSTS.kept}</p> : null}
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          run({ to: "keep" });
        }}
      >
        <FormField id="post-title" label={FIELDS.title} error={errors.title?.message} required>
          {(control) => (
            <Input
              {...control}
              {...form.register("title", {
                onChange: keep,
                onBlur: () => {
                  if (!slugFixed && form.getValues("slug") === "") {
                    form.setValue("slug", slugFrom(form.getValues("title")));
                    keep();
                  }
                },
              })}
            />
          )}
        </FormField>
        <FormField
          id="post-slug"
          label={FIELDS.slug}
          error={errors.slug?.message}
          description={slugFixed ? FIELDS.slugFixed : FIELDS.slugHint}
          required
        >
          {(control) => (
            <Input {...control} {...form.register("slug", { onChange: keep })} readOnly={slugFixed} />
          )}
        </FormField>
        <FormField
          id="post-excerpt"
          label={FIELDS.excerpt}
          error={errors.excerpt?.message}
          description={FIELDS.excerptHint}
        >
          {(control) => <Textarea {...control} {...form.register("excerpt", { onChange: keep })} rows={2} />}
        </FormField>
        <FormField id="post-category" label={FIELDS.category} error={errors.category?.message} required>
          {(control) => <Input {...control} {...form.register("category", { onChange: keep })} />}
        </FormField>
        <div className="grid gap-2">
          <span id={bodyLabelId} className="text-sm leading-none font-medium">
            {FIELDS.body}
          </span>
          <RichTextEditor
            key={editorKey}
            id="post-body"
            labelId={bodyLabelId}
            describedBy={errors.body?.html ? "post-body-error" : undefined}
            initial={form.getValues("body")}
            onChange={(body) => {
              form.setValue("body", body, { shouldDirty: true });
              keep();
            }}
          />
          {errors.body?.html ? (
            <p id="post-body-error" className="text-sm text-destructive">
              {errors.body.html.message}
            </p>
          ) : null}
        </div>

        {stale && post ? (
          <ReloadNotice text={stalePostText(stale)} reload={reload} onReloaded={() => save.reset()} />
        ) : failed.error && !slugTaken ? (
          <FailureNotice error={failed.error} onRetry={() => run(lastAction)} />
        ) : null}

        <div className="flex flex-wrap gap-2">
          <Button type="submit" className="aria-disabled:opacity-60" aria-disabled={busy}>
            {busy ? ACTIONS.saving : state === "draft" ? ACTIONS.saveDraft : ACTIONS.save}
          </Button>
          {post ? (
            <Button asChild variant="outline">
              <Link to={postPreviewPath(post.id)}>{ACTIONS.preview}</Link>
            </Button>
          ) : null}
          {state !== "published" ? (
            <Button
              type="button"
              variant="outline"
              className="aria-disabled:opacity-60"
              aria-disabled={busy}
              onClick={() => run({ to: "published" })}
            >
              {ACTIONS.publish}
            </Button>
          ) : null}
          {state !== "draft" ? (
            <Button
              type="button"
              variant="outline"
              className="aria-disabled:opacity-60"
              aria-disabled={busy}
              onClick={() => run({ to: "draft" })}
            >
              {ACTIONS.unpublish}
            </Button>
          ) : null}
        </div>
        {post ? null : <p className="text-sm text-muted-foreground">{ACTIONS.previewAfterSave}</p>}

        {state !== "published" ? (
          <ScheduleField
            id={scheduleId}
            label={FIELDS.publishAt}
            hint={FIELDS.publishAtHint}
            error={scheduleError}
            value={scheduleAt}
            onChange={setScheduleAt}
            busy={busy}
            onSchedule={schedule}
            action={ACTIONS.schedule}
          />
        ) : null}
      </form>
      <p role="status" className="min-h-6 font-medium break-words">
        {done}
      </p>
      {post ? (
        <PostHistory
          post={post}
          onRestored={(restoredPost, version) => {
            kept.clear();
            form.reset(formOf(restoredPost));
            setEditorKey((key) => key + 1);
            setDone(POSTS.done.restored(version));
          }}
        />
      ) : null}
      <p>
        <Link to={PAGE_PATHS.posts} className="text-sm underline">
          {ACTIONS.backToPosts}
        </Link>
      </p>
    </div>
  );
}

function SavedPost({ id }: { id: string }) {
  const post = usePost(id);
  if (post.isPending) return <Loading />;
  if (post.isError) return <FailureNotice error={post.error} onRetry={() => void post.refetch()} />;
  if (post.data === null) return <p>{POSTS.notFound}</p>;
  return <PostEditor post={post.data} />;
}

/** `/staff/posts/new` (no id) and `/staff/posts/:id`. */
export function PostEditorPage({ id }: { id?: string }) {
  return (
    <RolePage page="posts" title={id ? POSTS.editTitle : POSTS.newTitle}>
      {id ? <SavedPost key={id} id={id} /> : <PostEditor post={null} />}
    </RolePage>
  );
}
