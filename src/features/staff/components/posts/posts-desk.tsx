import { POSTS } from "@/features/staff/content";
import type { PostView } from "@/features/staff/lib/post-views";

import { PostEditorPage } from "./post-editor-page";
import { PostPreviewPage, type RenderArticle } from "./post-preview-page";
import { PostsPage } from "./posts-page";

/** The browser title of each posts page. */
export const POST_VIEW_TITLES: Record<PostView["kind"], string> = {
  list: POSTS.title,
  new: POSTS.newTitle,
  edit: POSTS.editTitle,
  preview: POSTS.previewTitle,
};

/** The posts pages of the desk: the list, a new post, a post's editor and its preview. */
export function PostsDesk({ view, renderArticle }: { view: PostView; renderArticle: RenderArticle }) {
  switch (view.kind) {
    case "list":
      return <PostsPage />;
    case "new":
      return <PostEditorPage />;
    case "edit":
      return <PostEditorPage key={view.id} id={view.id} />;
    case "preview":
      return <PostPreviewPage key={view.id} id={view.id} renderArticle={renderArticle} />;
  }
}
