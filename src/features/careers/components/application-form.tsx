import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { type Entered, HeldForm, PendingNote } from "@/components/held-form";
import { HoneypotField } from "@/components/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { COVER_LETTER_MAX_CHARS, RECRUITER_SOURCES, RESUME_MIME_TYPE } from "@/config/limits";
import { toast } from "@/lib/toast";

import { APPLICATION_FIELDS, APPLICATION_STATUS, APPLICATION_TOASTS } from "../application-copy";
import {
  type ApplicationInput,
  ApplicationSchema,
  type ApplicationValues,
  RECRUITER_SOURCE_LABELS,
} from "../schemas/application";
import type { Job } from "../types";
import { UploadProgress } from "./upload-progress";
import { useSubmitApplication } from "./use-submit-application";

const DEFAULT_VALUES: ApplicationInput = {
  fullName: "",
  email: "",
  phone: "",
  linkedinUrl: "",
  portfolioUrl: "",
  resume: undefined,
  coverLetter: "",
  recruiterSource: "",
  consentPrivacy: false,
};

function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the visitor entered in the prerendered form before its code ran, the chosen file included. */
function enteredValues(entered: Entered): ApplicationInput {
  return {
    fullName: entered.text("fullName"),
    email: entered.text("email"),
    phone: entered.text("phone"),
    linkedinUrl: entered.text("linkedinUrl"),
    portfolioUrl: entered.text("portfolioUrl"),
    resume: entered.file("resume"),
    coverLetter: entered.text("coverLetter"),
    recruiterSource: entered.text("recruiterSource") as ApplicationInput["recruiterSource"],
    consentPrivacy: entered.checked("consentPrivacy"),
  };
}

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
    defaultValues: DEFAULT_VALUES,
  });
  const submission = useSubmitApplication({ job, onSubmitted });
  const { step, notice } = submission;
  const resume = useWatch({ control, name: "resume" });
  const coverLetterLength = useWatch({ control, name: "coverLetter" }).length;
  const busy = isSubmitting || submission.pending;

  // The form's code has arrived: take in what the visitor entered meanwhile; a chosen file is checked at once, as
  // one chosen now is.
  function takeIn(entered: Entered) {
    const values = enteredValues(entered);
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

      <FormField
        id="resume"
        label={APPLICATION_FIELDS.resume.label}
        required
        error={errors.resume?.message}
        description={
          resume
            ? APPLICATION_FIELDS.resume.selected(resume.name, formatFileSize(resume.size))
            : APPLICATION_FIELDS.resume.hint
        }
      >
        {(fieldControl) => (
          <Controller
            control={control}
            name="resume"
            render={({ field }) => (
              <Input
                {...fieldControl}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                type="file"
                accept={`${RESUME_MIME_TYPE},.pdf`}
                className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
                onChange={(event) => {
                  // Checked at once, so a wrong file is flagged (and a fixed one cleared) before submitting.
                  setValue("resume", event.target.files?.[0], { shouldValidate: true, shouldDirty: true });
                }}
              />
            )}
          />
        )}
      </FormField>

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

      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            id="consentPrivacy"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            aria-invalid={Boolean(errors.consentPrivacy)}
            aria-describedby={errors.consentPrivacy ? "consentPrivacy-error" : undefined}
            aria-required
            {...register("consentPrivacy")}
          />
          <label htmlFor="consentPrivacy" className="text-sm leading-snug">
            {APPLICATION_FIELDS.consent.before}{" "}
            <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
              {APPLICATION_FIELDS.consent.link}
            </Link>{" "}
            {APPLICATION_FIELDS.consent.after}
            <span className="text-destructive" aria-hidden="true">
              {" "}
              *
            </span>
          </label>
        </div>
        {errors.consentPrivacy ? (
          <p id="consentPrivacy-error" className="text-sm font-medium text-destructive">
            {errors.consentPrivacy.message}
          </p>
        ) : null}
      </div>

      <HoneypotField id="application-website" label={APPLICATION_FIELDS.honeypot} />

      {notice ? (
        <p
          role={notice.alert ? "alert" : "status"}
          className={notice.alert ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        >
          {notice.text}
        </p>
      ) : null}

      {submission.paused ? (
        <p role="status" className="text-sm text-muted-foreground">
          {APPLICATION_STATUS.offline}
        </p>
      ) : null}

      {step === "uploading" && submission.progress ? (
        <UploadProgress
          progress={submission.progress}
          waitingForNetwork={submission.waitingForNetwork}
          onCancel={submission.cancel}
        />
      ) : (
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {step ? (
            <span className="inline-flex items-center gap-2">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {step === "uploading" && resume
                ? APPLICATION_STATUS.uploading(formatFileSize(resume.size))
                : APPLICATION_STATUS.saving}
            </span>
          ) : null}
        </p>
      )}

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? APPLICATION_STATUS.submitting : APPLICATION_STATUS.submit}
      </Button>
      <PendingNote>{APPLICATION_STATUS.pending}</PendingNote>
    </HeldForm>
  );
}
