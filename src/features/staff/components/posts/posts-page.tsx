import { Link } from "react-router";

import { Button } from "@/components/ui/button";

import { usePosts } from "@/features/staff/api/posts";
import { NEW_POST_PATH, POSTS, postPath } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { RolePage } from "../role-page";
import { PostOnSite, PostStateBadge } from "./post-status";

function PostList() {
  const posts = usePosts();
  if (posts.isPending) return <Loading />;
  if (posts.isError) return <FailureNotice error={posts.error} onRetry={() => void posts.refetch()} />;
  if (posts.data.length === 0) return <p>{POSTS.empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={POSTS.title}>
      {posts.data.map((post) => (
        <li key={post.id} className="grid gap-2 rounded-md border p-3">
          <p className="font-medium break-words">
            <Link to={postPath(post.id)} className="hover:underline">
              {post.title}
            </Link>
          </p>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">{POSTS.columns.state}</dt>
            <dd>
              <PostStateBadge post={post} />
            </dd>
            <dt className="text-muted-foreground">{POSTS.columns.publishAt}</dt>
            <dd>{post.publish_at && !post.is_draft ? formatWhen(post.publish_at) : "—"}</dd>
            <dt className="text-muted-foreground">{POSTS.columns.site}</dt>
            <dd>
              <PostOnSite post={post} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Every post, drafts included, with its status and whether the site shows its last save yet. */
export function PostsPage() {
  return (
    <RolePage page="posts" title={POSTS.title}>
      <Button asChild className="justify-self-start">
        <Link to={NEW_POST_PATH}>{POSTS.newPost}</Link>
      </Button>
      <PostList />
    </RolePage>
  );
}
