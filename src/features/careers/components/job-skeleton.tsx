import { PageTitle } from "@/components/page-title";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * No heading while loading: after a client-side navigation the shell focuses the page's h1, or <main>
 * when there is none, and a placeholder heading would take that focus with it when it is replaced.
 */
export function JobSkeleton() {
  return (
    <div aria-busy="true">
      <PageTitle title="Careers" />
      <p role="status" className="sr-only">
        Loading job details…
      </p>
      <div className="bg-hero" aria-hidden="true">
        <div className="mx-auto grid max-w-6xl gap-4 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <Skeleton className="h-4 w-32 bg-hero-foreground/20" />
          <Skeleton className="h-9 w-3/4 bg-hero-foreground/20" />
          <Skeleton className="h-4 w-1/2 bg-hero-foreground/20" />
        </div>
      </div>
      <div
        className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8"
        data-testid="job-skeleton"
        aria-hidden="true"
      >
        <div className="grid content-start gap-4 lg:col-span-3">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="mt-6 h-6 w-48" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-96 lg:col-span-2" />
      </div>
    </div>
  );
}
