/**
 * Text for PostgREST's filter grammar. A value in a logic tree (`.or()`) is written in double quotes so that
 * `,` `.` `:` `(` `)` and spaces are plain text; inside the quotes a backslash escapes `"` and `\`.
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/**
 * Text that a `like`/`ilike` pattern matches literally: `%`, `_` and `\` are escaped with PostgreSQL's default
 * LIKE escape, the backslash. PostgREST turns every `*` into `%` and has no escape for it, so a `*` becomes `_`
 * (any one character, the star included).
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&").replaceAll("*", "_");
}

/**
 * A search as one `.or()` expression over the columns: each column is compared with `ilike`, the words matching in
 * order with anything between them ("grace hop" finds "Grace Hopper"). Null for a blank search.
 */
export function searchFilter(text: string | undefined, columns: readonly string[]): string | null {
  const words = (text ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = quoteFilterValue(`*${words.map(likeLiteral).join("*")}*`);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(",");
}
