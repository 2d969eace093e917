import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";
import { E2E_API_URL, E2E_SITE_URL } from "./env.mjs";

const serviceHeaders = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };

/** Reads rows with the service role (staff view), bypassing row-level security. */
export async function serviceSelect<T>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${E2E_API_URL}/rest/v1/${table}?${query}`, { headers: serviceHeaders });
  if (!res.ok) throw new Error(`service select ${table} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T[];
}

/** Downloads a stored object with the service role; null when it does not exist. */
export async function serviceDownload(bucket: string, name: string): Promise<Buffer | null> {
  const res = await fetch(`${E2E_API_URL}/storage/v1/object/${bucket}/${name}`, { headers: serviceHeaders });
  if (res.status !== 200) return null;
  return Buffer.from(await res.arrayBuffer());
}

/** The public reads the site makes, with the anon key. */
export async function anonSelect<T>(table: string, query: string): Promise<T[]> {
  const res = await fetch(`${E2E_API_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  if (!res.ok) throw new Error(`anon select ${table} failed: ${res.status}`);
  return (await res.json()) as T[];
}

/** When the served build read its content (its build-info.json). */
async function contentReadAt(): Promise<string> {
  const info = (await (await fetch(`${E2E_SITE_URL}/build-info.json`)).json()) as { contentReadAt: string };
  return encodeURIComponent(info.contentReadAt);
}

/**
 * The published posts the served build was made from: those that existed and whose time had come when it read its
 * content. A post written since (a desk test's, or one another test inserts with an old publication date) is not
 * prerendered, and is the live list's to show.
 */
export async function postsOfTheBuild<T>(query: string): Promise<T[]> {
  const readAt = await contentReadAt();
  return anonSelect<T>("blog_posts", `${query}&created_at=lte.${readAt}&publish_at=lte.${readAt}`);
}

/** Likewise the open jobs the served build was made from, not those a test opened since. */
export async function jobsOfTheBuild<T>(query: string): Promise<T[]> {
  const readAt = await contentReadAt();
  return anonSelect<T>("jobs", `${query}&created_at=lte.${readAt}&first_published_at=lte.${readAt}`);
}

/** An insert with the public key from the given visitor address, as a script calling the API directly would. */
export async function anonInsertAs(address: string, table: string, row: Record<string, unknown>) {
  return fetch(`${E2E_API_URL}/rest/v1/${table}`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/json",
      "X-Forwarded-For": address,
    },
    body: JSON.stringify(row),
  });
}

/** Inserts a row with the service role (staff), e.g. content published after the build. */
export async function serviceInsert(table: string, row: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${E2E_API_URL}/rest/v1/${table}`, {
    method: "POST",
    headers: { ...serviceHeaders, "Content-Type": "application/json" },
    body: JSON.stringify(row),
  });
  if (res.status !== 201)
    throw new Error(`service insert ${table} failed: ${res.status} ${await res.text()}`);
}

/** Deletes rows with the service role, e.g. content a test added, so later tests see the seed again. */
export async function serviceDelete(table: string, query: string): Promise<void> {
  const res = await fetch(`${E2E_API_URL}/rest/v1/${table}?${query}`, {
    method: "DELETE",
    headers: serviceHeaders,
  });
  if (!res.ok) throw new Error(`service delete ${table} failed: ${res.status} ${await res.text()}`);
}

/** The names of the objects directly under `prefix`, as staff see them. */
export async function serviceList(bucket: string, prefix: string): Promise<string[]> {
  const res = await fetch(`${E2E_API_URL}/storage/v1/object/list/${bucket}`, {
    method: "POST",
    headers: { ...serviceHeaders, "Content-Type": "application/json" },
    body: JSON.stringify({ prefix }),
  });
  if (!res.ok) throw new Error(`service list ${bucket} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { name: string }[]).map((object) => object.name);
}

/** Updates rows with the service role (staff), e.g. an edit made after the build; returns the rows as they were. */
export async function serviceUpdate<T>(
  table: string,
  query: string,
  patch: Record<string, unknown>,
): Promise<T[]> {
  const before = await serviceSelect<T>(table, `select=*&${query}`);
  const res = await fetch(`${E2E_API_URL}/rest/v1/${table}?${query}`, {
    method: "PATCH",
    headers: { ...serviceHeaders, "Content-Type": "application/json" },
    body: JSON.stringify(patch),
  });
  if (!res.ok) throw new Error(`service update ${table} failed: ${res.status} ${await res.text()}`);
  return before;
}
