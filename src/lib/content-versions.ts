import { REQUEST_TIMEOUT_MS } from "@/config/network";
import { getSupabaseSettings } from "@/lib/supabase";

/** The public tables whose rows prerendered pages show. */
export type ContentTable = "blog_posts" | "jobs";

/** A fingerprint per public table, as `content_versions()` answers (decision 024). */
export type ContentVersions = Partial<Record<ContentTable, string>>;

/** The key under which the build stores the fingerprints it saw, and a prerendered page embeds them. */
export const CONTENT_VERSIONS_SNAPSHOT_KEY = "versions";

/**
 * The backend's fingerprints of the public tables now: one small call, made with plain `fetch` so that a page whose
 * data has not changed loads no data client at all. Throws when the backend does not answer with them.
 */
export async function getContentVersions(): Promise<ContentVersions> {
  const { url, key } = await getSupabaseSettings();
  const response = await fetch(`${url.replace(/\/$/, "")}/rest/v1/rpc/content_versions`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The content versions answered ${response.status}`);
  return (await response.json()) as ContentVersions;
}
