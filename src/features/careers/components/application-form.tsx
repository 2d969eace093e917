import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { HoneypotField } from "@/components/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { COVER_LETTER_MAX_CHARS, RECRUITER_SOURCES, RESUME_MIME_TYPE } from "@/config/limits";
import { toast } from "@/lib/toast";

import { isTooManyRequests, RequestError, retryAfterPhrase } from "@/lib/request-error";
import { type SubmissionStep, useSubmitApplication } from "../api/submit-application";
import { resumeObjectName } from "../lib/resume-object-name";
import {
  type ApplicationInput,
  ApplicationSchema,
  type ApplicationValues,
  RECRUITER_SOURCE_LABELS,
} from "../schemas/application";
import type { Job } from "../types";

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

/** What gets logged when a submission fails: the error's kind only, never what the visitor typed. */
function describeFailure(error: unknown) {
  if (error instanceof RequestError)
    return { code: error.code, status: error.status, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

interface ApplicationFormProps {
  job: Pick<Job, "title" | "department" | "location">;
  onSubmitted: () => void;
}

export function ApplicationForm({ job, onSubmitted }: ApplicationFormProps) {
  const form = useForm<ApplicationInput, unknown, ApplicationValues>({
    resolver: zodResolver(ApplicationSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const submission = useSubmitApplication();
  const [step, setStep] = useState<SubmissionStep | null>(null);

  // Guards against a second submit before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  // Fixed at the first submission for the life of the form, so that every retry replays the same row and the same
  // object name (the row's resume_url names it; a file chosen again after a failure goes under the same name).
  const application = useRef<{ candidateId: string; resumeObjectName: string } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  // Set when the backend refused the application as one too many; stays until the next submission.
  const [rateLimitNotice, setRateLimitNotice] = useState<string | null>(null);

  const resume = useWatch({ control, name: "resume" });
  const coverLetterLength = useWatch({ control, name: "coverLetter" }).length;
  const busy = isSubmitting || submission.isPending;

  const confirmSubmitted = () => {
    toast({
      title: "Application submitted!",
      description: "We'll review your application and get back to you soon.",
    });
    onSubmitted();
  };

  const onValid = (values: ApplicationValues) => {
    if (inFlight.current) return;
    // A filled honeypot means a form-filling bot (reliability-security AB-02): it sees the usual confirmation
    // and nothing is sent.
    if (honeypotRef.current?.value) {
      confirmSubmitted();
      return;
    }
    inFlight.current = true;
    setRateLimitNotice(null);
    if (!application.current) {
      const candidateId = crypto.randomUUID();
      application.current = {
        candidateId,
        resumeObjectName: resumeObjectName(candidateId, values.resume.name),
      };
    }
    submission.mutate(
      { ...application.current, values, job, onStep: setStep },
      {
        onSuccess: confirmSubmitted,
        onError: (error) => {
          console.error("Application submission failed", describeFailure(error));
          if (isTooManyRequests(error)) {
            const notice = `There were too many applications from your connection. Please try again ${retryAfterPhrase(error.retryAfterSeconds)}; everything you entered, including your resume, is still here.`;
            setRateLimitNotice(notice);
            toast({ title: "Too many attempts", description: notice, variant: "destructive" });
            return;
          }
          toast({
            title: "Submission failed",
            description: "Please try again or contact support.",
            variant: "destructive",
          });
        },
        onSettled: () => {
          inFlight.current = false;
          setStep(null);
        },
      },
    );
  };

  const onInvalid = () => {
    toast({
      title: "Please fix the errors",
      description: "Check the form for any validation errors.",
      variant: "destructive",
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
      className="grid gap-5"
    >
      <FormField id="fullName" label="Full name" required error={errors.fullName?.message}>
        {(control) => <Input {...control} {...register("fullName")} autoComplete="name" />}
      </FormField>

      <FormField id="email" label="Email" required error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...register("email")} type="email" inputMode="email" autoComplete="email" />
        )}
      </FormField>

      <FormField id="phone" label="Phone number" required error={errors.phone?.message}>
        {(control) => <Input {...control} {...register("phone")} type="tel" autoComplete="tel" />}
      </FormField>

      <FormField id="linkedinUrl" label="LinkedIn profile" error={errors.linkedinUrl?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("linkedinUrl")}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/your-name"
          />
        )}
      </FormField>

      <FormField id="portfolioUrl" label="Portfolio or website" error={errors.portfolioUrl?.message}>
        {(control) => (
          <Input
            {...control}
            {...register("portfolioUrl")}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
          />
        )}
      </FormField>

      <FormField
        id="resume"
        label="Resume (PDF)"
        required
        error={errors.resume?.message}
        description={
          resume ? `Selected: ${resume.name} (${formatFileSize(resume.size)})` : "PDF only, up to 10 MB."
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
        label="Cover letter"
        error={errors.coverLetter?.message}
        description={`${coverLetterLength.toLocaleString("en-US")} / ${COVER_LETTER_MAX_CHARS.toLocaleString("en-US")} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register("coverLetter")}
            rows={6}
            placeholder="Tell us why this role and why Tapsheet."
          />
        )}
      </FormField>

      <FormField
        id="recruiterSource"
        label="How did you hear about us?"
        error={errors.recruiterSource?.message}
      >
        {(control) => (
          <NativeSelect {...control} {...register("recruiterSource")}>
            <option value="">Select an option</option>
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
            I agree to the{" "}
            <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
              privacy policy
            </Link>{" "}
            and to Tapsheet storing my application for recruiting purposes.
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

      <HoneypotField id="application-website" label="Website" ref={honeypotRef} />

      {rateLimitNotice ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rateLimitNotice}
        </p>
      ) : null}

      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {step ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {step === "uploading" && resume
              ? `Uploading resume (${formatFileSize(resume.size)})…`
              : "Sending your application…"}
          </span>
        ) : null}
      </p>

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Submitting..." : "Submit Application"}
      </Button>
    </form>
  );
}
