import type { Route } from "./+types/staff-home";

import { DeskHome, DeskRouteError, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Sign in");

export default DeskHome;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
