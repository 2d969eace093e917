/**
 * Signed-in callers for the staff desk's tests (decision 035): Auth users written straight into auth.users, staff
 * rows written with the service role as `npm run staff` does, and session tokens signed with the API's JWT secret
 * carrying the claims Supabase Auth puts in an access token (`role`, `sub`, `email`, `aal`, `session_id`), each for a
 * session written into auth.sessions as Auth writes it at sign-in (the database checks that it still exists).
 */
import { JWT_SECRET, signJwt } from "@tapsheet/local-supabase";

import type { StaffRole } from "@common/staff-roles";

import { pdfBytes, type LocalSupabaseHarness } from "./local-supabase";

export type Aal = "aal1" | "aal2";

/** Someone calling the API: the public key alone (token null) or a signed-in user's session. */
export interface Caller {
  readonly label: string;
  readonly userId: string | null;
  readonly email: string | null;
  readonly token: string | null;
}

export const ANON: Caller = { label: "anon", userId: null, email: null, token: null };

/** A new session of the user and an access token for it as Supabase Auth issues one, valid for ten minutes. */
async function sessionToken(
  backend: LocalSupabaseHarness,
  userId: string,
  email: string,
  aal: Aal,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const sessionId = crypto.randomUUID();
  await backend.api.query(`insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)`, [
    sessionId,
    userId,
    aal,
  ]);
  return signJwt(
    {
      aud: "authenticated",
      role: "authenticated",
      sub: userId,
      email,
      aal,
      amr: [
        { method: "otp", timestamp: now },
        ...(aal === "aal2" ? [{ method: "totp", timestamp: now }] : []),
      ],
      session_id: sessionId,
      iat: now,
      exp: now + 600,
    },
    JWT_SECRET,
  );
}

/** Creates an Auth user (as the platform's Auth server would) and returns its id. */
export async function createAuthUser(backend: LocalSupabaseHarness, email: string): Promise<string> {
  const id = crypto.randomUUID();
  await backend.api.query(
    `insert into auth.users (id, email, email_confirmed_at, role, aud) values ($1, $2, now(), 'authenticated', 'authenticated')`,
    [id, email],
  );
  return id;
}

/** Makes `userId` a staff member with the service role, as `npm run staff -- invite` does. */
export async function addStaffRow(
  backend: LocalSupabaseHarness,
  userId: string,
  email: string,
  role: StaffRole,
): Promise<void> {
  const response = await backend.request("/rest/v1/staff_members", {
    method: "POST",
    as: "service",
    body: { user_id: userId, email, role },
  });
  if (response.status !== 201) throw new Error(`Could not add ${email}: ${await response.text()}`);
}

/** A signed-in caller: a new Auth user, optionally a staff member, with a session at `aal`. */
export async function signedIn(
  backend: LocalSupabaseHarness,
  label: string,
  role: StaffRole | null,
  aal: Aal,
): Promise<Caller> {
  const email = `${label}.${crypto.randomUUID().slice(0, 8)}@staff.example`;
  const userId = await createAuthUser(backend, email);
  if (role) await addStaffRow(backend, userId, email, role);
  return { label, userId, email, token: await sessionToken(backend, userId, email, aal) };
}

/** The same user in another session at another assurance level. */
export async function atLevel(
  backend: LocalSupabaseHarness,
  caller: Caller,
  aal: Aal,
  label = `${caller.label} at ${aal}`,
): Promise<Caller> {
  if (!caller.userId || !caller.email) throw new Error("The public key has no session");
  return { ...caller, label, token: await sessionToken(backend, caller.userId, caller.email, aal) };
}

/** A request as `caller`: the public key as apikey and the caller's session (if any) as bearer token. */
export function requestAs(
  backend: LocalSupabaseHarness,
  caller: Caller,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  return backend.request(path, {
    ...init,
    as: "anon",
    headers: { ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}), ...init.headers },
  });
}

/** Calls a database function over the Data API as `caller`. */
export function rpcAs(
  backend: LocalSupabaseHarness,
  caller: Caller,
  name: string,
  args: Record<string, unknown> = {},
): Promise<Response> {
  return requestAs(backend, caller, `/rest/v1/rpc/${name}`, { method: "POST", body: args });
}

/** Stores an application with the public key and uploads its resume, as the careers form does. */
export async function applicationWithResume(
  backend: LocalSupabaseHarness,
  label = "cv",
): Promise<{ id: string; objectName: string }> {
  const objectName = await backend.admitResume(label);
  const { error } = await backend.anon.storage
    .from("resumes")
    .upload(objectName, new Blob([pdfBytes(300)], { type: "application/pdf" }));
  if (error) throw new Error(`Could not upload ${objectName}: ${error.message}`);
  return { id: objectName.split("/")[0] ?? "", objectName };
}

/** Whether the resume object exists, as the service role sees it. */
export async function resumeExists(backend: LocalSupabaseHarness, objectName: string): Promise<boolean> {
  const rows = await backend.api.query(
    `select 1 from storage.objects where bucket_id = 'resumes' and name = $1`,
    [objectName],
  );
  return rows.length === 1;
}

/** The version of an application the desk would be showing now (its stage changes and notes so far). */
export async function applicationVersion(backend: LocalSupabaseHarness, id: string): Promise<number> {
  const [row] = await backend.api.query<{ version: number }>(
    "select version from public.candidates where id = $1",
    [id],
  );
  if (!row) throw new Error(`No application ${id}`);
  return row.version;
}
