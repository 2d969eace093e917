import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import type { Job } from "../types";
import { careersKeys } from "./keys";
import { toRequestError } from "@/lib/request-error";

/** Every active job, in the order the team chose. */
async function getJobs(): Promise<Job[]> {
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("jobs")
    .select("*")
    .eq("is_active", true)
    .order("display_order", { ascending: true });
  if (error) throw toRequestError(error, status);
  return data ?? [];
}

export const jobsQueryOptions = () => queryOptions({ queryKey: careersKeys.jobs(), queryFn: getJobs });

/**
 * `prerendered`: the list the build embedded in this page, shown at once and, being stale at
 * once, checked by TanStack Query when the part mounts (decisions 013 and 037).
 */
export function useJobs(prerendered?: Job[]) {
  return useQuery({ ...jobsQueryOptions(), initialData: prerendered });
}
