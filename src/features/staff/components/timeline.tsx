import { useApplicationEvents } from "../api/application";
import { STAGE_LABELS, rejectionReasonLabel } from "../content";
import { formatWhen } from "../lib/dates";
import type { ApplicationEvent } from "../schemas/records";
import { STAGES, type Stage } from "../schemas/records";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";

function stageLabel(stage: string | null | undefined): string {
  return STAGES.includes(stage as Stage) ? STAGE_LABELS[stage as Stage] : (stage ?? "");
}

function describe(event: ApplicationEvent): string {
  if (event.kind === "note_added") return `Note: ${event.body ?? ""}`;
  if (event.kind === "erased") return "Application erased";
  if (event.kind === "stage_changed") {
    const reason = event.body ? ` (reason: ${rejectionReasonLabel(event.body)})` : "";
    return `Stage moved from ${stageLabel(event.from_stage)} to ${stageLabel(event.to_stage)}${reason}`;
  }
  return event.kind;
}

/** Stage changes, notes and the erasure, with who and when, oldest first. */
export function Timeline({ applicationId }: { applicationId: string }) {
  const events = useApplicationEvents(applicationId);
  if (events.isPending) return <Loading />;
  if (events.isError) return <FailureNotice error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.length === 0) return <p className="text-muted-foreground">Nothing yet.</p>;
  return (
    <ol className="grid gap-3">
      {events.data.map((event) => (
        <li key={event.id} className="rounded-md border p-3">
          <p className="whitespace-pre-wrap">{describe(event)}</p>
          <p className="text-sm text-muted-foreground">
            {event.actor_email} · <time dateTime={event.created_at}>{formatWhen(event.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
