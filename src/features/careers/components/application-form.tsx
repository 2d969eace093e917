import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";

import { FormField } from "@/components/form-field";
import { HoneypotField } from "@/components/honeypot-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { COVER_LETTER_MAX_CHARS, RECRUITER_SOURCES, RESUME_MIME_TYPE } from "@/config/limits";
import { HOLD_ATTRIBUTE, PENDING_NOTE_ATTRIBUTE, sendHeldSubmission } from "@/lib/early-submit";
import { toast } from "@/lib/toast";

import { isTooManyRequests, RequestError, retryAfterPhrase } from "@/lib/request-error";
import { type SubmissionStep, useSubmitApplication } from "../api/submit-application";
import {
  type ResumableUpload,
  UploadCancelledError,
  type UploadProgress as Progress,
} from "../api/upload-resume";
import { resumeObjectName } from "../lib/resume-object-name";
import {
  type ApplicationInput,
  ApplicationSchema,
  type ApplicationValues,
  RECRUITER_SOURCE_LABELS,
} from "../schemas/application";
import type { Job } from "../types";
import { UploadProgress } from "./upload-progress";

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

/**
 * What the visitor entered in the prerendered form before its code ran (decision 016): every field as the form's
 * state holds it, the chosen file included.
 */
function enteredValues(form: HTMLFormElement): ApplicationInput {
  const field = (name: keyof ApplicationInput) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
      ? element
      : null;
  };
  const text = (name: keyof ApplicationInput) => field(name)?.value ?? "";
  const checkbox = field("consentPrivacy");
  const file = field("resume");
  return {
    fullName: text("fullName"),
    email: text("email"),
    phone: text("phone"),
    linkedinUrl: text("linkedinUrl"),
    portfolioUrl: text("portfolioUrl"),
    resume: file instanceof HTMLInputElement ? file.files?.[0] : undefined,
    coverLetter: text("coverLetter"),
    recruiterSource: text("recruiterSource") as ApplicationInput["recruiterSource"],
    consentPrivacy: checkbox instanceof HTMLInputElement && checkbox.checked,
  };
}

const KEPT = "everything you entered, including your resume, is still here";

/**
 * What the form says when a submission fails: what happened and what to do, in a sentence. The toast keeps the
 * spec's words.
 */
function failureNotice(error: unknown): string {
  if (isTooManyRequests(error))
    return `There were too many applications from your connection. Please try again ${retryAfterPhrase(error.retryAfterSeconds)}; ${KEPT}.`;
  if (error instanceof RequestError) {
    if (error.code === "timeout")
      return `Our servers took too long to answer. Please submit again; ${KEPT}, and nothing is sent twice.`;
    if (error.code === "network")
      return `We couldn't reach our servers. Check your connection and submit again; ${KEPT}.`;
    if (error.status !== undefined && error.status >= 500)
      return `Something went wrong on our side. Please submit again in a moment; ${KEPT}.`;
  }
  return `Your application could not be sent. Please try again or contact support; ${KEPT}.`;
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
  const formRef = useRef<HTMLFormElement>(null);

  // The form's code has arrived (it loads when the visitor reaches for it, decision 016). What they entered
  // meanwhile is in the fields but not yet in the form's state: take it in (a chosen file is checked at once, as
  // when it is chosen now). Then an application submitted while the code was loading (held by the page,
  // decision 011) is sent, once.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const entered = enteredValues(element);
    reset(entered, { keepDefaultValues: true });
    if (entered.resume) void trigger("resume");
    sendHeldSubmission(element);
  }, [reset, trigger]);
  const submission = useSubmitApplication();
  const [step, setStep] = useState<SubmissionStep | null>(null);

  // Guards against a second submit before React has re-rendered the disabled button.
  const inFlight = useRef(false);
  // Fixed at the first submission for the life of the form, so that every retry replays the same row and the same
  // object name (the row's resume_url names it; a file chosen again after a failure goes under the same name),
  // and continues the same resumable upload.
  const application = useRef<{
    candidateId: string;
    resumeObjectName: string;
    upload: ResumableUpload;
  } | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const cancelUpload = useRef<AbortController | null>(null);
  // Why the last submission failed, or that it was cancelled; stays until the next submission.
  const [notice, setNotice] = useState<{ text: string; alert: boolean } | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);

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
    setNotice(null);
    if (!application.current) {
      const candidateId = crypto.randomUUID();
      application.current = {
        candidateId,
        resumeObjectName: resumeObjectName(candidateId, values.resume.name),
        upload: { url: null, file: null },
      };
    }
    const controller = new AbortController();
    cancelUpload.current = controller;
    submission.mutate(
      {
        ...application.current,
        values,
        job,
        onStep: setStep,
        onProgress: setProgress,
        onWaitingForNetwork: setWaitingForNetwork,
        signal: controller.signal,
      },
      {
        onSuccess: confirmSubmitted,
        onError: (error) => {
          if (error instanceof UploadCancelledError) {
            setNotice({
              text: "Upload cancelled. Everything you entered, including your resume, is still here; submit again when you're ready, and the upload continues where it stopped.",
              alert: false,
            });
            return;
          }
          console.error("Application submission failed", describeFailure(error));
          const text = failureNotice(error);
          setNotice({ text, alert: true });
          if (isTooManyRequests(error)) {
            toast({ title: "Too many attempts", description: text, variant: "destructive" });
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
          cancelUpload.current = null;
          setStep(null);
          setProgress(null);
          setWaitingForNetwork(false);
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
      ref={formRef}
      noValidate
      // Before the code runs, the page holds a submission (decision 011); POST keeps fields out of any URL even
      // where no script runs at all.
      method="post"
      {...{ [HOLD_ATTRIBUTE]: "" }}
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

      {notice ? (
        <p
          role={notice.alert ? "alert" : "status"}
          className={notice.alert ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}
        >
          {notice.text}
        </p>
      ) : null}

      {submission.isPaused ? (
        <p role="status" className="text-sm text-muted-foreground">
          You're offline. Your application will be sent as soon as the connection is back; everything you
          entered, including your resume, is kept.
        </p>
      ) : null}

      {step === "uploading" && progress ? (
        <UploadProgress
          progress={progress}
          waitingForNetwork={waitingForNetwork}
          onCancel={() => cancelUpload.current?.abort()}
        />
      ) : (
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
      )}

      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? "Submitting..." : "Submit Application"}
      </Button>
      <p {...{ [PENDING_NOTE_ATTRIBUTE]: "" }} hidden role="status" className="text-sm text-muted-foreground">
        The page is still loading. Your application will be sent as soon as it is ready; everything you
        entered, including your resume, is kept.
      </p>
    </form>
  );
}
