const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which posts page an address below /staff/posts/ names. */
export type PostView =
  | { kind: "list" }
  | { kind: "new" }
  | { kind: "edit"; id: string }
  | { kind: "preview"; id: string };

/** "" → the list, "new", "<id>" → its editor, "<id>/preview"; null for any other address (a 404). */
export function parsePostView(rest: string): PostView | null {
  const parts = rest.split("/").filter(Boolean);
  if (parts.length === 0) return { kind: "list" };
  const [first = "", second] = parts;
  if (parts.length === 1 && first === "new") return { kind: "new" };
  if (!UUID.test(first) || parts.length > 2) return null;
  const id = first.toLowerCase();
  if (parts.length === 1) return { kind: "edit", id };
  return second === "preview" ? { kind: "preview", id } : null;
}
