import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

import { useSetStage } from "../api/application";
import { STAGE_LABELS } from "../content";
import { staleChange } from "../lib/stale-change";
import { type StageForm, StageFormSchema } from "../schemas/forms";
import { STAGES, type Stage } from "../schemas/records";
import { FailureNotice } from "./failure-notice";
import { StaleNotice } from "./stale-notice";

/**
 * Moves an application along; a rejection needs its reason. What was chosen stays if saving fails, and a save from
 * an outdated view is refused with the colleague's change and a reload. The button never turns disabled (that would
 * drop the keyboard's focus); the result is announced in a polite live region.
 */
export function StageControl({
  applicationId,
  stage,
  version,
}: {
  applicationId: string;
  stage: Stage;
  version: number;
}) {
  const setStage = useSetStage(applicationId);
  const [announcement, setAnnouncement] = useState("");
  const form = useForm<StageForm, unknown, { stage: Stage; reason: string }>({
    resolver: zodResolver(StageFormSchema),
    defaultValues: { stage, reason: "" },
  });
  const chosen = useWatch({ control: form.control, name: "stage" });
  const { errors } = form.formState;
  const unchanged = chosen === stage;
  const refusedBy = staleChange(setStage.error);

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) => {
        if (setStage.isPending || values.stage === stage) return;
        setAnnouncement("");
        setStage.mutate(
          { ...values, version },
          {
            onSuccess: () => {
              form.reset({ stage: values.stage, reason: "" });
              setAnnouncement("Stage saved.");
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
          {(control) => <Textarea {...control} {...form.register("reason")} rows={3} />}
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
  );
}
