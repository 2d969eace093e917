const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which jobs page an address below /staff/jobs/ names. */
export type JobView = { kind: "list" } | { kind: "new" } | { kind: "edit"; id: string };

/** "" → the list, "new", "<id>" → its editor; null for any other address (a 404). */
export function parseJobView(rest: string): JobView | null {
  const parts = rest.split("/").filter(Boolean);
  if (parts.length === 0) return { kind: "list" };
  if (parts.length > 1) return null;
  const [first = ""] = parts;
  if (first === "new") return { kind: "new" };
  return UUID.test(first) ? { kind: "edit", id: first.toLowerCase() } : null;
}
