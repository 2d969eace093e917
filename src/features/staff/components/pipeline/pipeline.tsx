import { useState } from "react";
import { Link, useSearchParams } from "react-router";

import { buttonVariants } from "@/components/ui/button-variants";

import {
  type ApplicationFilters,
  useApplications,
  useExportApplications,
} from "@/features/staff/api/applications";
import { type DecisionStage, isDecisionStage } from "@common/decision-mail";

import { type DecisionApplicant, DecisionOffer } from "../decision-offer";
import { ExportButton } from "../export-button";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";
import { Pager } from "../pager";
import { ApplicationList } from "./application-list";
import { Board } from "./board";
import { BulkActions } from "./bulk-actions";
import { type PipelineView, SORT_LABELS, useApplicationFilters } from "./use-application-filters";

/** Views of the same filtered list, kept in the URL. */
function ViewSwitch({ view }: { view: PipelineView }) {
  const [params] = useSearchParams();
  const link = (target: PipelineView) => {
    const next = new URLSearchParams(params);
    if (target === "board") next.set("view", "board");
    else next.delete("view");
    return { search: `?${next.toString()}` };
  };
  return (
    <nav aria-label="Pipeline views" className="flex gap-2">
      {(["list", "board"] as const).map((target) => (
        <Link
          key={target}
          to={link(target)}
          aria-current={view === target ? "page" : undefined}
          className={buttonVariants({ variant: view === target ? "default" : "outline", size: "sm" })}
        >
          {target === "list" ? "List" : "Board"}
        </Link>
      ))}
    </nav>
  );
}

/** A range whose first day comes after its last, in words, with the way out. */
function ReversedRange({ from, to }: { from: string; to: string }) {
  const [params] = useSearchParams();
  const swapped = new URLSearchParams(params);
  swapped.set("from", to);
  swapped.set("to", from);
  swapped.delete("page");
  return (
    <div role="alert" className="grid gap-2 rounded-md border p-3">
      <p>
        “From” ({from}) is after “To” ({to}), so no day is in the range and nothing is listed.
      </p>
      <Link
        to={{ search: `?${swapped.toString()}` }}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        Swap the dates
      </Link>
    </div>
  );
}

function Results({ filters, view }: { filters: ApplicationFilters; view: PipelineView }) {
  const applications = useApplications(filters);
  const exportApplications = useExportApplications();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState("");
  const [offer, setOffer] = useState<{ stage: DecisionStage; applicants: DecisionApplicant[] } | null>(null);
  if (applications.isPending) return <Loading />;
  if (applications.isError)
    return <FailureNotice error={applications.error} onRetry={() => void applications.refetch()} />;
  const { rows, total } = applications.data;
  const chosen = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const order = `${SORT_LABELS[filters.sort]}, ${filters.ascending ? "ascending" : "descending"}`;
  return (
    <section aria-labelledby="applications-results" className="grid gap-4">
      <h2 id="applications-results" className="text-lg font-semibold">
        {total === 0 ? "No applications match" : `${total} application${total === 1 ? "" : "s"} · ${order}`}
      </h2>
      <ExportButton exporting={exportApplications} filters={filters} noun={["application", "applications"]} />
      <p role="status" className="text-sm">
        {message}
      </p>
      {view === "board" ? (
        <Board rows={rows} />
      ) : (
        <>
          <p className="text-sm" aria-live="polite">
            {chosen.length} selected
          </p>
          {offer ? (
            <DecisionOffer
              key={offer.applicants.map((applicant) => applicant.id).join()}
              applicants={offer.applicants}
              stage={offer.stage}
              onDone={(words) => {
                setOffer(null);
                setMessage(words);
              }}
            />
          ) : null}
          {chosen.length > 0 ? (
            <BulkActions
              ids={chosen}
              onDone={(done, move) => {
                setSelected(new Set());
                setMessage(done);
                setOffer(
                  isDecisionStage(move.stage)
                    ? {
                        stage: move.stage,
                        applicants: rows
                          .filter((row) => move.ids.includes(row.id))
                          .map((row) => ({
                            id: row.id,
                            fullName: row.full_name ?? "",
                            positionTitle: row.position_title ?? "",
                          })),
                      }
                    : null,
                );
              }}
            />
          ) : null}
          <ApplicationList
            rows={rows}
            selected={selected}
            onSelect={(ids, on) => {
              setMessage("");
              setSelected((current) => {
                const next = new Set(current);
                for (const id of ids) {
                  if (on) next.add(id);
                  else next.delete(id);
                }
                return next;
              });
            }}
          />
        </>
      )}
      <Pager page={filters.page} total={total} label="Applications" />
    </section>
  );
}

/** The pipeline: the list or the board of the filtered applications, with bulk actions and the export. */
export function Pipeline() {
  const [params] = useSearchParams();
  const { view, ...filters } = useApplicationFilters();
  return (
    <>
      <ViewSwitch view={view} />
      {filters.from && filters.to && filters.from > filters.to ? (
        <ReversedRange from={filters.from} to={filters.to} />
      ) : (
        <Results key={params.toString()} filters={filters} view={view} />
      )}
    </>
  );
}
