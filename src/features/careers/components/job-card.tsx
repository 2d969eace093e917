import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

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

export function JobCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-6" data-testid="job-card-skeleton" aria-hidden="true">
      <Skeleton className="h-6 w-2/3" />
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-5 w-20" />
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="grid gap-2 pt-2">
        <Skeleton className="h-3 w-3/4" />
        <Skeleton className="h-3 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
      <Skeleton className="mt-2 h-10 w-32" />
    </Card>
  );
}
