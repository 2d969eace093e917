import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { toCsv } from "../lib/csv";
import { downloadFile } from "../lib/download";
import { callFunction, throwIfError } from "../lib/call-function";
import { searchFilter } from "../lib/postgrest-filter";
import { getStaffClient } from "../lib/staff-client";
import { type Signup, type SignupCount, SignupCountSchema, SignupSchema } from "../schemas/records";
import { type Page } from "./applications";
import { pageRange, staffKeys } from "./keys";

export const SIGNUP_STATUSES = ["confirmed", "unconfirmed", "unsubscribed"] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

export interface SignupFilters {
  page: number;
  role?: string;
  source?: string;
  status?: SignupStatus;
  text?: string;
}

/** The sign-up functions' arguments (their `suppressed` is the desk's "unsubscribed"). */
function functionFilters(filters: Omit<SignupFilters, "page" | "text">) {
  return {
    role_filter: filters.role ?? null,
    source_filter: filters.source ?? null,
    status_filter: filters.status === "unsubscribed" ? "suppressed" : (filters.status ?? null),
  };
}

/** The API's largest answer; longer results are read in pages of this size. */
const MAX_ROWS = 1000;

/** Every row a set-returning sign-up function gives, page by page past the API's row cap. */
async function allRows(name: string, args: Record<string, string | null>): Promise<Signup[]> {
  const rows: Signup[] = [];
  for (let from = 0; ; from += MAX_ROWS) {
    const data = await callFunction(name, args, [from, from + MAX_ROWS - 1]);
    const page = SignupSchema.array().parse(data);
    rows.push(...page);
    if (page.length < MAX_ROWS) return rows;
  }
}

/**
 * Newest first with the exact total. Confirmed and unconfirmed read the table (search and paging in the API);
 * unsubscribed addresses are known only to `list_signups`, and are few, so they are read whole and paged here.
 */
async function getSignups(filters: SignupFilters): Promise<Page<Signup>> {
  const [from, to] = pageRange(filters.page);
  if (filters.status === "unsubscribed") {
    const words = (filters.text ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    const rows = (await allRows("list_signups", functionFilters(filters))).filter((row) => {
      const text = [row.name, row.email, row.company].join(" ").toLowerCase();
      return words.every((word) => text.includes(word));
    });
    return { rows: rows.slice(from, to + 1), total: rows.length };
  }
  const supabase = await getStaffClient();
  let query = supabase.from("signups").select("*", { count: "exact" });
  if (filters.role) query = query.eq("role", filters.role);
  if (filters.source) query = query.eq("source", filters.source);
  if (filters.status === "confirmed") query = query.not("confirmed_at", "is", null);
  if (filters.status === "unconfirmed") query = query.is("confirmed_at", null);
  const search = searchFilter(filters.text, ["name", "email"]);
  if (search) query = query.or(search);
  const { data, error, status, count } = await query
    .order("created_at", { ascending: false })
    .order("id")
    .range(from, to);
  throwIfError(error, status);
  return { rows: SignupSchema.array().parse(data), total: count ?? 0 };
}

export function useSignups(filters: SignupFilters) {
  return useQuery({
    queryKey: staffKeys.signups(filters),
    queryFn: () => getSignups(filters),
    placeholderData: keepPreviousData,
  });
}

/** Per role: in all, confirmed, unconfirmed and unsubscribed. */
async function getSignupCounts(): Promise<SignupCount[]> {
  return SignupCountSchema.array().parse(await callFunction("signup_counts"));
}

export function useSignupCounts() {
  return useQuery({ queryKey: staffKeys.signupCounts(), queryFn: getSignupCounts });
}

const CSV_COLUMNS = [
  { header: "Signed up", value: (row: Signup) => row.created_at },
  { header: "Name", value: (row: Signup) => row.name },
  { header: "E-mail", value: (row: Signup) => row.email },
  { header: "Company", value: (row: Signup) => row.company },
  { header: "Role", value: (row: Signup) => row.role },
  { header: "AUM", value: (row: Signup) => row.aum },
  { header: "Source", value: (row: Signup) => row.source },
  { header: "Confirmed", value: (row: Signup) => row.confirmed_at },
  { header: "Unsubscribed", value: (row: Signup) => (row.suppressed ? "yes" : "no") },
] as const;

/**
 * The sign-ups of the chosen role, source and status as CSV; the database records each export (one entry per
 * thousand rows, as the API answers at most that many at a time).
 */
async function exportSignups(filters: Omit<SignupFilters, "page" | "text">): Promise<number> {
  const rows = await allRows("export_signups", functionFilters(filters));
  downloadFile(`signups-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(CSV_COLUMNS, rows), "text/csv");
  return rows.length;
}

export function useExportSignups() {
  return useMutation({ mutationFn: exportSignups });
}

async function eraseSignup(id: string): Promise<void> {
  await callFunction("erase_signup", { signup_id: id });
}

export function useEraseSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseSignup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.data() }),
  });
}
