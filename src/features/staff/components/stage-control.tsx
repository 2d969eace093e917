import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";

import { type DecisionStage, isDecisionStage } from "@common/decision-mail";

import { useSetStage } from "../api/application";
import { useDecisionMails } from "../api/decision-mail";
import { DECISION_MAIL, STAGE_LABELS } from "../content";
import { staleChange } from "../lib/stale-change";
import { type StageForm, StageFormSchema } from "../schemas/forms";
import { STAGES, type Stage } from "../schemas/records";
import { DecisionOffer } from "./decision-offer";
import { FailureNotice } from "./failure-notice";
import { RejectionReasonOptions } from "./pipeline/reject-reason";
import { StaleNotice } from "./stale-notice";

/**
 * Moves an application along; a rejection needs its reason, chosen from the fixed list. What was chosen stays if
 * saving fails, and a save from an outdated view is refused with the colleague's change and a reload. After a move to
 * Rejected, Interview or Offer the desk offers to tell the applicant. The button never turns disabled (that would
 * drop the keyboard's focus); the result is announced in a polite live region.
 */
export function StageControl({
  applicationId,
  stage,
  version,
  fullName,
  positionTitle,
}: {
  applicationId: string;
  stage: Stage;
  version: number;
  fullName: string;
  positionTitle: string;
}) {
  const setStage = useSetStage(applicationId);
  const [announcement, setAnnouncement] = useState("");
  const [offer, setOffer] = useState<DecisionStage | null>(null);
  const form = useForm<StageForm, unknown, { stage: Stage; reason: string }>({
    resolver: zodResolver(StageFormSchema),
    defaultValues: { stage, reason: "" },
  });
  const chosen = useWatch({ control: form.control, name: "stage" });
  const { errors } = form.formState;
  const unchanged = chosen === stage;
  const refusedBy = staleChange(setStage.error);
  // The applicant can be told of the current stage again once its last message was cancelled (or none was queued).
  const mails = useDecisionMails(applicationId);
  const newest = mails.data?.[0];
  const mayTell =
    offer === null && isDecisionStage(stage) && mails.isSuccess && (!newest || newest.status === "cancelled");

  return (
    <>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={form.handleSubmit((values) => {
          if (setStage.isPending || values.stage === stage) return;
          setAnnouncement("");
          setOffer(null);
          setStage.mutate(
            { ...values, version },
            {
              onSuccess: () => {
                form.reset({ stage: values.stage, reason: "" });
                setAnnouncement("Stage saved.");
                if (isDecisionStage(values.stage)) setOffer(values.stage);
              },
              onError: () => setAnnouncement("The stage was not saved."),
            },
          );
        })}
      >
        <FormField id="application-stage" label="Stage" error={errors.stage?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register("stage")}>
              {STAGES.map((value) => (
                <option key={value} value={value}>
                  {STAGE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {chosen === "rejected" ? (
          <FormField
            id="application-rejection-reason"
            label="Reason for rejecting"
            error={errors.reason?.message}
            required
          >
            {(control) => (
              <NativeSelect {...control} {...form.register("reason")}>
                <RejectionReasonOptions />
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {refusedBy ? (
          <StaleNotice applicationId={applicationId} change={refusedBy} onReloaded={() => setStage.reset()} />
        ) : setStage.error ? (
          <FailureNotice error={setStage.error} />
        ) : null}
        <Button
          type="submit"
          className="justify-self-start aria-disabled:opacity-60"
          aria-disabled={setStage.isPending || unchanged}
        >
          {setStage.isPending ? "Saving…" : "Save stage"}
        </Button>
        <p role="status" className="text-sm empty:hidden">
          {announcement}
        </p>
      </form>
      {mayTell ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setAnnouncement("");
            setOffer(stage);
          }}
        >
          {DECISION_MAIL.tell}
        </Button>
      ) : null}
      {offer ? (
        <DecisionOffer
          key={offer}
          applicants={[{ id: applicationId, fullName, positionTitle }]}
          stage={offer}
          onDone={(words) => {
            setOffer(null);
            setAnnouncement(words);
          }}
        />
      ) : null}
    </>
  );
}
