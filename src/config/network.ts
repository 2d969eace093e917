/**
 * How long a backend call may go without an answer (or, for an upload, without a byte moving) before the site
 * gives up and tells the visitor, instead of spinning forever.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Resumes go up in chunks of exactly 6 MB: the size hosted Supabase Storage requires for resumable (TUS) uploads.
 */
export const RESUMABLE_CHUNK_BYTES = 6 * 1024 * 1024;
