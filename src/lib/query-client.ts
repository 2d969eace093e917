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
