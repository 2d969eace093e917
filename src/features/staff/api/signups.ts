import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { signupRoleLabel, signupSourceLabel } from "../content";
import { downloadCsv, exportedRows } from "../lib/csv-export";
import { formatWhen } from "../lib/dates";
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
  { header: "Signed up", value: (row: Signup) => formatWhen(row.created_at) },
  { header: "Name", value: (row: Signup) => row.name },
  { header: "E-mail", value: (row: Signup) => row.email },
  { header: "Company", value: (row: Signup) => row.company },
  { header: "Role", value: (row: Signup) => signupRoleLabel(row.role) },
  { header: "AUM", value: (row: Signup) => row.aum },
  { header: "Source", value: (row: Signup) => (row.source ? signupSourceLabel(row.source) : "") },
  { header: "Confirmed", value: (row: Signup) => (row.confirmed_at ? formatWhen(row.confirmed_at) : "") },
  { header: "Unsubscribed", value: (row: Signup) => (row.suppressed ? "yes" : "no") },
  { header: "Invited", value: (row: Signup) => (row.invited_at ? formatWhen(row.invited_at) : "") },
  { header: "Accepted", value: (row: Signup) => (row.accepted_at ? formatWhen(row.accepted_at) : "") },
] as const;

/**
 * Exactly the sign-ups the list shows (its role, source, status and search, every page of them) as CSV; the
 * database records each export call with its filters.
 */
async function exportSignups(filters: Omit<SignupFilters, "page">): Promise<number> {
  const args = { ...functionFilters(filters), search: filters.text?.trim() || null };
  return downloadCsv("signups", CSV_COLUMNS, await exportedRows("export_signups", args, SignupSchema));
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
