import { Link, useSearchParams } from "react-router";

import { Table, TableCell, TableRow } from "@/components/ui/table";

import { type ApplicationFilters, useApplications } from "../api/applications";
import { STAGE_LABELS, formatWhen } from "../content";
import { STAGES, type Stage } from "../schemas/records";
import { ApplicationsFilters } from "./applications-filters";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { Pager, usePageParam } from "./pager";
import { RolePage } from "./role-page";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function useFilters(): ApplicationFilters {
  const [params] = useSearchParams();
  const stage = params.get("stage");
  const date = (name: string) => {
    const value = params.get(name) ?? "";
    return DATE.test(value) ? value : undefined;
  };
  return {
    page: usePageParam(),
    jobId: params.get("job") || undefined,
    stage: STAGES.includes(stage as Stage) ? (stage as Stage) : undefined,
    from: date("from"),
    to: date("to"),
    text: params.get("q") || undefined,
  };
}

function ApplicationsList() {
  const filters = useFilters();
  const applications = useApplications(filters);
  if (applications.isPending) return <Loading />;
  if (applications.isError)
    return <FailureNotice error={applications.error} onRetry={() => void applications.refetch()} />;
  const { rows, total } = applications.data;
  return (
    <section aria-labelledby="applications-results" className="grid gap-4">
      <h2 id="applications-results" className="text-lg font-semibold">
        {total === 0 ? "No applications match" : "Newest first"}
      </h2>
      {total === 0 ? null : (
        <Table
          caption="Applications, newest first"
          columns={["Applicant", "E-mail", "Position", "Stage", "Received"]}
        >
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>
                <Link
                  to={`/staff/applications/${row.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {row.erased_at ? "Erased application" : row.full_name}
                </Link>
              </TableCell>
              <TableCell className="break-all">{row.email ?? ""}</TableCell>
              <TableCell>{row.position_title}</TableCell>
              <TableCell>{STAGE_LABELS[row.stage]}</TableCell>
              <TableCell>
                <time dateTime={row.created_at}>{formatWhen(row.created_at)}</time>
              </TableCell>
            </TableRow>
          ))}
        </Table>
      )}
      <Pager page={filters.page} total={total} label="Applications" />
    </section>
  );
}

export function ApplicationsPage() {
  return (
    <RolePage page="applications" title="Applications">
      <ApplicationsFilters />
      <ApplicationsList />
    </RolePage>
  );
}
