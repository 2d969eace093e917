import type { Route } from "./+types/staff-audit";

import { AuditPage, DeskRouteError, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Audit log");

export default AuditPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
