import { QueryClient } from "@tanstack/react-query";

/**
 * A read that failed with a client error (a 4xx answer) will not change on a retry, so it is not retried; anything
 * else gets TanStack Query's default three retries with its default backoff (1 s doubling, at most 30 s).
 */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) return false;
  return failureCount < 3;
}

/**
 * Options for a query whose data the page was prerendered with: the build's copy is shown as it is and not
 * fetched on mount (it is what the HTML already shows, and fetching then would compete with hydration). The
 * feature's hook checks it again once the page is idle (`useRevalidateWhenIdle`, decision 013), and react-query
 * again when the visitor comes back to the tab. Without a prerendered copy the query fetches on mount as usual.
 */
export function prerenderedQueryData<T>(prerendered: T | undefined) {
  return { initialData: prerendered, refetchOnMount: prerendered === undefined };
}

export function createQueryClient() {
  // Everything else is TanStack Query's default, which is what the site wants: unused data kept for 5 minutes,
  // and a submission never retried on its own.
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetryQuery } } });
}

let browserQueryClient: QueryClient | undefined;

/**
 * The page's QueryClient. One per browser tab, shared by every route that fetches, so data survives client
 * navigation; a fresh one for each page rendered at build time, so nothing leaks between pages.
 */
export function getQueryClient(): QueryClient {
  if (import.meta.env.SSR) return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
