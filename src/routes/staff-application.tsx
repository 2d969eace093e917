import type { Route } from "./+types/staff-application";

import { ApplicationPage, DeskRouteError, deskMeta } from "@/features/staff/desk";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta = () => deskMeta("Application");

/** An address that cannot name an application is a 404 before anything is asked of the backend. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
  if (!UUID.test(params.id)) throw new Response("Not found", { status: 404 });
  return { id: params.id.toLowerCase() };
}

export default function StaffApplicationRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationPage key={loaderData.id} id={loaderData.id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
