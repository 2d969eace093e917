import { useParams } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { TitledPage } from "@/components/page-title";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";

import { CAREERS_PARTS } from "../content";
import { jobSnapshotKey, jobTitle } from "../seo";
import type { Job } from "../types";
import { JobSkeleton } from "./job-skeleton";
import { useApplyLink } from "./use-apply-link";

/** The job's details, its application and their data code: a chunk of their own, which checks the prerendered job. */
const JobDetails = lazyPart(() => import("./job-details"), { what: CAREERS_PARTS.job, loadOn: "idle" });

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
