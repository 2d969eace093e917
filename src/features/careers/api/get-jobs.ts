import { queryOptions, useQuery } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import { JOB_COLUMNS, type Job } from "../types";
import { careersKeys } from "./keys";
import { toRequestError } from "@/lib/request-error";

/** Every open job (the database shows the public key no other), in the order the team chose. */
async function getJobs(): Promise<Job[]> {
  const api = await getDataApi();
  const { data, error, status } = await api
    .from("jobs")
    .select(JOB_COLUMNS)
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
