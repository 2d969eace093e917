import { useRef } from "react";
import { useParams } from "react-router";

import { ContentCheck } from "@/components/content-check";
import { onDemand } from "@/components/on-demand";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";

import { jobSnapshotKey } from "../seo";
import type { Job } from "../types";
import { JobSkeleton } from "./job-skeleton";
import { TitleInRouteMeta } from "./job-title";

/*
 * The job's details, its application and their data code (react-query, the Data API client) wait in an on-demand
 * boundary (decision 024): a prerendered job is on screen and in the tab order at once, and its code loads when
 * the visitor reaches into the page or when the backend says the jobs have changed since the build. Rendered
 * anew (a client-side navigation, the SPA fallback), it loads at once.
 */
const JobDetails = onDemand(() => import("./job-details"));

export function JobPage() {
  const { jobId: slug = "" } = useParams();
  // A page prerendered at build time carries its job; the browser reads the same copy back to hydrate.
  const prerendered = slug ? readBuildSnapshot<Job>(jobSnapshotKey(slug)) : undefined;
  const details = useRef<HTMLDivElement>(null);
  return (
    <TitleInRouteMeta value={prerendered !== undefined}>
      {prerendered ? <BuildSnapshotScript snapshotKey={jobSnapshotKey(slug)} value={prerendered} /> : null}
      <div ref={details} className="contents">
        <JobDetails slug={slug} intentArea={details} fallback={<JobSkeleton />} />
        <ContentCheck table="jobs" onChanged={JobDetails.load} />
      </div>
    </TitleInRouteMeta>
  );
}
