import { JobPage } from "@/features/careers/components/job-page";
import { jobMeta, jobSnapshotKey } from "@/features/careers/seo";
import type { Job } from "@/features/careers/types";
import { readBuildSnapshot } from "@/lib/build-snapshot";

import type { Route } from "./+types/career-job";

/** A prerendered job page has its job at hand for its meta; the <title> is always the page's own. */
export const meta = ({ params }: Route.MetaArgs) =>
  jobMeta(params.slug, readBuildSnapshot<Job>(jobSnapshotKey(params.slug)));

export default function CareerJobRoute() {
  return (
    <>
      <JobPage />
    </>
  );
}
