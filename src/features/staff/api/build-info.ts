import { useQuery } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { staffKeys } from "./keys";

/** What the build writes to `/build-info.json` (prerender/artifacts.ts): when it ran and which content it read. */
const BuildInfoSchema = z.object({
  builtAt: z.string(),
  contentReadAt: z.string().nullable(),
  newestChange: z.string().nullable(),
});

export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** The site's `/build-info.json`, read afresh (the host may cache it for a moment; the desk asks past that). */
async function fetchBuildInfo(): Promise<BuildInfo> {
  const res = await fetch("/build-info.json", { cache: "no-store" });
  if (!res.ok) throw new Error(`The site's build-info.json answered HTTP ${res.status}`);
  return BuildInfoSchema.parse(await res.json());
}

export function useBuildInfo() {
  return useQuery({
    queryKey: staffKeys.buildInfo(),
    queryFn: fetchBuildInfo,
    // A build takes minutes: checking each minute is often enough to turn "waiting" into "live".
    refetchInterval: 60_000,
  });
}

/**
 * Whether the live site was built from a change saved at `updatedAt`: the build took it if it read the content after
 * that moment, or saw a row changed at or after it (which also holds when the build's clock runs behind the database's).
 */
export function isLiveOnSite(info: BuildInfo, updatedAt: string): boolean {
  const changed = Date.parse(updatedAt);
  return [info.contentReadAt, info.newestChange].some((seen) => seen !== null && Date.parse(seen) >= changed);
}

export type LiveOnSite =
  | { state: "checking" }
  | { state: "unknown"; error: unknown; retry: () => void }
  | { state: "live" }
  | { state: "waiting"; askedAt: string };

/** "Live on the site" or "waiting for the next build" for a job or a post last saved at `updatedAt`. */
export function useLiveOnSite(updatedAt: string): LiveOnSite {
  const info = useBuildInfo();
  if (info.isPending) return { state: "checking" };
  if (info.isError) return { state: "unknown", error: info.error, retry: () => void info.refetch() };
  return isLiveOnSite(info.data, updatedAt) ? { state: "live" } : { state: "waiting", askedAt: updatedAt };
}
