import type { Tables, TablesInsert } from "@/lib/database.types";

/** A row of the `jobs` table. */
export type Job = Tables<"jobs">;

/**
 * The row the application form writes to `candidates`; the public key can insert it but never read it back. The
 * site chooses the id itself, so a retried submission names the same application, and consent must be given.
 */
export type CandidateRow = TablesInsert<"candidates"> & { id: string; consent_privacy: true };
