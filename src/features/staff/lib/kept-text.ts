import { useStaffMember } from "../api/session";

/** Where the desk keeps half-typed text, per member and field, for this tab only. */
const PREFIX = "tapsheet-staff-draft:";

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

function write(key: string, text: string) {
  try {
    if (text === "") sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // Storage full or blocked: the text stays in the field, only not past a sign-out.
  }
}

/** Forgets every kept text, when the member signs out on purpose. */
export function forgetKeptTexts() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Text typed into a desk field, kept in this tab's sessionStorage as it is typed, so that it survives an idle or
 * ended session and is there again after the next sign-in; cleared once saved. Kept per member, so another
 * person signing in at the same tab never sees it.
 */
export function useKeptText(field: string) {
  const member = useStaffMember();
  const key = `${PREFIX}${member.user_id}:${field}`;
  return {
    initial: () => read(key),
    keep: (text: string) => write(key, text),
    clear: () => write(key, ""),
  };
}

/** Whether `value` has the fields of `blank` with the same kinds of value (a null field takes an object too). */
function sameShape(value: unknown, blank: unknown): boolean {
  if (blank === null) return value === null || (typeof value === "object" && !Array.isArray(value));
  if (typeof blank !== "object") return typeof value === typeof blank;
  if (typeof value !== "object" || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(blank).every(([key, inner]) => sameShape(fields[key], inner));
}

/**
 * The unsaved form kept for a record, when the kept text has the form's fields. It need not be valid: a title left
 * empty or an address half typed is still the member's work, and the form says what to fix once it is back.
 */
export function readKeptForm<F extends object>(text: string, blank: F): F | null {
  if (text === "") return null;
  try {
    const value: unknown = JSON.parse(text);
    return sameShape(value, blank) ? (value as F) : null;
  } catch {
    return null;
  }
}
