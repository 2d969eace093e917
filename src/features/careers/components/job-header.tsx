import { ArrowDown, ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";

import { APPLY_LINK } from "../job-content";
import { APPLICATION_FIRST_FIELD_ID } from "../lib/go-to-application";
import type { Job } from "../types";
import { JobFacts } from "./job-facts";

/**
 * The job's title band. On a phone the application form starts several screens further down, so the band links to
 * its first field: a plain jump in HTML, which works before any code has arrived; the route's `useApplyLink`
 * scrolls and focuses as the site's join buttons do.
 */
export function JobHeader({ job }: { job: Job }) {
  return (
    <section className="bg-hero text-hero-foreground">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Link
          to="/about/careers"
          className="inline-flex items-center gap-2 text-sm font-medium opacity-90 hover:opacity-100 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Careers
        </Link>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{job.title}</h1>
        <JobFacts job={job} className="mt-4 opacity-90" />
        <Button asChild variant="secondary" className="mt-6">
          <a href={`#${APPLICATION_FIRST_FIELD_ID}`}>
            {APPLY_LINK}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      </div>
    </section>
  );
}
