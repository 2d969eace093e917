import type { Route } from "./+types/staff-team";

import { DeskRouteError, TeamPage, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Team");

export default TeamPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
