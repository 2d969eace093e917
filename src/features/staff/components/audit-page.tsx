import { useAuditLog } from "../api/audit";
import { formatWhen } from "../lib/dates";
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
      <table className="w-full table-fixed text-left text-sm break-words">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className="p-2">
              When
            </th>
            <th scope="col" className="p-2">
              Who
            </th>
            <th scope="col" className="p-2">
              Action
            </th>
            <th scope="col" className="p-2">
              Target
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.rows.map((entry) => (
            <tr key={entry.id} className="border-b align-top">
              <td className="p-2">
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </td>
              <td className="p-2 break-all">{entry.actor_email}</td>
              <td className="p-2">{entry.action}</td>
              <td className="p-2 break-all">
                {[entry.target_type, entry.target_id].filter(Boolean).join(" ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
