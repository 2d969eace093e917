import { useParams } from "react-router";

import { onDemandData } from "@/components/on-demand-data";
import { TitledPage } from "@/components/page-title";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";

import { CAREERS_PARTS } from "../content";
import { jobSnapshotKey, jobTitle } from "../seo";
import type { Job } from "../types";
import { JobSkeleton } from "./job-skeleton";
import { useApplyLink } from "./use-apply-link";

/**
 * The job's details, its application and their data code wait until the visitor reaches into them or the jobs
 * change (decision 024).
 */
const JobDetails = onDemandData(() => import("./job-details"), "jobs", CAREERS_PARTS.job);

export function JobPage() {
  const { slug = "" } = useParams();
  useApplyLink();
  // A page prerendered at build time carries its job; the browser reads the same copy back to hydrate.
  const prerendered = slug ? readBuildSnapshot<Job>(jobSnapshotKey(slug)) : undefined;
  return (
    <TitledPage title={prerendered ? jobTitle(prerendered) : "Careers"}>
      {prerendered ? <BuildSnapshotScript snapshotKey={jobSnapshotKey(slug)} value={prerendered} /> : null}
      <JobDetails slug={slug} fallback={<JobSkeleton />} />
    </TitledPage>
  );
}
