import { useState } from "react";

import { Button } from "@/components/ui/button";

import {
  type DecisionMail,
  useCancelDecisionMail,
  useDecisionMailSchedule,
  useDecisionMails,
  useSendDecisionMailNow,
} from "../api/decision-mail";
import { DECISION_MAIL } from "../content";
import { formatInZone, formatWhen } from "../lib/dates";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";

const WAITING = new Set(["queued", "deferred"]);

function status(mail: DecisionMail, when: (iso: string) => string): string {
  const words = DECISION_MAIL.status;
  if (WAITING.has(mail.status)) return words.queued(mail.send_at ? when(mail.send_at) : "");
  if (mail.status === "sending") return words.sending;
  if (mail.status === "sent") return words.sent(mail.sent_at ? formatWhen(mail.sent_at) : "");
  if (mail.status === "cancelled") return words.cancelled;
  return words.failed;
}

/** One message: what it is, where it stands and why, and for one still waiting, "Cancel" and "Send now". */
function DecisionMailEntry({ mail, when }: { mail: DecisionMail; when: (iso: string) => string }) {
  const cancel = useCancelDecisionMail();
  const sendNow = useSendDecisionMailNow();
  const [done, setDone] = useState("");
  const failed = cancel.error ?? sendNow.error;
  const pending = cancel.isPending || sendNow.isPending;
  const showReason = mail.reason && !WAITING.has(mail.status) && mail.status !== "sent";
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <p>
        <span className="font-semibold">{DECISION_MAIL.stageWords[mail.stage]}</span>: {status(mail, when)}
      </p>
      {showReason ? <p className="text-sm">{mail.reason}</p> : null}
      {mail.note ? <p className="text-sm whitespace-pre-wrap break-words">{mail.note}</p> : null}
      <p className="text-sm text-muted-foreground">
        {mail.queued_by ? `${DECISION_MAIL.queuedBy(mail.queued_by)} · ` : ""}
        <time dateTime={mail.queued_at}>{formatWhen(mail.queued_at)}</time>
      </p>
      {WAITING.has(mail.status) ? (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            className="aria-disabled:opacity-60"
            aria-disabled={pending}
            onClick={() => {
              if (pending) return;
              setDone("");
              cancel.reset();
              sendNow.mutate(mail.id, { onSuccess: () => setDone(DECISION_MAIL.sendNowDone) });
            }}
          >
            {DECISION_MAIL.sendNow}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="aria-disabled:opacity-60"
            aria-disabled={pending}
            onClick={() => {
              if (pending) return;
              setDone("");
              sendNow.reset();
              cancel.mutate(mail.id, { onSuccess: () => setDone(DECISION_MAIL.cancelled) });
            }}
          >
            {DECISION_MAIL.cancel}
          </Button>
        </div>
      ) : null}
      {failed ? (
        <FailureNotice
          error={failed}
          onRetry={() => (cancel.error ? cancel.mutate(mail.id) : sendNow.mutate(mail.id))}
        />
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {done}
      </p>
    </li>
  );
}

/** The decision mails of an application, newest first; nothing when none was ever queued. */
export function DecisionMails({ applicationId }: { applicationId: string }) {
  const mails = useDecisionMails(applicationId);
  const schedule = useDecisionMailSchedule();
  const zone = schedule.data?.time_zone;
  const when = (iso: string) => (zone ? `${formatInZone(iso, zone)} (${zone})` : formatWhen(iso));
  if (mails.isPending) return <Loading />;
  if (mails.isError) return <FailureNotice error={mails.error} onRetry={() => void mails.refetch()} />;
  if (mails.data.length === 0) return null;
  return (
    <section aria-labelledby="decision-mails-heading" className="grid gap-3">
      <h3 id="decision-mails-heading" className="font-semibold">
        {DECISION_MAIL.timelineHeading}
      </h3>
      <ol className="grid gap-3">
        {mails.data.map((mail) => (
          <DecisionMailEntry key={mail.id} mail={mail} when={when} />
        ))}
      </ol>
    </section>
  );
}
