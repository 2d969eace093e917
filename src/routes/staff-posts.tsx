import type { Route } from "./+types/staff-posts";

import { PostsPage } from "@/features/staff/components/posts/posts-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Posts");

export default PostsPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
