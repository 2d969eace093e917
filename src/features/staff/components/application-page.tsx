import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

import { useAlsoApplied, useOpenApplication } from "../api/application";
import { useApplications } from "../api/applications";
import { STAGE_LABELS, rejectionReasonLabel } from "../content";
import { formatWhen } from "../lib/dates";
import { useDeskShortcuts } from "../lib/shortcuts";
import type { Application } from "../schemas/records";
import { ApplicationActions } from "./application-actions";
import { useApplicationFilters } from "./pipeline/use-application-filters";
import { CopyButton } from "./copy-button";
import { DecisionMails } from "./decision-mails";
import { FailureNotice } from "./failure-notice";
import { AlsoApplied } from "./pipeline/also-applied";
import { Loading } from "./loading";
import { NoteForm } from "./note-form";
import { ResumePreview } from "./resume-preview";
import { RolePage } from "./role-page";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { StageControl } from "./stage-control";
import { Timeline } from "./timeline";

/** The applicant's own words, shown as text (never as links or markup), each with a copy button. */
function WrittenByApplicant({ application }: { application: Application }) {
  const texts: [label: string, copy: string, value: string | null | undefined][] = [
    ["LinkedIn", "Copy LinkedIn link", application.linkedin_url],
    ["Portfolio", "Copy portfolio link", application.portfolio_url],
    ["Cover letter", "Copy cover letter", application.cover_letter],
  ];
  return texts
    .filter(([, , value]) => value)
    .map(([label, copy, value]) => (
      <div key={label} className="contents">
        <dt className="font-medium">{label}</dt>
        <dd className="grid min-w-0 gap-2">
          <p className={label === "Cover letter" ? "break-words whitespace-pre-wrap" : "break-all"}>
            {value}
          </p>
          <CopyButton text={value ?? ""} label={copy} />
        </dd>
      </div>
    ));
}

function Details({ application }: { application: Application }) {
  const rows: [string, string | null | undefined][] = [
    ["Position", application.position_title],
    ["E-mail", application.email],
    ["Phone", application.phone],
    ["Heard of us through", application.recruiter_source],
    ["Applied", formatWhen(application.created_at)],
    ["Stage", STAGE_LABELS[application.stage]],
    [
      "Reason for rejecting",
      application.rejection_reason ? rejectionReasonLabel(application.rejection_reason) : null,
    ],
    ["Erased", application.erased_at ? formatWhen(application.erased_at) : null],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      <WrittenByApplicant application={application} />
    </dl>
  );
}

/** Where the same mailbox also applied; a failed read says so, with a retry, and leaves the rest of the page. */
function OtherApplications({ id }: { id: string }) {
  const others = useAlsoApplied(id);
  if (others.isError) return <FailureNotice error={others.error} onRetry={() => void others.refetch()} />;
  return <AlsoApplied others={others.data ?? []} />;
}

interface Neighbours {
  previous?: string;
  next?: string;
  /** The list the member came from, with its filters and page. */
  list: string;
  search: string;
}

/**
 * The applications before and after this one in the list the member came from: the list's filters, order and page
 * travel in the URL, so the same (cached) page of the list answers. Across a page boundary there is no neighbour.
 */
function useNeighbours(id: string): Neighbours {
  const [params] = useSearchParams();
  const rows = useApplications(useApplicationFilters()).data?.rows ?? [];
  const index = rows.findIndex((row) => row.id === id);
  const search = params.toString() ? `?${params.toString()}` : "";
  return {
    previous: index > 0 ? rows[index - 1]?.id : undefined,
    next: index >= 0 ? rows[index + 1]?.id : undefined,
    list: `/staff/applications${search}`,
    search,
  };
}

function ApplicationNavigation({ neighbours }: { neighbours: Neighbours }) {
  const linkClass = "text-sm underline underline-offset-4";
  return (
    <nav aria-label="Applications in this list" className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Link to={neighbours.list} className={linkClass}>
        Back to applications
      </Link>
      {neighbours.previous ? (
        <Link to={`/staff/applications/${neighbours.previous}${neighbours.search}`} className={linkClass}>
          Previous application
        </Link>
      ) : null}
      {neighbours.next ? (
        <Link to={`/staff/applications/${neighbours.next}${neighbours.search}`} className={linkClass}>
          Next application
        </Link>
      ) : null}
    </nav>
  );
}

function ApplicationBody({ id }: { id: string }) {
  const opened = useOpenApplication(id);
  if (opened.isPending) return <Loading />;
  if (opened.isError) return <FailureNotice error={opened.error} onRetry={() => void opened.refetch()} />;
  const application = opened.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="grid min-w-0 gap-6">
        <p className="text-xl font-semibold break-words">
          {application.erased_at ? "Erased application" : application.full_name}
        </p>
        <Details application={application} />
        {application.erased_at ? null : <OtherApplications id={id} />}
        <ApplicationActions application={application} />
        {application.erased_at ? null : (
          <section aria-labelledby="stage-heading" className="grid gap-3">
            <h2 id="stage-heading" className="text-lg font-semibold">
              Move along
            </h2>
            <StageControl
              applicationId={id}
              stage={application.stage}
              version={application.version}
              fullName={application.full_name ?? ""}
              positionTitle={application.position_title ?? ""}
            />
          </section>
        )}
        <section aria-labelledby="notes-heading" className="grid gap-3">
          <h2 id="notes-heading" className="text-lg font-semibold">
            Timeline
          </h2>
          <DecisionMails applicationId={id} />
          <Timeline applicationId={id} />
          {application.erased_at ? null : <NoteForm applicationId={id} version={application.version} />}
        </section>
      </div>
      {application.erased_at ? null : (
        <section aria-labelledby="resume-heading" className="grid min-w-0 gap-3 lg:sticky lg:top-4">
          <h2 id="resume-heading" className="text-lg font-semibold">
            Resume
          </h2>
          <ResumePreview application={application} />
        </section>
      )}
    </div>
  );
}

function focusById(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * One application: details (the opening is recorded), the resume beside them, stage, notes and timeline, export,
 * erase, and its neighbours in the list. Keys: `j`/`k` next and previous, `s` stage, `n` note, `/` search, `?` help.
 */
export function ApplicationPage({ id }: { id: string }) {
  // Only a role that may open applications reads the list (for the neighbours) or the application.
  return (
    <RolePage page="applications" title="Application">
      <ApplicationView id={id} />
    </RolePage>
  );
}

function ApplicationView({ id }: { id: string }) {
  const neighbours = useNeighbours(id);
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  useDeskShortcuts({
    j: () => {
      if (neighbours.next) void navigate(`/staff/applications/${neighbours.next}${neighbours.search}`);
    },
    k: () => {
      if (neighbours.previous)
        void navigate(`/staff/applications/${neighbours.previous}${neighbours.search}`);
    },
    s: () => focusById("application-stage"),
    n: () => focusById("application-note"),
    "/": () => void navigate(neighbours.list, { state: { focusSearch: true } }),
    "?": () => setHelpOpen(true),
  });
  return (
    <>
      <ApplicationNavigation neighbours={neighbours} />
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
      <ApplicationBody key={id} id={id} />
    </>
  );
}
