import { RESUME_NAME_MAX_CHARS } from "@/config/limits";

const FALLBACK_NAME = "resume";

/**
 * Reduces a file name (without its extension) to the characters Storage accepts in a key:
 * accents are dropped, every other character becomes "-", runs of "-" collapse, and separators
 * are trimmed from both ends (docs/product.md, Safe resume object names).
 */
export function safeResumeName(fileName: string): string {
  const withoutExtension = fileName.replace(/\.[^.]*$/, "");
  const safe = withoutExtension
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, RESUME_NAME_MAX_CHARS)
    .replace(/[._-]+$/, "");
  return safe || FALLBACK_NAME;
}

/**
 * `<candidate id>/<safe name>.pdf`, matching RESUME_OBJECT_PATTERN: the resume lives in its application's
 * folder, which is what lets the storage policy admit it (decision 007).
 */
export function resumeObjectName(candidateId: string, fileName: string): string {
  return `${candidateId}/${safeResumeName(fileName)}.pdf`;
}
