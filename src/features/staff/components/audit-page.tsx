import { Table, TableCell, TableRow } from "@/components/ui/table";

import { useAuditLog } from "../api/audit";
import { formatWhen } from "../content";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { Pager, usePageParam } from "./pager";
import { RolePage } from "./role-page";

function AuditEntries() {
  const page = usePageParam();
  const log = useAuditLog(page);
  if (log.isPending) return <Loading />;
  if (log.isError) return <FailureNotice error={log.error} onRetry={() => void log.refetch()} />;
  return (
    <div className="grid gap-4">
      <Table
        className="table-fixed"
        caption="Audit log, newest first"
        columns={["When", "Who", "Action", "Target"]}
      >
        {log.data.rows.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>
              <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
            </TableCell>
            <TableCell className="break-all">{entry.actor_email}</TableCell>
            <TableCell>{entry.action}</TableCell>
            <TableCell className="break-all">
              {[entry.target_type, entry.target_id].filter(Boolean).join(" ")}
            </TableCell>
          </TableRow>
        ))}
      </Table>
      <Pager page={page} total={log.data.total} label="Audit log" />
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
