import { useState } from "react";

import { Button } from "@/components/ui/button";

import { useRestoreRevision, useRevisions } from "@/features/staff/api/posts";
import { POSTS } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import type { Post } from "@/features/staff/schemas/posts";
import { ConfirmDialog } from "../confirm-dialog";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";

const WORDS = POSTS.history;

function Revisions({ post, onRestored }: { post: Post; onRestored: (post: Post, version: number) => void }) {
  const revisions = useRevisions(post.id);
  const restore = useRestoreRevision(post.id);
  if (revisions.isPending) return <Loading />;
  if (revisions.isError)
    return <FailureNotice error={revisions.error} onRetry={() => void revisions.refetch()} />;
  if (revisions.data.length === 0) return <p>{WORDS.empty}</p>;
  return (
    <ol className="grid gap-2">
      {revisions.data.map((revision) => (
        <li key={revision.id} className="grid gap-2 rounded-md border p-3 text-sm">
          <p className="break-words">
            <span className="font-medium">{WORDS.version(revision.version)}</span>
            {revision.version === post.version ? ` (${WORDS.current})` : ""}: {revision.title}
          </p>
          <p className="text-muted-foreground break-words">
            {revision.saved_by_email}, {formatWhen(revision.saved_at)}
            {revision.restored_from === null ? "" : `, ${WORDS.restoredFrom(revision.restored_from)}`}
          </p>
          {revision.version === post.version ? null : (
            <ConfirmDialog
              trigger={POSTS.actions.restore(revision.version)}
              title={POSTS.actions.restore(revision.version)}
              description={WORDS.restoreWhat}
              confirm={POSTS.actions.restore(revision.version)}
              onConfirm={async () => {
                const restored = await restore.mutateAsync({
                  revisionId: revision.id,
                  version: post.version,
                });
                onRestored(restored, revision.version);
              }}
            />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Every save of the post, newest first; one can be brought back as a new save. */
export function PostHistory({
  post,
  onRestored,
}: {
  post: Post;
  onRestored: (post: Post, version: number) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="post-history" className="grid gap-3">
      <h2 id="post-history" className="text-lg font-semibold">
        {WORDS.title}
      </h2>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? POSTS.actions.hideHistory : POSTS.actions.history}
      </Button>
      {open ? <Revisions post={post} onRestored={onRestored} /> : null}
    </section>
  );
}
