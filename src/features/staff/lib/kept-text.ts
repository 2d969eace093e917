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
