import type { Route } from "./+types/staff-team";

import { TeamPage } from "@/features/staff/components/team-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Team");

export default TeamPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
