import type { Route } from "./+types/staff-signups";

import { DeskRouteError, SignupsPage, deskMeta } from "@/features/staff/desk";

export const meta = () => deskMeta("Sign-ups");

export default SignupsPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
