import { QueryClient } from "@tanstack/react-query";

/** Unused data is kept for 5 minutes (spec section 9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** Client errors (a 4xx answer) will not change on a retry; everything else gets up to three more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === "number" && status >= 400 && status < 500) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
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
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, retry: shouldRetryQuery, retryDelay: queryRetryDelay },
      mutations: { retry: false },
    },
  });
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
