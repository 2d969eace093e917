import { Skeleton } from "@/components/ui/skeleton";

/** No heading while loading, so the focus the shell gives <main> after navigating is not lost on load. */
export function ArticleSkeleton() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14" aria-busy="true">
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <div className="grid gap-4" data-testid="article-skeleton" aria-hidden="true">
        <Skeleton className="h-4 w-28" />
        <div className="mt-6 flex gap-2">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-28" />
        </div>
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-4 w-1/2" />
        <div className="mt-8 grid gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-11/12" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      </div>
    </div>
  );
}
