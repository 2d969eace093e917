import type { Route } from "./+types/staff";

import { DeskLayout, DeskRouteError, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Sign in");

/** The desk's own layout (no public header or footer): the sign-in, then the member's pages. */
export default DeskLayout;

/** The layout itself failed: the error stands alone, without the desk's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
