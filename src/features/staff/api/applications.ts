import { useQuery } from "@tanstack/react-query";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { ApplicationListRowSchema, type Stage } from "../schemas/records";
import { staffKeys } from "./keys";
import { useListPage } from "./list-page";

export interface ApplicationFilters {
  page: number;
  jobId?: string;
  stage?: Stage;
  /** yyyy-mm-dd, inclusive, in UTC. */
  from?: string;
  to?: string;
  text?: string;
}

/** The list function's arguments: a day's bounds in UTC, the search over name and address. */
function functionFilters(filters: ApplicationFilters) {
  return {
    job_filter: filters.jobId ?? null,
    stage_filter: filters.stage ?? null,
    created_from: filters.from ? `${filters.from}T00:00:00Z` : null,
    created_to: filters.to ? `${filters.to}T23:59:59.999Z` : null,
    search: filters.text?.trim() || null,
  };
}

/** Newest first, one page at a time with the exact total; each page read is on the record. */
export function useApplications(filters: ApplicationFilters) {
  return useListPage(
    staffKeys.applications(filters),
    "list_applications",
    functionFilters(filters),
    filters.page,
    ApplicationListRowSchema,
  );
}

export interface JobOption {
  id: string;
  title: string;
}

/** Every job, open or closed, for the job filter. */
async function getJobOptions(): Promise<JobOption[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase.from("jobs").select("id,title").order("title");
  const jobs: JobOption[] | null = data;
  throwIfError(error, status);
  return jobs ?? [];
}

export function useJobOptions() {
  return useQuery({ queryKey: staffKeys.jobs(), queryFn: getJobOptions, staleTime: 5 * 60_000 });
}
