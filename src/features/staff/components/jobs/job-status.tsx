import { Badge } from "@/components/ui/badge";

import { JOBS } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { type DeskJob, changedOnSiteAt, jobState } from "@/features/staff/schemas/jobs";
import { LiveStatus } from "../live-status";

export function JobStateBadge({ job }: { job: Pick<DeskJob, "status" | "opens_at" | "closes_at"> }) {
  const state = jobState(job);
  return <Badge variant={state === "open" ? "default" : "secondary"}>{JOBS.states[state]}</Badge>;
}

/**
 * What the public site shows of the job. The careers list and the application form read the database and follow at
 * once; the job's own prerendered page (its JobPosting, or "This position has closed") follows at the next build.
 * A job never published is not there; a scheduled one opens by itself at its time.
 */
export function JobOnSite({ job }: { job: DeskJob }) {
  const state = jobState(job);
  if (state === "scheduled" && job.opens_at)
    return <p className="text-sm">{JOBS.opensAt(formatWhen(job.opens_at))}</p>;
  if (job.first_published_at === null)
    return <p className="text-sm text-muted-foreground">{JOBS.notShown}</p>;
  return <LiveStatus updatedAt={changedOnSiteAt(job)} />;
}
