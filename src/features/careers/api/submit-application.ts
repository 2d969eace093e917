import { RESUME_BUCKET } from "@/config/limits";

import type { ApplicationValues } from "../schemas/application";
import type { CandidateRow, Job } from "../types";
import { createCandidate } from "./create-candidate";
import type { ResumeUpload, ResumeUploadOptions } from "./upload-resume";

export type SubmissionStep = "saving" | "uploading";

export interface ApplicationSubmission {
  /** Generated once per form and reused on every retry, so a replay cannot create a second row. */
  candidateId: string;
  /**
   * The resume's upload, fixed with the id and reused on every retry: its object name
   * (`<candidate id>/<safe name>.pdf`) always matches the stored row's resume_url, a replay cannot create a second
   * file, and a retry continues the upload where the server has it.
   */
  upload: ResumeUpload;
  values: ApplicationValues;
  /** The job applied for: the database copies its title, department and location into the row. */
  job: Pick<Job, "id">;
  onStep?: (step: SubmissionStep) => void;
  onProgress?: ResumeUploadOptions["onProgress"];
  onWaitingForNetwork?: ResumeUploadOptions["onWaitingForNetwork"];
  /** Cancels the upload; the application row, if already stored, stays and is reused by the next attempt. */
  signal?: AbortSignal;
}

const emptyToNull = (value: string) => (value === "" ? null : value);

function toCandidateRow({ candidateId, upload, values, job }: ApplicationSubmission): CandidateRow {
  return {
    id: candidateId,
    full_name: values.fullName,
    email: values.email,
    phone: values.phone,
    linkedin_url: emptyToNull(values.linkedinUrl),
    portfolio_url: emptyToNull(values.portfolioUrl),
    resume_url: `${RESUME_BUCKET}/${upload.objectName}`,
    cover_letter: emptyToNull(values.coverLetter),
    recruiter_source: emptyToNull(values.recruiterSource),
    job_id: job.id,
    consent_privacy: true,
  };
}

/**
 * The candidate row first, which the database admits within the visitor's budget, then the resume into that row's
 * folder, which Storage admits only because the row exists (decision 007). Both steps are idempotent, so a retry
 * after any failure ends in one row and one file.
 */
export async function submitApplication(submission: ApplicationSubmission): Promise<void> {
  submission.onStep?.("saving");
  await createCandidate(toCandidateRow(submission));
  submission.onStep?.("uploading");
  const { upload, onProgress, onWaitingForNetwork, signal } = submission;
  await upload.send(submission.values.resume, { onProgress, onWaitingForNetwork, signal });
}
