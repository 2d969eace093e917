/**
 * Field rules shared by the forms (zod schemas) and the database (CHECK constraints in
 * supabase/migrations). A test proves the two agree; change both together.
 */
import { MAIL_ADDRESS_PATTERN } from "@common/mail-address";

export const SIGNUP_ROLES = ["vc", "founder", "lp", "syndicate", "other"] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const SIGNUP_SOURCES = ["linkedin", "twitter", "referral", "google", "event", "other"] as const;
export type SignupSource = (typeof SIGNUP_SOURCES)[number];

export const RECRUITER_SOURCES = ["linkedin", "referral", "website", "job-board", "other"] as const;

export const NAME_MIN_CHARS = 2;
export const COMPANY_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 200;
export const COMPANY_MAX_CHARS = 200;
export const EMAIL_MAX_CHARS = 254;
export const AUM_MAX_CHARS = 200;

/** An applicant's name: a receipt repeats it to whatever address was given, so it is kept short. */
export const FULL_NAME_MAX_CHARS = 100;
export const PHONE_MAX_CHARS = 40;
export const URL_MAX_CHARS = 2048;
export const COVER_LETTER_MAX_CHARS = 10_000;

/** Resumes: PDF only, at most 10 MB (10 * 1024 * 1024 bytes). */
export const MAX_RESUME_BYTES = 10 * 1024 * 1024;
export const RESUME_MIME_TYPE = "application/pdf";
/** The stored file-name part of a resume object (after the candidate's folder) is capped at this many characters. */
export const RESUME_NAME_MAX_CHARS = 80;

/**
 * An e-mail address the mail functions can send to (common/mail-address.ts, the one rule, which
 * the database's private.is_mail_address repeats as the CHECK on signups.email and candidates.email).
 */
export const EMAIL_PATTERN = MAIL_ADDRESS_PATTERN;
/** http(s) URLs only; the same pattern is a CHECK on linkedin_url and portfolio_url. */
export const HTTP_URL_PATTERN = /^https?:\/\/\S+$/i;
/** The private Storage bucket that holds resumes. */
export const RESUME_BUCKET = "resumes";
/**
 * A resume's object name in that bucket: `<candidate id>/<safe name>.pdf` (docs/product.md, Safe resume object
 * names; decision 007). The storage INSERT policy admits exactly this shape, and only for the application whose `resume_url` is
 * `resumes/<object name>` (a CHECK on candidates.resume_url, with the candidate id in the folder).
 */
export const RESUME_OBJECT_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9._-]{1,80}\.pdf$/;
