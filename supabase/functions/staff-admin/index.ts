// Staff members from the desk (docs/decisions/035-staff-desk.md): an admin, signed in with an authenticator,
// invites and removes members, as `npm run staff` does from a terminal.
//
//   POST { action: "invite", email, role }  creates the Auth user if needed and makes them a member with that role
//                                           (again: changes the role) → 200 { user_id, email, role }
//   POST { action: "remove", user_id }      ends the membership and deletes the Auth user → 200 { user_id }
//
// The caller's session decides nothing by its claims: the database is asked, with the caller's own token, for the
// caller's staff row (row-level security returns it only at aal2) and must answer admin. Users are created and
// deleted with the service role through Supabase Auth's admin API; the membership itself is written through
// add_staff_member / remove_staff_member with the caller's token, which check admin and aal2 again and put the
// admin's name in the audit log.
//
// Settings: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { CORS, call, json, Refusal, UUID_PATTERN, type Platform } from "../_shared/staff-request.ts";

const ROLES = ["admin", "hiring", "editor"];
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERS_PER_PAGE = 1000;

/** The `sub` of a JWT, unverified: only used to ask the database, which verifies the token itself. */
function subject(token: string): string {
  try {
    const payload = token.split(".")[1] ?? "";
    const text = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(text) as { sub?: unknown }).sub;
    if (typeof sub === "string" && UUID_PATTERN.test(sub)) return sub;
  } catch {
    // Answered below.
  }
  throw new Refusal(401, "Sign in first");
}

/** The caller must be an admin at aal2, as the database sees them. */
async function requireAdmin(platform: Platform, token: string): Promise<void> {
  const response = await call(
    `${platform.url}/rest/v1/staff_members?select=role&user_id=eq.${subject(token)}`,
    platform.anonKey,
    token,
  );
  if (response.status === 401) throw new Refusal(401, "Sign in first");
  const rows = response.ok ? ((await response.json()) as { role: string }[]) : [];
  if (rows[0]?.role !== "admin") {
    throw new Refusal(403, "Only an admin signed in with an authenticator may change who is staff");
  }
}

async function findUserId(platform: Platform, email: string): Promise<string | undefined> {
  for (let page = 1; ; page += 1) {
    const response = await call(
      `${platform.url}/auth/v1/admin/users?page=${page}&per_page=${USERS_PER_PAGE}`,
      platform.serviceKey,
      platform.serviceKey,
    );
    if (!response.ok) throw new Error(`Listing users answered ${response.status}`);
    const { users } = (await response.json()) as { users: { id: string; email?: string }[] };
    const user = users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (users.length < USERS_PER_PAGE) return undefined;
  }
}

async function invite(platform: Platform, token: string, email: string, role: string): Promise<Response> {
  let userId = await findUserId(platform, email);
  if (!userId) {
    const created = await call(
      `${platform.url}/auth/v1/admin/users`,
      platform.serviceKey,
      platform.serviceKey,
      {
        method: "POST",
        body: JSON.stringify({ email, email_confirm: true }),
      },
    );
    if (!created.ok) throw new Error(`Creating the user answered ${created.status}`);
    userId = ((await created.json()) as { id: string }).id;
  }
  const added = await call(`${platform.url}/rest/v1/rpc/add_staff_member`, platform.anonKey, token, {
    method: "POST",
    body: JSON.stringify({ member_id: userId, member_email: email, member_role: role }),
  });
  if (!added.ok)
    throw new Refusal(added.status, ((await added.json()) as { message?: string }).message ?? "Refused");
  return json(200, { user_id: userId, email, role });
}

async function remove(platform: Platform, token: string, userId: string): Promise<Response> {
  const removed = await call(`${platform.url}/rest/v1/rpc/remove_staff_member`, platform.anonKey, token, {
    method: "POST",
    body: JSON.stringify({ member_id: userId }),
  });
  if (!removed.ok) {
    throw new Refusal(removed.status, ((await removed.json()) as { message?: string }).message ?? "Refused");
  }
  if (!((await removed.json()) as boolean)) throw new Refusal(404, "Not a staff member");
  const deleted = await call(
    `${platform.url}/auth/v1/admin/users/${userId}`,
    platform.serviceKey,
    platform.serviceKey,
    {
      method: "DELETE",
    },
  );
  if (!deleted.ok && deleted.status !== 404) {
    throw new Error(`The membership ended, but deleting the user answered ${deleted.status}`);
  }
  return json(200, { user_id: userId });
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
    await requireAdmin(platform, token);
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    if (body.action === "invite") {
      const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
      const role = typeof body.role === "string" ? body.role : "";
      if (!EMAIL_PATTERN.test(email)) return json(400, { error: "Give an e-mail address" });
      if (!ROLES.includes(role)) return json(400, { error: "The role is admin, hiring or editor" });
      return await invite(platform, token, email, role);
    }
    if (body.action === "remove") {
      const userId = typeof body.user_id === "string" ? body.user_id : "";
      if (!UUID_PATTERN.test(userId)) return json(400, { error: "Give the member's user_id" });
      return await remove(platform, token, userId);
    }
    return json(400, { error: 'action is "invite" or "remove"' });
  } catch (error) {
    if (error instanceof Refusal) return json(error.status, { error: error.message });
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});
