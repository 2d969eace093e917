import { Link, useSearchParams } from "react-router";

import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableCell, TableRow } from "@/components/ui/table";

import { type AuditFilters, isAuditAction, useAuditLog, useExportAuditLog } from "../api/audit";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, auditWords } from "../audit-words";
import { formatWhen } from "../lib/dates";
import { ExportButton } from "./export-button";
import { FailureNotice } from "./failure-notice";
import { FilterForm } from "./filter-form";
import { Loading } from "./loading";
import { Pager, usePageParam } from "./pager";
import { RolePage } from "./role-page";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the URL holds; anything unreadable is left out. */
function useFilters(): AuditFilters {
  const [params] = useSearchParams();
  const action = params.get("action");
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : undefined;
  };
  return {
    page: usePageParam(),
    actor: params.get("actor") || undefined,
    action: isAuditAction(action) ? action : undefined,
    from: day("from"),
    to: day("to"),
  };
}

function Filters({ actors }: { actors: string[] }) {
  const [params] = useSearchParams();
  const filters = useFilters();
  return (
    // Keyed by the URL, so after Back or a link the fields show the filters the list uses. The choices may be long
    // addresses: every column on the way may shrink (grid-cols-1), so the fields narrow to the screen rather than
    // widen the page.
    <FilterForm
      key={params.toString()}
      label="Filter the audit log"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor="audit-actor">Person</Label>
        <NativeSelect id="audit-actor" name="actor" defaultValue={filters.actor ?? ""}>
          <option value="">Everyone</option>
          {actors.map((actor) => (
            <option key={actor} value={actor}>
              {actor}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-1 gap-2">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" name="action" defaultValue={filters.action ?? ""}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-from">From (day)</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filters.from ?? ""} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-to">To (day, included)</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filters.to ?? ""} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filter</Button>
        <Link to="?" className={buttonVariants({ variant: "outline" })}>
          Clear filters
        </Link>
      </div>
    </FilterForm>
  );
}

function AuditEntries() {
  const asked = useFilters();
  const reversed = asked.from !== undefined && asked.to !== undefined && asked.to < asked.from;
  // A reversed period is read the right way round, and the page says so.
  const filters = reversed ? { ...asked, from: asked.to, to: asked.from } : asked;
  const log = useAuditLog(filters);
  const exportLog = useExportAuditLog();
  if (log.isPending) return <Loading />;
  if (log.isError) return <FailureNotice error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Filters actors={log.data.actors} />
      {reversed ? (
        <p role="alert">
          The last day ({asked.to}) comes before the first ({asked.from}): showing {filters.from} to{" "}
          {filters.to}.
        </p>
      ) : null}
      <ExportButton exporting={exportLog} filters={filters} noun={["entry", "entries"]} />
      <h2 className="text-lg font-semibold">{log.data.total === 0 ? "No entries match" : "Newest first"}</h2>
      {log.data.total === 0 ? null : (
        <Table caption="Audit log, newest first" columns={["What happened", "When"]}>
          {log.data.rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="wrap-anywhere">{auditWords(entry)}</TableCell>
              <TableCell className="text-muted-foreground">
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
      <Pager page={filters.page} total={log.data.total} label="Audit log" />
    </div>
  );
}

export function AuditPage() {
  return (
    <RolePage page="audit" title="Audit log">
      <AuditEntries />
    </RolePage>
  );
}
