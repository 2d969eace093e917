import { Link } from "react-router";

import { usePost } from "@/features/staff/api/posts";
import { useStaffMember } from "@/features/staff/api/session";
import { DESK, POSTS, ROLE_PAGES, postPath } from "@/features/staff/content";
import { formatDay } from "@/features/staff/lib/dates";
import { useKeptText } from "@/features/staff/lib/kept-text";
import type { Post } from "@/features/staff/schemas/posts";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { readKeptPost } from "./post-editor-page";

/** Renders a post as the site's article does; the route passes the blog's own component. */
export type RenderArticle = (post: Post) => React.ReactNode;

/** The post as the article will show it: with what the author typed and has not saved yet, when there is some. */
function Preview({ post, renderArticle }: { post: Post; renderArticle: RenderArticle }) {
  const kept = readKeptPost(useKeptText(`post:${post.id}`).initial());
  const shown: Post = {
    ...post,
    title: kept?.title ?? post.title,
    excerpt: kept?.excerpt ?? post.excerpt,
    category: kept?.category ?? post.category,
    content: kept?.body.html ?? post.content,
    // A draft takes the day it is published; until then, today's.
    published_date: post.published_date ?? formatDay(new Date()),
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm">
        <p>
          <span className="font-semibold">{POSTS.previewTitle}.</span> {POSTS.previewNote}
        </p>
        {kept ? <p>{POSTS.previewUnsaved}</p> : null}
        <p>
          <Link to={postPath(post.id)} className="font-medium underline">
            {POSTS.actions.backToPost}
          </Link>
        </p>
      </div>
      <div className="rounded-md border">{renderArticle(shown)}</div>
    </div>
  );
}

function SavedPreview({ id, renderArticle }: { id: string; renderArticle: RenderArticle }) {
  const post = usePost(id);
  if (post.isPending) return <Loading />;
  if (post.isError) return <FailureNotice error={post.error} onRetry={() => void post.refetch()} />;
  if (post.data === null) return <p>{POSTS.notFound}</p>;
  return <Preview post={post.data} renderArticle={renderArticle} />;
}

/**
 * `/staff/posts/:id/preview`: the blog's own article component (given by the route, as features do not import each
 * other), so the author sees the post exactly as the site will show it; its one h1 is the post's title.
 */
export function PostPreviewPage({ id, renderArticle }: { id: string; renderArticle: RenderArticle }) {
  const member = useStaffMember();
  if (!ROLE_PAGES[member.role].includes("posts")) {
    return (
      <div className="grid gap-6">
        <h1 className="text-2xl font-bold">{POSTS.previewTitle}</h1>
        <p>{DESK.notForRole}</p>
      </div>
    );
  }
  return <SavedPreview key={id} id={id} renderArticle={renderArticle} />;
}
