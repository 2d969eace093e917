import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

import type { Job } from "../types";
import { JobFacts } from "./job-facts";

export function JobCard({ job }: { job: Job }) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="gap-3">
        <CardTitle>{job.title}</CardTitle>
        <JobFacts job={job} />
        <CardDescription className="text-base">{job.description}</CardDescription>
      </CardHeader>
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
