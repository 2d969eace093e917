import type { Route } from "./+types/staff-applications";

import { ApplicationsPage, DeskRouteError, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Applications");

export default ApplicationsPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
