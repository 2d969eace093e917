import type { Route } from "./+types/staff-audit";

import { AuditPage } from "@/features/staff/components/audit-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Audit log");

export default AuditPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
