import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

import type { Job } from "../types";
import { JobFacts } from "./job-facts";

/** The careers list shows at most this many requirements per job. */
const LISTED_REQUIREMENTS = 3;

export function JobCard({ job }: { job: Job }) {
  const requirements = job.requirements.slice(0, LISTED_REQUIREMENTS);
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        <CardTitle>{job.title}</CardTitle>
        <JobFacts job={job} />
        <CardDescription className="text-base">{job.description}</CardDescription>
      </CardHeader>
      {requirements.length > 0 ? (
        <CardContent className="flex-1">
          <h4 className="text-sm font-semibold">What we're looking for</h4>
          <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
            {requirements.map((requirement) => (
              <li key={requirement} className="flex gap-2">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                <span>{requirement}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
      <CardFooter className="mt-auto">
        <Button asChild className="w-full sm:w-auto">
          <Link to={`/careers/job/${encodeURIComponent(job.slug)}`} aria-label={`Apply Now: ${job.title}`}>
            Apply Now
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
