import { Link } from "react-router";

import { Button } from "@/components/ui/button";

import { useDeskJobs } from "@/features/staff/api/jobs";
import { JOBS, NEW_JOB_PATH, jobPath } from "@/features/staff/content";
import { formatWhen } from "@/features/staff/lib/dates";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { RolePage } from "../role-page";
import { JobOnSite, JobStateBadge } from "./job-status";

function JobList() {
  const jobs = useDeskJobs();
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <FailureNotice error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.length === 0) return <p>{JOBS.empty}</p>;
  return (
    <ul className="grid gap-2" aria-label={JOBS.title}>
      {jobs.data.map((job) => (
        <li key={job.id} className="grid gap-2 rounded-md border p-3">
          <p className="font-medium break-words">
            <Link to={jobPath(job.id)} className="hover:underline">
              {job.title}
            </Link>
            <span className="text-sm font-normal text-muted-foreground"> · {job.department}</span>
          </p>
          <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="text-muted-foreground">{JOBS.columns.state}</dt>
            <dd>
              <JobStateBadge job={job} />
            </dd>
            <dt className="text-muted-foreground">{JOBS.columns.opensAt}</dt>
            <dd>{job.opens_at ? formatWhen(job.opens_at) : "—"}</dd>
            <dt className="text-muted-foreground">{JOBS.columns.closesAt}</dt>
            <dd>{job.closes_at ? formatWhen(job.closes_at) : "—"}</dd>
            <dt className="text-muted-foreground">{JOBS.columns.site}</dt>
            <dd>
              <JobOnSite job={job} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Every job, drafts and archived ones included, with its status, its times and whether the site shows it yet. */
export function JobsPage() {
  return (
    <RolePage page="jobs" title={JOBS.title}>
      <Button asChild className="justify-self-start">
        <Link to={NEW_JOB_PATH}>{JOBS.newJob}</Link>
      </Button>
      <JobList />
    </RolePage>
  );
}
