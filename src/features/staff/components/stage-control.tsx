import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

import { useSetStage } from "../api/application";
import { STAGE_LABELS } from "../content";
import { type StageForm, StageFormSchema } from "../schemas/forms";
import { STAGES, type Stage } from "../schemas/records";
import { FailureNotice } from "./failure-notice";

/** Moves an application along; a rejection needs its reason. What was chosen stays if saving fails. */
export function StageControl({ applicationId, stage }: { applicationId: string; stage: Stage }) {
  const setStage = useSetStage(applicationId);
  const form = useForm<StageForm, unknown, { stage: Stage; reason: string }>({
    resolver: zodResolver(StageFormSchema),
    defaultValues: { stage, reason: "" },
  });
  const chosen = useWatch({ control: form.control, name: "stage" });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={form.handleSubmit((values) =>
        setStage.mutate(values, { onSuccess: () => form.reset({ stage: values.stage, reason: "" }) }),
      )}
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
      {setStage.error ? <FailureNotice error={setStage.error} /> : null}
      <Button type="submit" className="justify-self-start" disabled={setStage.isPending || chosen === stage}>
        {setStage.isPending ? "Saving…" : "Save stage"}
      </Button>
      {setStage.isSuccess ? (
        <p role="status" className="text-sm">
          Stage saved.
        </p>
      ) : null}
    </form>
  );
}
