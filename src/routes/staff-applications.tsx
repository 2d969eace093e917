import type { Route } from "./+types/staff-applications";

import { ApplicationsPage } from "@/features/staff/components/applications-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Applications");

export default ApplicationsPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
