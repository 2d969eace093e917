import type { Route } from "./+types/staff-signups";

import { SignupsPage } from "@/features/staff/components/signups-page";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Sign-ups");

export default SignupsPage;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
