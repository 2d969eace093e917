import { getDataApi } from "@/lib/supabase";

import type { CandidateRow } from "../types";
import { toRequestError } from "@/lib/request-error";

/** A replay of an insert that was committed but whose answer was lost hits the primary key. */
function isReplayedInsert(error: { code?: string; message: string }, status: number): boolean {
  return status === 409 && error.code === "23505" && error.message.includes("candidates_pkey");
}

/**
 * Inserts the application (before its resume, decision 007). No `.select()`: the public key may write
 * candidates but never read them, so the answer is an empty 201 (return=minimal). The row id comes from the client, which makes
 * a retry with the same id idempotent.
 */
export async function createCandidate(row: CandidateRow): Promise<void> {
  const api = await getDataApi();
  const { error, status } = await api.from("candidates").insert(row);
  if (error && !isReplayedInsert(error, status)) throw toRequestError(error, status);
}
