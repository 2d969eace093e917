import type { Tables, TablesInsert } from "@/lib/database.types";

/** A row of the `jobs` table. */
export type Job = Tables<"jobs">;

/**
 * The row the application form writes to `candidates`; the public key can insert it but never read it back. The
 * site chooses the id itself, so a retried submission names the same application, and consent must be given. The
 * job is named by its id: the database fills in its title, department and location (the public key cannot).
 */
export type CandidateRow = Omit<
  TablesInsert<"candidates">,
  "position_title" | "position_department" | "position_location"
> & { id: string; job_id: string; consent_privacy: true };
