import { JobPage } from "@/features/careers/components/job-page";
import { closedJobSnapshotKey, jobMeta, jobSnapshotKey } from "@/features/careers/seo";
import type { ClosedJob, Job } from "@/features/careers/types";
import { readBuildSnapshot } from "@/lib/build-snapshot";

import type { Route } from "./+types/career-job";

/**
 * A prerendered job page has its job at hand for its meta, and a closed job's page what it says; the <title> is
 * always the page's own.
 */
export const meta = ({ params }: Route.MetaArgs) =>
  jobMeta(
    params.slug,
    readBuildSnapshot<Job>(jobSnapshotKey(params.slug)),
    readBuildSnapshot<ClosedJob>(closedJobSnapshotKey(params.slug)),
  );

export default function CareerJobRoute() {
  return (
    <>
      <JobPage />
    </>
  );
}
