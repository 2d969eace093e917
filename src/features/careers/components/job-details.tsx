import { ArrowLeft, RefreshCw, TriangleAlert } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { PageTitle } from "@/components/page-title";
import { QueryProvider } from "@/components/query-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { readBuildSnapshot } from "@/lib/build-snapshot";
import type { SafeHtmlProps } from "@/lib/safe-html";
import { cn } from "@/lib/utils";

import { useJob } from "../api/get-job";
import { useJobs } from "../api/get-jobs";
import { CAREERS_PARTS } from "../content";
import { JOB_CLOSED } from "../job-content";
import { APPLICATION_ID } from "../lib/go-to-application";
import { jobSnapshotKey, jobTitle } from "../seo";
import type { Job } from "../types";
import { ApplicationCard } from "./application-card";
import { ApplicationSubmitted } from "./application-submitted";
import { JobFacts } from "./job-facts";
import { JobHeader } from "./job-header";
import { JobSkeleton } from "./job-skeleton";

// The sanitiser (DOMPurify) loads in its own chunk, and as late, as an article's does: a prerendered posting stays as
// the build wrote it meanwhile.
const SafeHtml = lazyPart<SafeHtmlProps>(
  () => import("@/lib/safe-html").then((module) => ({ default: module.SafeHtml })),
  { what: CAREERS_PARTS.posting, loadOn: "intent" },
);

/** Typography for the sanitised posting; the stored HTML carries no classes of its own. */
const POSTING_CLASSES = [
  "text-muted-foreground",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "break-words",
].join(" ");

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
          <section>
            <h2 className="text-xl font-semibold">About This Role</h2>
            <SafeHtml
              fallback={<p className="mt-4 text-muted-foreground">{job.description}</p>}
              html={job.description_html}
              className={`mt-4 ${POSTING_CLASSES}`}
              data-testid="job-posting"
            />
          </section>
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
