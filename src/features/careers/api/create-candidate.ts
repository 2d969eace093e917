import type { TablesInsert } from "@/lib/database.types";
import { getDataApi } from "@/lib/supabase";

import type { CandidateRow } from "../types";
import { RequestError, toRequestError } from "@/lib/request-error";

/** A replay of an insert that was committed but whose answer was lost hits the primary key. */
function isReplayedInsert(error: { code?: string; message: string }, status: number): boolean {
  return status === 409 && error.code === "23505" && error.message.includes("candidates_pkey");
}

/**
 * The database refuses an application whose job is not open by its status and times (PT410, answered 410): the job
 * closed between the visitor opening the page and submitting.
 */
export function isJobClosed(error: unknown): boolean {
  return error instanceof RequestError && error.code === "PT410";
}

/** The database knows no such job (23503 on job_id): it was removed. */
export function isJobMissing(error: unknown): boolean {
  return error instanceof RequestError && error.code === "23503";
}

/**
 * Inserts the application (before its resume, decision 007). No `.select()`: the public key may write
 * candidates but never read them, so the answer is an empty 201 (return=minimal). The row id comes from the client, which makes
 * a retry with the same id idempotent.
 */
export async function createCandidate(row: CandidateRow): Promise<void> {
  const api = await getDataApi();
  // The row names its job; the database's trigger fills the three position columns, which the generated Insert
  // type lists as required because they are NOT NULL without a default.
  const { error, status } = await api.from("candidates").insert(row as TablesInsert<"candidates">);
  if (error && !isReplayedInsert(error, status)) throw toRequestError(error, status);
}
