import { useEffect, useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { decisionFirstName, decisionMessage, decisionNote, type DecisionStage } from "@common/decision-mail";

import { useDecisionMailSchedule, useQueueDecisionMail } from "../api/decision-mail";
import { DECISION_MAIL } from "../content";
import { formatInZone } from "../lib/dates";
import { FailureNotice } from "./failure-notice";

const NOTE_MAX_CHARS = 500;

export interface DecisionApplicant {
  id: string;
  fullName: string;
  positionTitle: string;
}

/**
 * After a stage is saved to Rejected, Interview or Offer (for one application, or several moved together): the
 * message exactly as it will leave (rendered from the one template the mail function sends; with several, the first
 * one's, each applicant getting their own name and position), an optional note of the member's own, and the choice to
 * queue it, send it now or not send it. Focus moves to its heading so the keyboard lands on the choice. When some
 * could not be told, only those are tried again.
 */
export function DecisionOffer({
  applicants,
  stage,
  onDone,
}: {
  applicants: DecisionApplicant[];
  stage: DecisionStage;
  onDone: (announcement: string) => void;
}) {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState("");
  const [tooLong, setTooLong] = useState(false);
  const [remaining, setRemaining] = useState(() => applicants.map((applicant) => applicant.id));
  const [refused, setRefused] = useState<{ error: unknown; count: number } | null>(null);
  const queue = useQueueDecisionMail();
  const schedule = useDecisionMailSchedule();
  const clean = decisionNote(note);
  const shown = applicants[0];
  const message = decisionMessage({
    firstName: decisionFirstName(shown?.fullName ?? ""),
    positionTitle: shown?.positionTitle ?? "",
    stage,
    note: clean === "" ? null : clean,
  });
  const zone = schedule.data?.time_zone;
  const leaves = schedule.data ? formatInZone(schedule.data.send_at, schedule.data.time_zone) : null;

  useEffect(() => heading.current?.focus(), []);

  function send(sendNow: boolean) {
    if (queue.isPending) return;
    if (clean.length > NOTE_MAX_CHARS) {
      setTooLong(true);
      return;
    }
    setTooLong(false);
    setRefused(null);
    queue.mutate(
      { applicationIds: remaining, sendNow, note: clean },
      {
        onSuccess: ({ queued, failed }) => {
          const first = failed[0];
          if (first) {
            setRemaining(failed.map((refusal) => refusal.applicationId));
            setRefused({ error: first.error, count: failed.length });
            return;
          }
          const leaves = queued[0]?.send_at;
          const count = applicants.length;
          onDone(
            stage === "rejected" && !sendNow && zone && leaves
              ? DECISION_MAIL.queued(formatInZone(leaves, zone), zone, count)
              : DECISION_MAIL.sentNow(count),
          );
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid min-w-0 gap-3 rounded-md border p-3">
      <h3 id={`${ids}-heading`} ref={heading} tabIndex={-1} className="font-semibold">
        {DECISION_MAIL.offerHeading}
      </h3>
      <p className="text-sm">{DECISION_MAIL.offerIntro[stage]}</p>
      {applicants.length > 1 ? (
        <p className="text-sm">{DECISION_MAIL.eachOwn(applicants.length, shown?.fullName ?? "")}</p>
      ) : null}
      <figure className="grid gap-2 rounded-md bg-muted p-3 text-sm">
        <figcaption className="text-muted-foreground">{DECISION_MAIL.previewLabel}</figcaption>
        <div aria-label={DECISION_MAIL.previewLabel} role="document" className="grid gap-2 break-words">
          <p>
            <span className="font-semibold">{DECISION_MAIL.subject}</span> {message.subject}
          </p>
          {message.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </figure>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-note`}>{DECISION_MAIL.noteLabel}</Label>
        <Textarea
          id={`${ids}-note`}
          value={note}
          rows={3}
          aria-describedby={`${ids}-note-hint${tooLong ? ` ${ids}-note-error` : ""}`}
          aria-invalid={tooLong || undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${ids}-note-hint`} className="text-sm text-muted-foreground">
          {DECISION_MAIL.noteHint}
        </p>
        {tooLong ? (
          <p id={`${ids}-note-error`} role="alert" className="text-sm text-destructive">
            {DECISION_MAIL.noteTooLong(clean.length)}
          </p>
        ) : null}
      </div>
      {stage === "rejected" ? (
        schedule.isError ? (
          <FailureNotice error={schedule.error} onRetry={() => void schedule.refetch()} />
        ) : leaves && zone ? (
          <p className="text-sm">{DECISION_MAIL.queueHint(leaves, zone)}</p>
        ) : null
      ) : null}
      {refused ? (
        <div className="grid gap-2">
          <p className="text-sm">{DECISION_MAIL.someRefused(refused.count, applicants.length)}</p>
          <FailureNotice
            error={refused.error}
            onRetry={() => queue.variables && send(queue.variables.sendNow)}
          />
        </div>
      ) : queue.error ? (
        <FailureNotice error={queue.error} onRetry={() => queue.variables && send(queue.variables.sendNow)} />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {stage === "rejected" ? (
          <>
            <Button
              type="button"
              className="aria-disabled:opacity-60"
              aria-disabled={queue.isPending || !leaves}
              onClick={() => leaves && send(false)}
            >
              {leaves && zone ? DECISION_MAIL.queueAt(leaves, zone) : DECISION_MAIL.queueLoading}
            </Button>
            <Button
              type="button"
              variant="outline"
              className="aria-disabled:opacity-60"
              aria-disabled={queue.isPending}
              onClick={() => send(true)}
            >
              {DECISION_MAIL.sendNow}
            </Button>
          </>
        ) : (
          <Button
            type="button"
            className="aria-disabled:opacity-60"
            aria-disabled={queue.isPending}
            onClick={() => send(true)}
          >
            {queue.isPending ? DECISION_MAIL.sending : DECISION_MAIL.send}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={() => onDone(DECISION_MAIL.notSent)}>
          {DECISION_MAIL.dontSend}
        </Button>
      </div>
    </section>
  );
}
