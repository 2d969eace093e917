/**
 * The `staff-admin` Edge Function (decision 035) under Deno beside the embedded API, as `npm run api` serves it: an
 * admin at aal2 invites and removes members; anyone else, whatever their token claims, is refused and changes
 * nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { JWT_SECRET, signJwt, startEdgeFunction, type EdgeFunction } from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase } from "./support/local-supabase";
import { ANON, atLevel, requestAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase();
let fn: EdgeFunction | undefined;
let admin: Caller;

beforeAll(async () => {
  fn = await startEdgeFunction({
    supabaseDir: SUPABASE_DIR,
    name: "staff-admin",
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
  });
  backend.api.mountFunction("staff-admin", fn.url);
  admin = await signedIn(backend, "admin", "admin", "aal2");
}, 60_000);

afterAll(async () => {
  await fn?.stop();
});

function staffAdmin(caller: Caller, body: unknown) {
  return requestAs(backend, caller, "/functions/v1/staff-admin", { method: "POST", body });
}

async function authUser(email: string) {
  return backend.api.query<{ id: string }>("select id from auth.users where email = $1", [email]);
}

async function memberRole(email: string) {
  const rows = await backend.api.query<{ role: string }>(
    "select role from public.staff_members where email = $1",
    [email],
  );
  return rows[0]?.role ?? null;
}

describe("staff-admin", () => {
  it("lets an admin at aal2 invite, change a role and remove, with the admin named in the audit log", async () => {
    const email = `new.${crypto.randomUUID().slice(0, 8)}@staff.example`;
    const invited = await staffAdmin(admin, {
      action: "invite",
      email: ` ${email.toUpperCase()} `,
      role: "hiring",
    });
    expect(invited.status).toBe(200);
    const { user_id: userId } = (await invited.json()) as { user_id: string };
    expect(await authUser(email)).toEqual([{ id: userId }]);
    expect(await memberRole(email)).toBe("hiring");

    const changed = await staffAdmin(admin, { action: "invite", email, role: "editor" });
    expect(changed.status).toBe(200);
    expect(await memberRole(email)).toBe("editor");
    expect(await authUser(email)).toHaveLength(1);

    const removed = await staffAdmin(admin, { action: "remove", user_id: userId });
    expect(removed.status).toBe(200);
    expect(await memberRole(email)).toBeNull();
    expect(await authUser(email)).toEqual([]);

    const entries = await backend.api.query<{ action: string; actor_id: string | null }>(
      "select action, actor_id from public.audit_log where target_id = $1 order by id",
      [userId],
    );
    expect(entries).toEqual([
      { action: "staff_invited", actor_id: admin.userId },
      { action: "staff_role_changed", actor_id: admin.userId },
      { action: "staff_removed", actor_id: admin.userId },
    ]);

    const again = await staffAdmin(admin, { action: "remove", user_id: userId });
    expect(again.status).toBe(404);
  });

  it("refuses everyone else, whatever their token claims, and changes nothing", async () => {
    const hiring = await signedIn(backend, "hiring", "hiring", "aal2");
    const stranger = await signedIn(backend, "stranger", null, "aal2");
    const adminAtAal1 = await atLevel(backend, admin, "aal1");
    // A real signature with claims that do not make anyone an admin: the role is the database's, not the token's.
    const boastful: Caller = {
      ...stranger,
      label: "claims admin",
      token: await signJwt(
        {
          role: "authenticated",
          sub: stranger.userId,
          aal: "aal2",
          app_metadata: { role: "admin" },
          user_role: "admin",
          exp: Math.floor(Date.now() / 1000) + 600,
        },
        JWT_SECRET,
      ),
    };
    const forged: Caller = {
      ...admin,
      label: "forged",
      token: await signJwt(
        { role: "authenticated", sub: admin.userId, aal: "aal2", exp: Math.floor(Date.now() / 1000) + 600 },
        "not-the-secret-not-the-secret-000",
      ),
    };
    const target = await signedIn(backend, "target", "editor", "aal2");

    for (const [caller, status] of [
      [ANON, 401],
      [stranger, 403],
      [hiring, 403],
      [adminAtAal1, 403],
      [boastful, 403],
      [forged, 401],
    ] as const) {
      const email = `sneaky.${crypto.randomUUID().slice(0, 8)}@staff.example`;
      const invite = await staffAdmin(caller, { action: "invite", email, role: "admin" });
      expect(invite.status, caller.label).toBe(status);
      expect(await authUser(email)).toEqual([]);
      const remove = await staffAdmin(caller, { action: "remove", user_id: target.userId });
      expect(remove.status, caller.label).toBe(status);
      expect(await memberRole(target.email ?? "")).toBe("editor");
    }
  });

  it("refuses to adopt an existing user who is not staff unless asked to adopt", async () => {
    const email = `stranger.${crypto.randomUUID().slice(0, 8)}@staff.example`;
    const { data: created } = await backend.service.auth.admin.createUser({ email, email_confirm: true });
    const refused = await staffAdmin(admin, { action: "invite", email, role: "admin" });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain(
      `${email} already has a user on this project who is not staff`,
    );
    expect(await memberRole(email)).toBeNull();

    const adopted = await staffAdmin(admin, { action: "invite", email, role: "hiring", adopt: true });
    expect(adopted.status).toBe(200);
    expect(await adopted.json()).toMatchObject({ user_id: created.user?.id, role: "hiring" });
    expect(await memberRole(email)).toBe("hiring");
  });

  it("checks what it is asked", async () => {
    for (const body of [
      { action: "invite", email: "nope", role: "hiring" },
      { action: "invite", email: "a@b.co", role: "owner" },
      { action: "invite", email: "a@b.co.", role: "hiring" },
      { action: "invite", email: "a@b.co", role: "hiring", adopt: "yes" },
      { action: "remove", user_id: "not-a-uuid" },
      { action: "promote" },
    ]) {
      expect((await staffAdmin(admin, body)).status).toBe(400);
    }
    const self = await staffAdmin(admin, { action: "remove", user_id: admin.userId });
    expect(self.status).toBe(400);
    expect(await memberRole(admin.email ?? "")).toBe("admin");
  });
});
