import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";

import {
  APPLICATION_FAILURE_TOAST,
  FAILURE_TITLES,
  applicationFailureText,
  failureOf,
} from "@/lib/failure-words";
import { RequestError } from "@/lib/request-error";
import { toast } from "@/lib/toast";

import { APPLICATION_STATUS, APPLICATION_TOASTS } from "../application-copy";
import {
  type ApplicationSubmission,
  type SubmissionStep,
  submitApplication,
} from "../api/submit-application";
import { isJobClosed, isJobMissing } from "../api/create-candidate";
import { ResumeUpload, UploadCancelledError, type UploadProgress } from "../api/upload-resume";
import { resumeObjectName } from "../lib/resume-object-name";
import type { ApplicationValues } from "../schemas/application";

/** What gets logged when a submission fails: the error's kind only, never what the visitor typed. */
function describeFailure(error: unknown) {
  if (error instanceof RequestError)
    return { code: error.code, status: error.status, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** Why the last submission failed, or that it was cancelled; stays until the next submission. */
export interface SubmissionNotice {
  text: string;
  alert: boolean;
}

/**
 * Sends the application: the row, then the resume, with where it stands (the step, the upload's progress, a wait
 * for the network) and why it failed. Everything entered stays in the form whatever happens.
 */
export function useSubmitApplication({
  job,
  onSubmitted,
}: {
  job: ApplicationSubmission["job"];
  onSubmitted: () => void;
}) {
  const submission = useMutation({ mutationFn: submitApplication });
  const [step, setStep] = useState<SubmissionStep | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const [notice, setNotice] = useState<SubmissionNotice | null>(null);
  // Fixed at the first submission for the life of the form, so that every retry replays the same row and the same
  // upload (the row's resume_url names its object; a file chosen again after a failure goes under the same name).
  const application = useRef<Pick<ApplicationSubmission, "candidateId" | "upload"> | null>(null);
  const cancelUpload = useRef<AbortController | null>(null);

  function confirmSubmitted() {
    toast(APPLICATION_TOASTS.submitted);
    onSubmitted();
  }

  async function submit(values: ApplicationValues) {
    setNotice(null);
    if (!application.current) {
      const candidateId = crypto.randomUUID();
      application.current = {
        candidateId,
        upload: new ResumeUpload(resumeObjectName(candidateId, values.resume.name)),
      };
    }
    const controller = new AbortController();
    cancelUpload.current = controller;
    try {
      await submission.mutateAsync({
        ...application.current,
        values,
        job,
        onStep: setStep,
        onProgress: setProgress,
        onWaitingForNetwork: setWaitingForNetwork,
        signal: controller.signal,
      });
      confirmSubmitted();
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        setNotice({ text: APPLICATION_STATUS.cancelled, alert: false });
        return;
      }
      console.error("Application submission failed", describeFailure(error));
      const text = isJobClosed(error)
        ? APPLICATION_STATUS.jobClosed
        : isJobMissing(error)
          ? APPLICATION_STATUS.jobMissing
          : applicationFailureText(error);
      setNotice({ text, alert: true });
      toast(
        failureOf(error).kind === "tooManyAttempts"
          ? { title: FAILURE_TITLES.tooManyAttempts, description: text, variant: "destructive" }
          : {
              title: FAILURE_TITLES.application,
              description: APPLICATION_FAILURE_TOAST,
              variant: "destructive",
            },
      );
    } finally {
      cancelUpload.current = null;
      setStep(null);
      setProgress(null);
      setWaitingForNetwork(false);
    }
  }

  return {
    submit,
    /** What a bot that filled the honeypot sees: the usual confirmation. */
    confirmSubmitted,
    cancel: () => cancelUpload.current?.abort(),
    pending: submission.isPending,
    /** Submitted while offline: sent by itself once the connection is back. */
    paused: submission.isPaused,
    step,
    progress,
    waitingForNetwork,
    notice,
  };
}
