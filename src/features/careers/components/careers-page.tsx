import { Mail, RefreshCw, TriangleAlert, Users } from "lucide-react";
import { Link } from "react-router";

import { UpdateNotice } from "@/components/update-notice";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SITE } from "@/config/site";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import { useHeldUpdate } from "@/lib/use-held-update";

import { useJobs } from "../api/get-jobs";
import { CAREERS_HERO, COMPANY_VALUES, JOBS_UPDATE, OPEN_APPLICATION } from "../content";
import { scrollToSection } from "../lib/scroll-to-section";
import { JOBS_SNAPSHOT_KEY } from "../seo";
import type { Job } from "../types";
import { JobCard, JobCardSkeleton } from "./job-card";

/** While the jobs load, this many placeholder cards hold the space. */
const JOB_PLACEHOLDER_COUNT = 4;
const PLACEHOLDER_KEYS = Array.from({ length: JOB_PLACEHOLDER_COUNT }, (_, i) => `placeholder-${i}`);

const OPEN_POSITIONS_ID = "open-positions";
const VALUES_ID = "values";
const CAREERS_MAILTO = `mailto:${SITE.mail.careers}?subject=${encodeURIComponent("Open application")}`;

export function CareersPage() {
  return (
    <>
      <CareersHero />
      <ValuesSection />
      <OpenPositionsSection />
      <OpenApplicationSection />
    </>
  );
}

function CareersHero() {
  return (
    <section className="bg-hero text-hero-foreground">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-80">{CAREERS_HERO.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {CAREERS_HERO.title}
        </h1>
        <p className="mt-5 max-w-2xl text-lg opacity-90">{CAREERS_HERO.description}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => scrollToSection(OPEN_POSITIONS_ID)}>
            View Open Positions
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-hero-foreground/40 bg-transparent text-hero-foreground hover:bg-hero-foreground/10 hover:text-hero-foreground"
            onClick={() => scrollToSection(VALUES_ID)}
          >
            Our Values
          </Button>
        </div>
      </div>
    </section>
  );
}

function ValuesSection() {
  return (
    <section
      id={VALUES_ID}
      tabIndex={-1}
      aria-labelledby="values-heading"
      className="scroll-mt-20 bg-muted focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="values-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          What we value
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Four ideas guide how we hire, build and work with the investors who rely on us.
        </p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COMPANY_VALUES.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-10 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <CardTitle className="mt-2 text-lg">{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-muted-foreground">{description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function OpenPositionsSection() {
  return (
    <section
      id={OPEN_POSITIONS_ID}
      tabIndex={-1}
      aria-labelledby="open-positions-heading"
      className="scroll-mt-20 focus:outline-none"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="open-positions-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Open positions
        </h2>
        <p className="mt-3 max-w-2xl text-muted-foreground">
          Every role below is open now. Pick one to read the details and apply in a few minutes, from any
          device.
        </p>
        <div className="mt-10">
          <JobList />
        </div>
      </div>
    </section>
  );
}

function JobList() {
  const prerendered = readBuildSnapshot<Job[]>(JOBS_SNAPSHOT_KEY);
  const { data, isPending, isError, refetch, isRefetching } = useJobs(prerendered);
  // Jobs opened or closed since the page loaded: applied at once while the list is below the screen (as it is
  // on load), otherwise they wait for the visitor.
  const { shown: jobs, hasUpdate, showUpdate, regionRef } = useHeldUpdate(data);

  if (isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading open positions…
        </p>
        <div className="grid gap-6 md:grid-cols-2">
          {PLACEHOLDER_KEYS.map((key) => (
            <JobCardSkeleton key={key} />
          ))}
        </div>
      </>
    );
  }

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

function OpenApplicationSection() {
  return (
    <section aria-labelledby="open-application-heading" className="bg-muted">
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="open-application-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {OPEN_APPLICATION.title}
        </h2>
        <p className="mt-3 text-muted-foreground">{OPEN_APPLICATION.description}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <a href={CAREERS_MAILTO}>
              <Mail aria-hidden="true" />
              Send Us Your Resume
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/about/team">
              <Users aria-hidden="true" />
              Meet the Team
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
