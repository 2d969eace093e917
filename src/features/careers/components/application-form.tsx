import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { type Entered, HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { COVER_LETTER_MAX_CHARS, RECRUITER_SOURCES } from "@/config/limits";
import { toast } from "@/lib/toast";

import { APPLICATION_FIELDS, APPLICATION_STATUS, APPLICATION_TOASTS } from "../application-copy";
import {
  type ApplicationInput,
  ApplicationSchema,
  type ApplicationValues,
  RECRUITER_SOURCE_LABELS,
} from "../schemas/application";
import type { Job } from "../types";
import { EMPTY_APPLICATION, enteredApplication } from "./application-form-values";
import { ConsentField } from "./consent-field";
import { ResumeField } from "./resume-field";
import { SubmissionStatus } from "./submission-status";
import { useSubmitApplication } from "./use-submit-application";

interface ApplicationFormProps {
  job: Pick<Job, "id">;
  onSubmitted: () => void;
}

export default function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: zodResolver(ApplicationSchema),
    defaultValues: EMPTY_APPLICATION,
  });
  const submission = useSubmitApplication({ job, onSubmitted });
  const resume = useWatch({ control, name: "resume" });
  const coverLetterLength = useWatch({ control, name: "coverLetter" }).length;
  const busy = isSubmitting || submission.pending;

  // The form's code has arrived: take in what the visitor entered meanwhile; a chosen file is checked at once, as
  // one chosen now is.
  function takeIn(entered: Entered) {
    const values = enteredApplication(entered);
    reset(values, { keepDefaultValues: true });
    if (values.resume) void trigger("resume");
  }

  const onInvalid = () => {
    toast({ ...APPLICATION_TOASTS.invalid, variant: "destructive" });
  };

  return (
    <HeldForm
      onEntered={takeIn}
      onSubmit={handleSubmit(submission.submit, onInvalid)}
      onBot={submission.confirmSubmitted}
      className="grid gap-5"
    >
      {/* The job page's "Apply for this role" jumps here: the margin keeps it clear of the sticky header. */}
      <FormField id="fullName" label={APPLICATION_FIELDS.fullName} required error={errors.fullName?.message}>
        {(control) => (
          <Input {...control} {...register("fullName")} autoComplete="name" className="scroll-mt-32" />
        )}
      </FormField>

      <FormField id="email" label={APPLICATION_FIELDS.email} required error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...register("email")} type="email" inputMode="email" autoComplete="email" />
        )}
      </FormField>

      <FormField id="phone" label={APPLICATION_FIELDS.phone} required error={errors.phone?.message}>
        {(control) => <Input {...control} {...register("phone")} type="tel" autoComplete="tel" />}
      </FormField>

      <FormField
        id="linkedinUrl"
        label={APPLICATION_FIELDS.linkedinUrl.label}
        error={errors.linkedinUrl?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register("linkedinUrl")}
            type="url"
            inputMode="url"
            placeholder={APPLICATION_FIELDS.linkedinUrl.placeholder}
          />
        )}
      </FormField>

      <FormField
        id="portfolioUrl"
        label={APPLICATION_FIELDS.portfolioUrl.label}
        error={errors.portfolioUrl?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register("portfolioUrl")}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={APPLICATION_FIELDS.portfolioUrl.placeholder}
          />
        )}
      </FormField>

      <ResumeField control={control} setValue={setValue} resume={resume} error={errors.resume?.message} />

      <FormField
        id="coverLetter"
        label={APPLICATION_FIELDS.coverLetter.label}
        error={errors.coverLetter?.message}
        description={APPLICATION_FIELDS.coverLetter.count(
          coverLetterLength.toLocaleString("en-US"),
          COVER_LETTER_MAX_CHARS.toLocaleString("en-US"),
        )}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register("coverLetter")}
            rows={6}
            placeholder={APPLICATION_FIELDS.coverLetter.placeholder}
          />
        )}
      </FormField>

      <FormField
        id="recruiterSource"
        label={APPLICATION_FIELDS.recruiterSource.label}
        error={errors.recruiterSource?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register("recruiterSource")}>
            <option value="">{APPLICATION_FIELDS.recruiterSource.placeholder}</option>
            {RECRUITER_SOURCES.map((source) => (
              <option key={source} value={source}>
                {RECRUITER_SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <ConsentField registration={register("consentPrivacy")} error={errors.consentPrivacy} />

      <HoneypotField id="application-website" label={APPLICATION_FIELDS.honeypot} />

      <SubmissionStatus submission={submission} resume={resume} />

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? APPLICATION_STATUS.submitting : APPLICATION_STATUS.submit}
      </Button>
      <PendingNote>{APPLICATION_STATUS.pending}</PendingNote>
    </HeldForm>
  );
}
