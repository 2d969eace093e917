import { useMutation } from "@tanstack/react-query";

import type { ApplicationValues } from "../schemas/application";
import type { CandidateRow, Job } from "../types";
import { createCandidate } from "./create-candidate";
import { uploadResume } from "./upload-resume";

export type SubmissionStep = "uploading" | "saving";

export interface ApplicationSubmission {
  /** Generated once per form and reused on every retry, so a replay cannot create a second row. */
  candidateId: string;
  /** Computed once per chosen file and reused on every retry, so a replay cannot create a second file. */
  resumeObjectName: string;
  values: ApplicationValues;
  job: Pick<Job, "title" | "department" | "location">;
  onStep?: (step: SubmissionStep) => void;
}

const emptyToNull = (value: string) => (value === "" ? null : value);

function toCandidateRow({ candidateId, resumeObjectName, values, job }: ApplicationSubmission): CandidateRow {
  return {
    id: candidateId,
    full_name: values.fullName,
    email: values.email,
    phone: values.phone,
    linkedin_url: emptyToNull(values.linkedinUrl),
    portfolio_url: emptyToNull(values.portfolioUrl),
    resume_url: resumeObjectName,
    cover_letter: emptyToNull(values.coverLetter),
    recruiter_source: emptyToNull(values.recruiterSource),
    position_title: job.title,
    position_department: job.department,
    position_location: job.location,
    consent_privacy: true,
  };
}

/** Calls 5 then 6: the resume first, then the candidate row that points at it. */
export async function submitApplication(submission: ApplicationSubmission): Promise<void> {
  submission.onStep?.("uploading");
  await uploadResume(submission.resumeObjectName, submission.values.resume);
  submission.onStep?.("saving");
  await createCandidate(toCandidateRow(submission));
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}
