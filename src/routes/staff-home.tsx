import type { Route } from "./+types/staff-home";

import { DeskHome } from "@/features/staff/components/desk-home";
import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = () => deskMeta("Sign in");

export default DeskHome;

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
