import type { Tables, TablesInsert } from "@/lib/database.types";

/** A row of the `jobs` table as the site reads it: everything but the editor's JSON and the desk's save count (JOB_COLUMNS). */
export type Job = Omit<Tables<"jobs">, "description_json" | "version" | "saved_by_schedule">;

/** The columns of `Job`, for the Data API's `select`. */
export const JOB_COLUMNS =
  "id,created_at,updated_at,slug,title,department,location,description,description_html,display_order,status,opens_at,closes_at,first_published_at,city,region,country,workplace,remote_countries,employment_type,pay_min,pay_max,pay_currency,pay_unit";

/** A job that was published and has closed (the `closed_jobs()` function): what its "has closed" page says. */
export interface ClosedJob {
  slug: string;
  title: string;
  department: string;
  location: string;
  updated_at: string;
}

/**
 * The row the application form writes to `candidates`; the public key can insert it but never read it back. The
 * site chooses the id itself, so a retried submission names the same application, and consent must be given. The
 * job is named by its id: the database fills in its title, department and location (the public key cannot).
 */
export type CandidateRow = Omit<
  TablesInsert<"candidates">,
  "position_title" | "position_department" | "position_location"
> & { id: string; job_id: string; consent_privacy: true };
