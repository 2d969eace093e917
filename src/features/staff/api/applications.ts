import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { callFunction, throwIfError } from "../lib/call-function";
import { downloadCsv, exportedRows } from "../lib/csv-export";
import { dayRange, formatWhen } from "../lib/dates";
import { getStaffClient } from "../lib/staff-client";
import { STAGE_LABELS } from "../content";
import { type ApplicationListRow, ApplicationListRowSchema, STAGES, type Stage } from "../schemas/records";
import { staffKeys } from "./keys";
import { useListPage } from "./list-page";

export const APPLICATION_SORTS = ["created_at", "full_name", "position_title", "stage"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export interface ApplicationFilters {
  page: number;
  jobId?: string;
  stage?: Stage;
  /** yyyy-mm-dd, inclusive, days as the viewer's time zone has them. */
  from?: string;
  to?: string;
  text?: string;
  /** Erased applications are listed only when asked for. */
  erased: boolean;
  sort: ApplicationSort;
  ascending: boolean;
}

/** The list function's arguments: the days' bounds as instants of the viewer's zone, the search, the sort. */
function functionFilters(filters: ApplicationFilters) {
  const days = dayRange(filters.from, filters.to);
  return {
    job_filter: filters.jobId ?? null,
    stage_filter: filters.stage ?? null,
    created_from: days.from,
    created_before: days.before,
    search: filters.text?.trim() || null,
    include_erased: filters.erased,
    sort_by: filters.sort,
    ascending: filters.ascending,
  };
}

/** One page at a time in the chosen order with the exact total; each page read is on the record. */
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

const StageCountSchema = z.object({
  job_id: z.string().nullable(),
  position_title: z.string().nullable(),
  stage: z.enum(STAGES),
  applications: z.number(),
});
export type StageCount = z.infer<typeof StageCountSchema>;

/** Per job and stage, the applications that are not erased. */
async function getStageCounts(): Promise<StageCount[]> {
  return StageCountSchema.array().parse(await callFunction("application_stage_counts"));
}

export function useStageCounts() {
  return useQuery({ queryKey: staffKeys.stageCounts(), queryFn: getStageCounts });
}

export interface StageMove {
  ids: string[];
  stage: Stage;
  /** Only for a rejection, which needs one. */
  reason?: string;
}

/** Moves (or rejects) every application named at once, or none; how many changed. */
async function moveApplications({ ids, stage, reason }: StageMove): Promise<number> {
  const changed = await callFunction("set_applications_stage", {
    application_ids: ids,
    stage,
    reason: stage === "rejected" ? (reason ?? null) : null,
  });
  return z.number().parse(changed);
}

export function useMoveApplications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.data() }),
  });
}

const CSV_COLUMNS = [
  { header: "Applied", value: (row: ApplicationListRow) => formatWhen(row.created_at) },
  { header: "Name", value: (row: ApplicationListRow) => row.full_name },
  { header: "E-mail", value: (row: ApplicationListRow) => row.email },
  { header: "Position", value: (row: ApplicationListRow) => row.position_title },
  { header: "Stage", value: (row: ApplicationListRow) => STAGE_LABELS[row.stage] },
  {
    header: "Erased",
    value: (row: ApplicationListRow) => (row.erased_at ? formatWhen(row.erased_at) : ""),
  },
] as const;

/**
 * Every application the list's filters, search and sort match (all pages, not only the one shown), as CSV. The
 * database records each export call with its filters.
 */
async function exportApplications(filters: ApplicationFilters): Promise<number> {
  const rows = await exportedRows("export_applications", functionFilters(filters), ApplicationListRowSchema);
  return downloadCsv("applications", CSV_COLUMNS, rows);
}

export function useExportApplications() {
  return useMutation({ mutationFn: exportApplications });
}
