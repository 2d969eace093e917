import type { Route } from "./+types/staff-post";

import { PostEditorPage } from "@/features/staff/components/posts/post-editor-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { postIdOrNotFound } from "@/features/staff/lib/route-ids";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Edit post");

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { id: postIdOrNotFound(params.id) };
}

export default function StaffPostRoute({ loaderData }: Route.ComponentProps) {
  return <PostEditorPage key={loaderData.id} id={loaderData.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
