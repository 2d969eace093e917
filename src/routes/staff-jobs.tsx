import type { Route } from "./+types/staff-jobs";

import { DeskRouteError } from "@/features/staff/components/desk-route-error";
import { JOB_VIEW_TITLES, JobsDesk } from "@/features/staff/components/jobs/jobs-desk";
import { parseJobView } from "@/features/staff/lib/job-views";
import { deskMeta } from "@/features/staff/route-meta";

export const meta = ({ params }: Route.MetaArgs) =>
  deskMeta(JOB_VIEW_TITLES[parseJobView(params["*"] ?? "")?.kind ?? "list"]);

/** An address that names no jobs page is a 404 before anything is asked of the backend. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const view = parseJobView(params["*"] ?? "");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
  if (!view) throw new Response("Not found", { status: 404 });
  return view;
}

export default function StaffJobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobsDesk view={loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
