import { Badge } from "@/components/ui/badge";

import { POSTS } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { type Post, hasShown, postState } from "@/features/staff/schemas/posts";
import { LiveStatus } from "../live-status";

export function PostStateBadge({ post }: { post: Pick<Post, "is_draft" | "publish_at"> }) {
  const state = postState(post);
  return <Badge variant={state === "published" ? "default" : "secondary"}>{POSTS.states[state]}</Badge>;
}

/**
 * What the public site shows of the post: a draft that never showed is not there; a scheduled one shows by itself at
 * its time; otherwise the last save is live once a build has read it (a published post, or one taken down).
 */
export function PostOnSite({ post }: { post: Post }) {
  const state = postState(post);
  if (state === "scheduled" && post.publish_at)
    return <p className="text-sm">{POSTS.scheduledFor(formatWhen(post.publish_at))}</p>;
  if (state === "draft" && !hasShown(post))
    return <p className="text-sm text-muted-foreground">{POSTS.notShown}</p>;
  // A scheduled post came onto the site at its time, not at its save: a build before that time did not show it.
  const changedAt =
    post.publish_at && !post.is_draft && Date.parse(post.publish_at) > Date.parse(post.updated_at)
      ? post.publish_at
      : post.updated_at;
  return <LiveStatus updatedAt={changedAt} />;
}
