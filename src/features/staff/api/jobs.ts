import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { JOBS } from "../content";
import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { DESK_JOB_COLUMNS, type DeskJob, DeskJobSchema, type JobFields } from "../schemas/jobs";
import { staffKeys } from "./keys";

/** Every job, drafts and archived ones included, newest change first (staff read every job at aal2). */
async function getDeskJobs(): Promise<DeskJob[]> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("jobs")
    .select(DESK_JOB_COLUMNS)
    .order("updated_at", { ascending: false });
  throwIfError(error, status);
  return DeskJobSchema.array().parse(data);
}

export function useDeskJobs() {
  return useQuery({ queryKey: staffKeys.deskJobs(), queryFn: getDeskJobs });
}

/** One job, or null when there is none with this id. */
async function getDeskJob(id: string): Promise<DeskJob | null> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("jobs")
    .select(DESK_JOB_COLUMNS)
    .eq("id", id)
    .maybeSingle();
  throwIfError(error, status);
  return data ? DeskJobSchema.parse(data) : null;
}

export function useDeskJob(id: string) {
  // What the member edits is the form's; the job is read again only when asked (a reload after a refusal).
  return useQuery({
    queryKey: staffKeys.deskJob(id),
    queryFn: () => getDeskJob(id),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Plain words of the description, for meta descriptions and cards (`description`). */
function summaryOf(html: string, title: string): string {
  const text = new DOMParser()
    .parseFromString(html, "text/html")
    .body.textContent.replace(/\s+/g, " ")
    .trim();
  if (text === "") return title;
  return text.length <= 300 ? text : `${text.slice(0, 299).trimEnd()}…`;
}

/** Where, in the words the page shows (`location`): "Remote (US, CA)", "Berlin, DE (hybrid)". */
function locationWords(
  fields: Pick<JobFields, "city" | "region" | "country" | "workplace" | "remoteCountries">,
) {
  if (fields.workplace === "remote")
    return fields.remoteCountries.length > 0
      ? JOBS.remoteIn(fields.remoteCountries.join(", "))
      : JOBS.workplaces.remote;
  const place = [fields.city, fields.region, fields.country].filter(Boolean).join(", ");
  if (place === "") return JOBS.placeToCome;
  return fields.workplace === "hybrid" ? JOBS.hybridIn(place) : place;
}

/** The columns a save writes from the form. */
function columns(fields: JobFields) {
  return {
    title: fields.title,
    slug: fields.slug,
    department: fields.department,
    description: summaryOf(fields.body.html, fields.title),
    description_json: fields.body.json,
    description_html: fields.body.html,
    location: locationWords(fields),
    city: fields.city,
    region: fields.region,
    country: fields.country,
    workplace: fields.workplace,
    remote_countries: fields.workplace === "remote" ? fields.remoteCountries : [],
    employment_type: fields.employmentType,
    pay_min: fields.payMin,
    pay_max: fields.payMin === null ? null : fields.payMax,
    pay_currency: fields.payMin === null ? null : fields.payCurrency,
    pay_unit: fields.payMin === null ? null : fields.payUnit,
    closes_at: fields.closesAt === "" ? null : new Date(fields.closesAt).toISOString(),
  };
}

/** Where the job is to stand after the save: as it is, scheduled for `opensAt`, open now, closed or archived. */
export type JobMove =
  | { to: "keep" }
  | { to: "scheduled"; opensAt: string }
  | { to: "open" }
  | { to: "closed" }
  | { to: "archived" };

function moveColumns(move: JobMove) {
  switch (move.to) {
    case "keep":
      return {};
    case "scheduled":
      return { status: "scheduled", opens_at: move.opensAt };
    // Open from now: an earlier opening time would say it was open before it was.
    case "open":
      return { status: "open", opens_at: null };
    case "closed":
      return { status: "closed" };
    case "archived":
      return { status: "archived" };
  }
}

function useKeepJob() {
  const queryClient = useQueryClient();
  return (job: DeskJob) => {
    queryClient.setQueryData(staffKeys.deskJob(job.id), job);
    void queryClient.invalidateQueries({ queryKey: staffKeys.deskJobs(), exact: true });
    void queryClient.invalidateQueries({ queryKey: staffKeys.jobs() });
  };
}

/** A new job, listed after the others on the careers page. */
async function createJob(fields: JobFields, move: JobMove): Promise<DeskJob> {
  const supabase = await getStaffClient();
  const last = await supabase
    .from("jobs")
    .select("display_order")
    .order("display_order", { ascending: false })
    .limit(1)
    .maybeSingle<{ display_order: number }>();
  throwIfError(last.error, last.status);
  const { data, error, status } = await supabase
    .from("jobs")
    .insert({
      ...columns(fields),
      status: "draft",
      display_order: (last.data?.display_order ?? 0) + 1,
      ...moveColumns(move),
    })
    .select(DESK_JOB_COLUMNS)
    .single();
  throwIfError(error, status);
  return DeskJobSchema.parse(data);
}

export function useCreateJob() {
  const keep = useKeepJob();
  return useMutation({
    mutationFn: (input: { fields: JobFields; move: JobMove }) => createJob(input.fields, input.move),
    onSuccess: keep,
  });
}

/**
 * A save of a job, based on the version the member was shown: the database refuses it (HTTP 409) when another save
 * came first (a colleague's, or the schedule's opening or closing), naming who made it and when.
 */
async function saveJob(id: string, version: number, fields: JobFields, move: JobMove): Promise<DeskJob> {
  const supabase = await getStaffClient();
  const { data, error, status } = await supabase
    .from("jobs")
    .update({ ...columns(fields), ...moveColumns(move), version })
    .eq("id", id)
    .select(DESK_JOB_COLUMNS)
    .single();
  throwIfError(error, status);
  return DeskJobSchema.parse(data);
}

export function useSaveJob(id: string) {
  const keep = useKeepJob();
  return useMutation({
    mutationFn: (input: { version: number; fields: JobFields; move: JobMove }) =>
      saveJob(id, input.version, input.fields, input.move),
    onSuccess: keep,
  });
}

/** Reads the job again after a refused save, leaving what the member typed in the form. */
export function useReloadJob(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.refetchQueries({ queryKey: staffKeys.deskJob(id) });
}
