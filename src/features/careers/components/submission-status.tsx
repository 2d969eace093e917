import { LoaderCircle } from "lucide-react";

import { APPLICATION_STATUS } from "../application-copy";
import { formatFileSize } from "../lib/file-size";
import type { ApplicationInput } from "../schemas/application";
import { UploadProgress } from "./upload-progress";
import type { useSubmitApplication } from "./use-submit-application";

interface SubmissionStatusProps {
  submission: Pick<
    ReturnType<typeof useSubmitApplication>,
    "notice" | "paused" | "step" | "progress" | "waitingForNetwork" | "cancel"
  >;
  /** The chosen resume, whose size the upload's status names. */
  resume: ApplicationInput["resume"];
}

/**
 * Where the application stands, above the submit button: why the last attempt failed or was cancelled, a wait for
 * the connection, and the step under way (the upload with its progress and a cancel button).
 */
export function SubmissionStatus({ submission, resume }: SubmissionStatusProps) {
  const { step, notice } = submission;
  return (
    <>
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
    </>
  );
}
