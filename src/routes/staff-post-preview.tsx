import type { Route } from "./+types/staff-post-preview";

import { Article } from "@/features/blog/components/blog-article";
import { PostPreviewPage } from "@/features/staff/components/posts/post-preview-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { postIdOrNotFound } from "@/features/staff/lib/route-ids";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Preview");

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { id: postIdOrNotFound(params.id) };
}

export default function StaffPostPreviewRoute({ loaderData }: Route.ComponentProps) {
  return <PostPreviewPage id={loaderData.id} renderArticle={(post) => <Article post={post} />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
