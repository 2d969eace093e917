import type { Route } from "./+types/staff-posts";

import { Article } from "@/features/blog/components/blog-article";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { POST_VIEW_TITLES, PostsDesk } from "@/features/staff/components/posts/posts-desk";
import { parsePostView } from "@/features/staff/lib/post-views";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = ({ params }: Route.MetaArgs) =>
  deskMeta(POST_VIEW_TITLES[parsePostView(params["*"] ?? "")?.kind ?? "list"]);

/** An address that names no posts page is a 404 before anything is asked of the backend. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const view = parsePostView(params["*"] ?? "");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
  if (!view) throw new Response("Not found", { status: 404 });
  return view;
}

/** The preview shows the post through the blog's own article component. */
export default function StaffPostsRoute({ loaderData }: Route.ComponentProps) {
  return <PostsDesk view={loaderData} renderArticle={(post) => <Article post={post} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
