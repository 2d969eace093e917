import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { TitledPage } from "@/components/page-title";
import { Button } from "@/components/ui/button";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";

import { CAREERS_PARTS } from "../content";
import { JOB_CLOSED } from "../job-content";
import { closedJobSnapshotKey, jobSnapshotKey, jobTitle } from "../seo";
import type { ClosedJob, Job } from "../types";
import { JobSkeleton } from "./job-skeleton";
import { useApplyLink } from "./use-apply-link";

/** The job's details, its application and their data code: a chunk of their own, which checks the prerendered job. */
const JobDetails = lazyPart(() => import("./job-details"), { what: CAREERS_PARTS.job, loadOn: "idle" });

export function JobPage() {
  const { slug = "" } = useParams();
  useApplyLink();
  // A page prerendered at build time carries its job; the browser reads the same copy back to hydrate.
  const prerendered = slug ? readBuildSnapshot<Job>(jobSnapshotKey(slug)) : undefined;
  const closed = slug && !prerendered ? readBuildSnapshot<ClosedJob>(closedJobSnapshotKey(slug)) : undefined;
  if (closed) return <ClosedJobPage slug={slug} job={closed} />;
  return (
    <TitledPage title={prerendered ? jobTitle(prerendered) : "Careers"}>
      {prerendered ? <BuildSnapshotScript snapshotKey={jobSnapshotKey(slug)} value={prerendered} /> : null}
      <JobDetails slug={slug} fallback={<JobSkeleton />} />
    </TitledPage>
  );
}

/**
 * A job that was published and has closed keeps its address: the page says the position has closed and leads to
 * the open roles. It needs no data code; the build wrote what it says.
 */
function ClosedJobPage({ slug, job }: { slug: string; job: ClosedJob }) {
  return (
    <TitledPage title={JOB_CLOSED.title}>
      <BuildSnapshotScript snapshotKey={closedJobSnapshotKey(slug)} value={job} />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <h1 className="text-3xl font-bold tracking-tight">{JOB_CLOSED.title}</h1>
        <p className="mt-3 text-muted-foreground">{JOB_CLOSED.description(job.title)}</p>
        <div className="mt-8">
          <Button asChild>
            <Link to="/about/careers">
              <ArrowLeft aria-hidden="true" />
              {JOB_CLOSED.allPositions}
            </Link>
          </Button>
        </div>
      </div>
    </TitledPage>
  );
}
