import { RefreshCw, TriangleAlert } from "lucide-react";

import { QueryProvider } from "@/components/query-provider";
import { UpdateNotice } from "@/components/update-notice";
import { Button } from "@/components/ui/button";
import { SITE } from "@/config/site";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import { useOfferedUpdate } from "@/lib/use-offered-update";

import { useJobs } from "../api/get-jobs";
import { CAREERS_MAILTO, JOBS_UPDATE } from "../content";
import { JOBS_SNAPSHOT_KEY } from "../seo";
import type { Job } from "../types";
import { JobCard } from "./job-card";
import { JobListPending } from "./job-list-pending";

/** The open positions with their data: the lazily loaded part of the careers page. */
export default function JobList() {
  return (
    <QueryProvider>
      <JobListContent />
    </QueryProvider>
  );
}

function JobListContent() {
  const prerendered = readBuildSnapshot<Job[]>(JOBS_SNAPSHOT_KEY);
  const { data, isPending, isError, refetch, isRefetching } = useJobs(prerendered);
  // Jobs opened or closed since the page loaded: applied at once while the list is below the screen (as it is
  // on load), otherwise they wait for the visitor.
  const { shown: jobs, hasUpdate, showUpdate, regionRef } = useOfferedUpdate(data);

  if (isPending) return <JobListPending />;

  // A failed background check leaves the list the page already shows.
  if (isError && !jobs) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 sm:p-8">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
          <div>
            <h3 className="font-semibold">We couldn't load our open positions</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              The jobs board didn't answer. Check your connection and try again, or email us at{" "}
              <a className="font-medium text-primary underline underline-offset-4" href={CAREERS_MAILTO}>
                {SITE.mail.careers}
              </a>
              .
            </p>
            <Button className="mt-4" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
              <RefreshCw className={isRefetching ? "animate-spin" : undefined} aria-hidden="true" />
              {isRefetching ? "Trying again…" : "Try again"}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  if (!jobs) return null;

  const notice = hasUpdate ? (
    <UpdateNotice message={JOBS_UPDATE.message} actionLabel={JOBS_UPDATE.action} onAction={showUpdate} />
  ) : null;

  if (jobs.length === 0) {
    return (
      <div
        ref={regionRef}
        tabIndex={-1}
        className="rounded-xl border border-dashed p-8 text-center focus:outline-none"
      >
        {notice}
        <h3 className="font-semibold">No open positions right now</h3>
        <p className="mx-auto mt-2 max-w-md text-sm text-muted-foreground">
          We aren't hiring for a specific role at the moment, but we read every open application. Send us your
          resume and we'll reach out when something fits.
        </p>
      </div>
    );
  }

  return (
    <>
      {prerendered ? <BuildSnapshotScript snapshotKey={JOBS_SNAPSHOT_KEY} value={prerendered} /> : null}
      {notice}
      <ul ref={regionRef} tabIndex={-1} className="grid gap-6 focus:outline-none md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
    </>
  );
}
