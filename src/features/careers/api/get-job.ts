import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";

import { getDataApi } from "@/lib/supabase";

import { JOB_COLUMNS, type Job } from "../types";
import { jobsQueryOptions } from "./get-jobs";
import { careersKeys } from "./keys";
import { toRequestError } from "@/lib/request-error";

/** The open job with this slug, or null when there is none (missing or not open: the database decides by its times). */
async function getJob(slug: string): Promise<Job | null> {
  const api = await getDataApi();
  const { data, error, status } = await api.from("jobs").select(JOB_COLUMNS).eq("slug", slug).maybeSingle();
  if (error) throw toRequestError(error, status);
  return data;
}

const jobQueryOptions = (slug: string) =>
  queryOptions({ queryKey: careersKeys.job(slug), queryFn: () => getJob(slug) });

/**
 * The job page's data. `prerendered` is the job a prerendered page was built with, shown at once and, being stale at once,
 * checked by TanStack Query when the part mounts (decisions 013 and 037): `null` then means it has closed since the
 * build. Coming from the careers list, the list's copy shows at once while the job is fetched again.
 */
export function useJob(slug: string, prerendered?: Job) {
  const queryClient = useQueryClient();
  return useQuery({
    ...jobQueryOptions(slug),
    initialData: prerendered,
    placeholderData: () =>
      queryClient.getQueryData(jobsQueryOptions().queryKey)?.find((job) => job.slug === slug),
  });
}
