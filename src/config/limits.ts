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
/**
 * Text as the database stores it and mail shows it (private.checked_text): NFKC, so that fullwidth "ｈｔｔｐ：／／"
 * reads "http://", then invisible format characters (Unicode category Cf: soft hyphen, zero-width characters, bidi
 * controls) removed, then NFKC again so that the result is stable. Names are normalised before they are checked.
 */
export function checkedText(value: string): string {
  return value
    .normalize("NFKC")
    .replace(/\p{Cf}+/gu, "")
    .normalize("NFKC");
}
/**
 * What counts as a web address in a name that mail may repeat (an applicant's, a sign-up's name or company): http://
 * or https://, "www.", or an ASCII domain-like token followed by a slash ("evil.example/x"), the ideographic full
 * stop counting as a dot. Checked on normalised text (checkedText). The same rule is private.carries_web_address in
 * the database; a bare "example.com" is not caught (names such as "J.R.R. Tolkien" would be).
 */
export const NAME_URL_PATTERN = /https?:\/\/|www[.\u3002]|[a-z0-9_-][.\u3002][a-z]{2,}\//i;
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
