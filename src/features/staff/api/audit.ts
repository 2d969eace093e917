import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { type AuditEntry, AuditEntrySchema } from "../schemas/records";
import type { Page } from "./list-page";
import { pageRange, staffKeys } from "./keys";

async function getAuditLog(page: number): Promise<Page<AuditEntry>> {
  const supabase = await getStaffClient();
  const [from, to] = pageRange(page);
  const { data, error, status, count } = await supabase
    .from("audit_log")
    .select("*", { count: "exact" })
    .order("created_at", { ascending: false })
    .order("id", { ascending: false })
    .range(from, to);
  throwIfError(error, status);
  return { rows: AuditEntrySchema.array().parse(data), total: count ?? 0 };
}

export function useAuditLog(page: number) {
  return useQuery({
    queryKey: staffKeys.audit(page),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData,
  });
}
