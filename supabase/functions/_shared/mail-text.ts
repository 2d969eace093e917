// What every message's text needs: HTML escaping, one-line header values, and the page an HTML body sits in. What
// counts as an address is common/mail-address.ts.

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * One line: every control character and Unicode line or paragraph separator becomes a space, so a value can never
 * start a new header line wherever the provider puts it; invisible format characters (Unicode category Cf: bidi
 * overrides such as U+202E, zero-width characters) are removed, so a value cannot reorder or hide what is shown.
 */
export function singleLine(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, "")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** An HTML body as every message of the project has it. */
export function page(body: string): string {
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #111;">${body}</body></html>`;
}
