import { Link } from "react-router";

import { useOpenApplication } from "../api/application";
import { STAGE_LABELS } from "../content";
import { formatWhen } from "../lib/dates";
import type { Application } from "../schemas/records";
import { ApplicationActions } from "./application-actions";
import { FailureNotice, Loading } from "./failure";
import { NoteForm } from "./note-form";
import { RolePage } from "./role-page";
import { StageControl } from "./stage-control";
import { Timeline } from "./timeline";

function Details({ application }: { application: Application }) {
  const rows: [string, string | null | undefined][] = [
    ["Position", application.position_title],
    ["E-mail", application.email],
    ["Phone", application.phone],
    ["LinkedIn", application.linkedin_url],
    ["Portfolio", application.portfolio_url],
    ["Heard of us through", application.recruiter_source],
    ["Applied", formatWhen(application.created_at)],
    ["Stage", STAGE_LABELS[application.stage]],
    ["Reason for rejecting", application.rejection_reason],
    ["Erased", application.erased_at ? formatWhen(application.erased_at) : null],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      {application.cover_letter ? (
        <div className="contents">
          <dt className="font-medium">Cover letter</dt>
          <dd className="whitespace-pre-wrap">{application.cover_letter}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function ApplicationBody({ id }: { id: string }) {
  const opened = useOpenApplication(id);
  if (opened.isPending) return <Loading />;
  if (opened.isError) return <FailureNotice error={opened.error} onRetry={() => void opened.refetch()} />;
  const application = opened.data;
  return (
    <>
      <p className="text-xl font-semibold">
        {application.erased_at ? "Erased application" : application.full_name}
      </p>
      <Details application={application} />
      <ApplicationActions application={application} />
      {application.erased_at ? null : (
        <section aria-labelledby="stage-heading" className="grid gap-3">
          <h2 id="stage-heading" className="text-lg font-semibold">
            Move along
          </h2>
          <StageControl applicationId={id} stage={application.stage} />
        </section>
      )}
      <section aria-labelledby="notes-heading" className="grid gap-3">
        <h2 id="notes-heading" className="text-lg font-semibold">
          Timeline
        </h2>
        <Timeline applicationId={id} />
        {application.erased_at ? null : <NoteForm applicationId={id} />}
      </section>
    </>
  );
}

/** One application: details (the opening is recorded), stage, notes and timeline, resume, export, erase. */
export function ApplicationPage({ id }: { id: string }) {
  return (
    <RolePage page="applications" title="Application">
      <Link to="/staff/applications" className="justify-self-start text-sm underline underline-offset-4">
        Back to applications
      </Link>
      <ApplicationBody id={id} />
    </RolePage>
  );
}
