import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, type AuditAction, auditWords } from "../audit-words";
import { callFunction } from "../lib/call-function";
import { downloadCsv } from "../lib/csv-export";
import { dayRange, formatWhen } from "../lib/dates";
import { type AuditEntry, AuditEntrySchema } from "../schemas/records";
import { PAGE_SIZE, pageRange, staffKeys } from "./keys";

/** The audit log's filters as the URL holds them: days are `yyyy-mm-dd` in the viewer's time zone. */
export interface AuditFilters {
  page: number;
  actor?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export function isAuditAction(value: string | null): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? "");
}

/** The database function's arguments: from the first day's midnight to the midnight after the last day. */
function filterArgs(filters: AuditFilters) {
  const days = dayRange(filters.from, filters.to);
  return {
    actor_filter: filters.actor ?? null,
    action_filter: filters.action ?? null,
    created_from: days.from,
    created_to: days.before,
  };
}

const AuditPageSchema = z.object({
  rows: z.array(AuditEntrySchema),
  total: z.number(),
  actors: z.array(z.string()),
});

export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: async () => {
      const [from] = pageRange(filters.page);
      return AuditPageSchema.parse(
        await callFunction("list_audit_log", {
          ...filterArgs(filters),
          page_offset: from,
          page_size: PAGE_SIZE,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });
}

const CSV_COLUMNS = [
  { header: "When", value: (entry: AuditEntry) => formatWhen(entry.created_at) },
  { header: "Who", value: (entry: AuditEntry) => entry.actor_email },
  {
    header: "Action",
    value: (entry: AuditEntry) =>
      isAuditAction(entry.action) ? AUDIT_ACTION_LABELS[entry.action] : entry.action,
  },
  { header: "What happened", value: auditWords },
  { header: "Record id", value: (entry: AuditEntry) => entry.target_id },
] as const;

/**
 * Downloads every entry the filters match as CSV (UTF-8 with a byte-order mark, so spreadsheets keep accents; every
 * cell formula-safe) and returns how many; the database records the export as an entry of its own.
 */
async function exportAuditLog(filters: AuditFilters): Promise<number> {
  const rows = AuditEntrySchema.array().parse(await callFunction("export_audit_log", filterArgs(filters)));
  return downloadCsv("audit-log", CSV_COLUMNS, rows);
}

export function useExportAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportAuditLog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...staffKeys.data(), "audit"] }),
  });
}
