import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { throwIfError } from "../lib/call-function";
import { searchFilter } from "../lib/postgrest-filter";
import { getStaffClient } from "../lib/staff-client";
import {
  APPLICATION_LIST_COLUMNS,
  ApplicationListRowSchema,
  type ApplicationListRow,
  type Stage,
} from "../schemas/records";
import { pageRange, staffKeys } from "./keys";

export interface ApplicationFilters {
  page: number;
  jobId?: string;
  stage?: Stage;
  /** yyyy-mm-dd, inclusive, in UTC. */
  from?: string;
  to?: string;
  text?: string;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** Newest first, one page at a time with the exact total, so paging works however many there are. */
async function getApplications(filters: ApplicationFilters): Promise<Page<ApplicationListRow>> {
  const supabase = await getStaffClient();
  const [from, to] = pageRange(filters.page);
  let query = supabase.from("candidates").select(APPLICATION_LIST_COLUMNS, { count: "exact" });
  if (filters.jobId) query = query.eq("job_id", filters.jobId);
  if (filters.stage) query = query.eq("stage", filters.stage);
  if (filters.from) query = query.gte("created_at", `${filters.from}T00:00:00Z`);
  if (filters.to) query = query.lte("created_at", `${filters.to}T23:59:59.999Z`);
  const search = searchFilter(filters.text, ["full_name", "email"]);
  if (search) query = query.or(search);
  const { data, error, status, count } = await query
    .order("created_at", { ascending: false })
    .order("id")
    .range(from, to);
  throwIfError(error, status);
  return { rows: ApplicationListRowSchema.array().parse(data), total: count ?? 0 };
}

export function useApplications(filters: ApplicationFilters) {
  return useQuery({
    queryKey: staffKeys.applications(filters),
    queryFn: () => getApplications(filters),
    placeholderData: keepPreviousData,
  });
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
