import { useEffect, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";

import { type ApplicationFilters, useApplications } from "../api/applications";
import { STAGE_LABELS, formatWhen } from "../content";
import { useDeskShortcuts } from "../lib/shortcuts";
import { STAGES, type Stage } from "../schemas/records";
import { ApplicationsFilters } from "./applications-filters";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";
import { Pager, usePageParam } from "./pager";
import { RolePage } from "./role-page";
import { ShortcutsDialog } from "./shortcuts-dialog";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters as the URL gives them; an opened application reads the same to find its neighbours. */
export function useApplicationFilters(): ApplicationFilters {
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
  const filters = useApplicationFilters();
  const [params] = useSearchParams();
  const search = params.toString() ? `?${params.toString()}` : "";
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
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.id} className="grid gap-1 rounded-md border p-3 sm:grid-cols-[2fr_2fr_1fr_1fr]">
            <Link
              to={`/staff/applications/${row.id}${search}`}
              data-application-link=""
              className="font-medium underline-offset-4 hover:underline"
            >
              {row.erased_at ? "Erased application" : row.full_name}
            </Link>
            <span className="text-sm break-all">{row.email ?? ""}</span>
            <span className="text-sm">{row.position_title}</span>
            <span className="text-sm">
              {STAGE_LABELS[row.stage]} · <time dateTime={row.created_at}>{formatWhen(row.created_at)}</time>
            </span>
          </li>
        ))}
      </ul>
      <Pager page={filters.page} total={total} label="Applications" />
    </section>
  );
}

/** `j`/`k` move the focus down and up the list's applications (Enter opens one). */
function moveFocus(step: 1 | -1) {
  const links = [...document.querySelectorAll<HTMLElement>("[data-application-link]")];
  if (links.length === 0) return;
  const at = links.findIndex((link) => link === document.activeElement);
  const target =
    at === -1 ? (step === 1 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, at + step));
  links[target]?.focus();
}

const focusSearch = () => document.getElementById("filter-text")?.focus();

export function ApplicationsPage() {
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  useDeskShortcuts({
    j: () => moveFocus(1),
    k: () => moveFocus(-1),
    "/": focusSearch,
    "?": () => setHelpOpen(true),
  });
  // `/` on an application comes back here to search.
  const searchAsked = (location.state as { focusSearch?: boolean } | null)?.focusSearch === true;
  useEffect(() => {
    if (searchAsked) focusSearch();
  }, [searchAsked]);
  return (
    <RolePage page="applications" title="Applications">
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <ApplicationsFilters />
      <ApplicationsList />
    </RolePage>
  );
}
