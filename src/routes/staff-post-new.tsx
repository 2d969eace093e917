import type { Route } from "./+types/staff-post-new";

import { PostEditorPage } from "@/features/staff/components/posts/post-editor-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("New post");

export default function StaffPostNewRoute() {
  return <PostEditorPage />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
