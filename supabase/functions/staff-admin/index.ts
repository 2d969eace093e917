// Staff members from the desk (docs/decisions/035-staff-desk.md): an admin, signed in with an authenticator,
// invites and removes members, as `npm run staff` does from a terminal.
//
//   POST { action: "invite", email, role, adopt? }
//                                           creates the Auth user if needed and makes them a member with that role
//                                           (again: changes the role) → 200 { user_id, email, role, previous_role };
//                                           a new member's invitation e-mail is queued in the outbox by
//                                           add_staff_member (previous_role null); an address
//                                           whose Auth user exists and is not staff is refused (409, the message
//                                           says what adopting means) unless adopt is true
//   POST { action: "remove", user_id }      ends the membership and deletes the Auth user → 200 { user_id }
//
// Invite and remove are common/staff-membership.ts, as for `npm run staff` (decision 044). The caller's session
// decides nothing by its claims: the database is asked, with the caller's own token, for the
// caller's staff row (row-level security returns it only at aal2) and must answer admin. Users are created and
// deleted with the service role through Supabase Auth's admin API; the membership itself is written through
// add_staff_member / remove_staff_member with the caller's token, which check admin and aal2 again and put the
// admin's name in the audit log.
//
// Settings: SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { Refusal } from "../../../common/refusal.ts";
import {
  inviteMember,
  type Membership,
  removeMember,
  staffAddress,
} from "../../../common/staff-membership.ts";
import { isStaffRole, STAFF_ROLES } from "../../../common/staff-roles.ts";

import { CORS, call, json, type Platform, UUID_PATTERN } from "../_shared/staff-request.ts";

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

/** The membership as the admin writes it: the database functions check admin and aal2 with the admin's token. */
function membership(platform: Platform, token: string): Membership {
  async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
    const response = await call(`${platform.url}/rest/v1/rpc/${name}`, platform.anonKey, token, {
      method: "POST",
      body: JSON.stringify(args),
    });
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) throw new Refusal(response.status, body?.message ?? "Refused");
    return body;
  }
  return {
    async roleOf(userId) {
      const response = await call(
        `${platform.url}/rest/v1/staff_members?select=role&user_id=eq.${userId}`,
        platform.serviceKey,
        platform.serviceKey,
      );
      if (!response.ok) throw new Error(`Reading staff_members answered ${response.status}`);
      return ((await response.json()) as { role: string }[])[0]?.role ?? null;
    },
    async write(userId, email, role) {
      await rpc("add_staff_member", { member_id: userId, member_email: email, member_role: role });
    },
    async end(userId) {
      return (await rpc("remove_staff_member", { member_id: userId })) === true;
    },
  };
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
    const auth = { url: platform.url, serviceKey: platform.serviceKey };
    if (body.action === "invite") {
      const email = staffAddress(typeof body.email === "string" ? body.email : "");
      const role = body.role;
      if (!email) return json(400, { error: "Give one plain e-mail address" });
      if (!isStaffRole(role)) return json(400, { error: `The role is one of ${STAFF_ROLES.join(", ")}` });
      if (body.adopt !== undefined && typeof body.adopt !== "boolean") {
        return json(400, { error: "adopt is true or false" });
      }
      const invited = await inviteMember(auth, membership(platform, token), email, role, {
        adopt: body.adopt === true,
      });
      return json(200, { user_id: invited.userId, email, role, previous_role: invited.previousRole });
    }
    if (body.action === "remove") {
      const userId = typeof body.user_id === "string" ? body.user_id : "";
      if (!UUID_PATTERN.test(userId)) return json(400, { error: "Give the member's user_id" });
      await removeMember(auth, membership(platform, token), userId);
      return json(200, { user_id: userId });
    }
    return json(400, { error: 'action is "invite" or "remove"' });
  } catch (error) {
    if (error instanceof Refusal) {
      return json(error.status, { error: error.message });
    }
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});
