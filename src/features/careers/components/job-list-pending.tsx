import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** While the jobs load, this many placeholder cards hold the space. */
const JOB_PLACEHOLDER_COUNT = 4;
const PLACEHOLDER_KEYS = Array.from({ length: JOB_PLACEHOLDER_COUNT }, (_, i) => `placeholder-${i}`);

/** The open positions while their code, and then the jobs, are on the way. */
export function JobListPending() {
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

function JobCardSkeleton() {
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
