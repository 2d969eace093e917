// Resumes for the staff desk (docs/decisions/045-resume-links-and-list-reads.md): the only place a link to a resume
// is made and the only way a resume is deleted. Staff hold no Storage policy on the bucket themselves.
//
//   POST { action: "link", application_id }   → 200 { url, expires_in }: a link living LINK_SECONDS, whatever the
//                                               caller asks
//   POST { action: "erase", application_id }  → 200 { application_id }: the resume is removed, then the
//                                               application's personal fields, with one audit entry
//
// The database decides who may: request_resume, resume_objects_to_erase and erase_application are called with the
// caller's own token, check the role (hiring or admin) and aal2, and write the audit log. Only after they answered
// does the function use the service role, to sign the link or remove the objects.
//
// Settings: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { Refusal } from "../../../common/refusal.ts";
import { CORS, call, json, UUID_PATTERN, type Platform } from "../_shared/staff-request.ts";

/** How long a resume link lives: long enough to open it, too short to pass around. */
const LINK_SECONDS = 300;
const BUCKET = "resumes";

/** Calls a desk function as the caller; the database's refusal (401, 403, 404, 409) is passed on with its words. */
async function asCaller(platform: Platform, token: string, name: string, args: object): Promise<unknown> {
  const response = await call(`${platform.url}/rest/v1/rpc/${name}`, platform.anonKey, token, {
    method: "POST",
    body: JSON.stringify(args),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return answer;
  const message =
    typeof answer === "object" && answer !== null && "message" in answer && typeof answer.message === "string"
      ? answer.message
      : `${name} answered ${response.status}`;
  if (response.status >= 500) throw new Error(message);
  throw new Refusal(response.status, message);
}

function objectPath(name: string): string {
  return name.split("/").map(encodeURIComponent).join("/");
}

async function link(platform: Platform, token: string, applicationId: string): Promise<Response> {
  const name = await asCaller(platform, token, "request_resume", { application_id: applicationId });
  if (typeof name !== "string" || name === "") throw new Refusal(404, "This application has no resume");
  const signed = await call(
    `${platform.url}/storage/v1/object/sign/${BUCKET}/${objectPath(name)}`,
    platform.serviceKey,
    platform.serviceKey,
    { method: "POST", body: JSON.stringify({ expiresIn: LINK_SECONDS }) },
  );
  if (!signed.ok) throw new Error(`Signing the link answered ${signed.status}`);
  const { signedURL } = (await signed.json()) as { signedURL?: string };
  if (!signedURL) throw new Error("Storage gave no link");
  return json(200, { url: `${platform.url}/storage/v1${signedURL}`, expires_in: LINK_SECONDS });
}

async function erase(platform: Platform, token: string, applicationId: string): Promise<Response> {
  const names = await asCaller(platform, token, "resume_objects_to_erase", { application_id: applicationId });
  if (!Array.isArray(names)) throw new Error("resume_objects_to_erase gave no list");
  if (names.length > 0) {
    const removed = await call(
      `${platform.url}/storage/v1/object/${BUCKET}`,
      platform.serviceKey,
      platform.serviceKey,
      {
        method: "DELETE",
        body: JSON.stringify({ prefixes: names }),
      },
    );
    if (!removed.ok) throw new Error(`Removing the resume answered ${removed.status}`);
  }
  await asCaller(platform, token, "erase_application", { application_id: applicationId });
  return json(200, { application_id: applicationId });
}

Deno.serve(async (request) => {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS });
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  const get = (name: string) => Deno.env.get(name)?.trim() ?? "";
  const platform = {
    url: get("SUPABASE_URL").replace(/\/+$/, ""),
    anonKey: get("SUPABASE_ANON_KEY"),
    serviceKey: get("SUPABASE_SERVICE_ROLE_KEY"),
  };
  if (!platform.url || !platform.anonKey || !platform.serviceKey) {
    return json(500, { error: "Missing SUPABASE_URL, SUPABASE_ANON_KEY or SUPABASE_SERVICE_ROLE_KEY" });
  }
  try {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
    if (!token || token === platform.anonKey) return json(401, { error: "Sign in first" });
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const applicationId = typeof body.application_id === "string" ? body.application_id : "";
    if (!UUID_PATTERN.test(applicationId)) return json(400, { error: "Give the application_id" });
    if (body.action === "link") return await link(platform, token, applicationId);
    if (body.action === "erase") return await erase(platform, token, applicationId);
    return json(400, { error: 'action is "link" or "erase"' });
  } catch (error) {
    if (error instanceof Refusal) return json(error.status, { error: error.message });
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});
