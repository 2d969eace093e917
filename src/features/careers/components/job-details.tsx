import { ArrowLeft, Check, RefreshCw, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";

import { PageTitle } from "@/components/page-title";
import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { readBuildSnapshot } from "@/lib/build-snapshot";
import { cn } from "@/lib/utils";

import { useJob } from "../api/get-job";
import { useJobs } from "../api/get-jobs";
import { JOB_CLOSED } from "../job-content";
import { APPLICATION_ID } from "../lib/go-to-application";
import { jobSnapshotKey, jobTitle } from "../seo";
import type { Job } from "../types";
import { ApplicationCard } from "./application-card";
import { ApplicationSubmitted } from "./application-submitted";
import { JobFacts } from "./job-facts";
import { JobHeader } from "./job-header";
import { JobSkeleton } from "./job-skeleton";

/** A job's details and its application, with their data: the lazily loaded part of the job page. */
export default function JobDetails({ slug }: { slug: string }) {
  const prerendered = slug ? readBuildSnapshot<Job>(jobSnapshotKey(slug)) : undefined;
  return (
    <QueryProvider>
      <JobPageContent slug={slug} prerendered={prerendered} />
    </QueryProvider>
  );
}

function JobPageContent({ slug, prerendered }: { slug: string; prerendered: Job | undefined }) {
  const { data, isPending, isError, refetch, isRefetching } = useJob(slug, prerendered);
  const [submitted, setSubmitted] = useState(false);
  // A prerendered job that has closed since the build keeps its details on the page (they are what the visitor is
  // reading, and taking them away would move everything under them); only the application gives way.
  const closedSinceBuild = prerendered !== undefined && data === null;
  const job = closedSinceBuild ? prerendered : data;

  // The job is checked once its code has arrived (`useJob`); check it again when the visitor starts applying (the
  // first focus in the form), as the page may have been open for a while.
  const checkedStillOpen = useRef(false);
  const checkStillOpen = () => {
    if (prerendered === undefined || checkedStillOpen.current) return;
    checkedStillOpen.current = true;
    void refetch();
  };

  if (isPending) return <JobSkeleton />;

  // A failed background check leaves the job the page already shows.
  if (isError && data === undefined) {
    return (
      <PageFrame>
        <PageTitle title="Careers" />
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 sm:p-8">
          <div className="flex items-start gap-3">
            <TriangleAlert className="mt-1 size-5 shrink-0 text-destructive" aria-hidden="true" />
            <div>
              <h1 className="text-xl font-bold">We couldn't load this job</h1>
              <p className="mt-2 text-muted-foreground">
                Our jobs board didn't answer. Check your connection and try again.
              </p>
              <div className="mt-5 flex flex-col gap-3 sm:flex-row">
                <Button variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
                  <RefreshCw className={isRefetching ? "animate-spin" : undefined} aria-hidden="true" />
                  {isRefetching ? "Trying again…" : "Try again"}
                </Button>
                <BackToCareers variant="ghost" />
              </div>
            </div>
          </div>
        </div>
      </PageFrame>
    );
  }

  if (!job) {
    return (
      <PageFrame className="text-center">
        <PageTitle title="Job Not Found" />
        <h1 className="text-3xl font-bold tracking-tight">Job Not Found</h1>
        <p className="mt-3 text-muted-foreground">The job position you're looking for doesn't exist.</p>
        <div className="mt-8">
          <BackToCareers />
        </div>
      </PageFrame>
    );
  }

  if (submitted) {
    return (
      <PageFrame>
        <PageTitle title={`Application sent: ${job.title}`} />
        <ApplicationSubmitted jobTitle={job.title} />
      </PageFrame>
    );
  }

  return (
    <>
      <PageTitle title={jobTitle(job)} />
      <JobHeader job={job} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="grid content-start gap-10 lg:col-span-3">
          <JobSection title="About This Role">
            <p className="text-muted-foreground">{job.description}</p>
          </JobSection>
          <JobSection title="Key Responsibilities">
            <CheckList items={job.responsibilities} />
          </JobSection>
          <JobSection title="Requirements">
            <CheckList items={job.requirements} />
          </JobSection>
          <JobSection title="What We Offer">
            <CheckList items={job.benefits} />
          </JobSection>
        </div>
        <div id={APPLICATION_ID} tabIndex={-1} className="scroll-mt-20 focus:outline-none lg:col-span-2">
          {closedSinceBuild ? (
            <JobClosed job={job} />
          ) : (
            <ApplicationCard job={job} onIntent={checkStillOpen} onSubmitted={() => setSubmitted(true)} />
          )}
        </div>
      </div>
    </>
  );
}

/**
 * In place of the application card when the job has closed since the page was built: says so, and offers the
 * roles that are open. It takes the card's place rather than the page's, so the job's details stay put; the
 * open roles arrive last, below everything else in the card, so their arrival moves nothing (decision 013).
 */
function JobClosed({ job }: { job: Job }) {
  const { data: jobs } = useJobs();
  const others = (jobs ?? []).filter((other) => other.slug !== job.slug).slice(0, MAX_OTHER_ROLES);
  return (
    <Card role="status" className="lg:sticky lg:top-24">
      <CardHeader>
        <h2 className="text-xl leading-tight font-semibold">{JOB_CLOSED.title}</h2>
        <CardDescription>{JOB_CLOSED.description(job.title)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Button asChild variant="outline">
          <Link to="/about/careers">
            <ArrowLeft aria-hidden="true" />
            {JOB_CLOSED.allPositions}
          </Link>
        </Button>
        {others.length > 0 ? (
          <section aria-labelledby="open-now-heading">
            <h3 id="open-now-heading" className="text-sm font-semibold">
              {JOB_CLOSED.otherRoles}
            </h3>
            <ul className="mt-3 grid gap-3">
              {others.map((other) => (
                <li key={other.id}>
                  <Link
                    to={`/careers/job/${other.slug}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {other.title}
                  </Link>
                  <JobFacts job={other} className="mt-1 text-muted-foreground" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The closed-job card lists at most this many of the roles that are open. */
const MAX_OTHER_ROLES = 3;

function PageFrame({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn("mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24", className)}>{children}</div>;
}

function BackToCareers({ variant = "default" }: { variant?: "default" | "ghost" }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/about/careers">
        <ArrowLeft aria-hidden="true" />
        Back to Careers
      </Link>
    </Button>
  );
}

function JobSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-muted-foreground">
          <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
