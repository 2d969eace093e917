import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { toCsv } from "../lib/csv";
import { downloadFile } from "../lib/download";
import { callFunction } from "../lib/call-function";
import { type Signup, type SignupCount, SignupCountSchema, SignupSchema } from "../schemas/records";
import { staffKeys } from "./keys";
import { useListPage } from "./list-page";

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

/** Newest first, one page at a time with the exact total; each page read is on the record. */
export function useSignups(filters: SignupFilters) {
  return useListPage(
    staffKeys.signups(filters),
    "list_signups",
    { ...functionFilters(filters), search: filters.text?.trim() || null },
    filters.page,
    SignupSchema,
  );
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
