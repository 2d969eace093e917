/**
 * The team and the audit log as an admin reads them (decision 051), against the embedded API with the real
 * staff-admin and application-mail functions under Deno: the team with last sign-in and authenticator only for an
 * admin at aal2, an invitation e-mailed once through the outbox into the API's mailbox with the desk's address, a
 * resend, role changes that never leave the desk without an admin, and the audit log in filters with names that
 * an erasure takes away.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  type EdgeFunction,
  type MailDrainer,
  startEdgeFunction,
  startMailDrainer,
} from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase, validCandidate } from "./support/local-supabase";
import type { MailboxMessage } from "./support/mail-functions";
import { ANON, atLevel, requestAs, rpcAs, signedIn, type Caller } from "./support/staff";

const SITE_URL = "http://desk.test:4173";
const backend = useLocalSupabase();
let staffAdmin: EdgeFunction | undefined;
let drainer: MailDrainer | undefined;
let admin: Caller;

beforeAll(async () => {
  const options = {
    supabaseDir: SUPABASE_DIR,
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
  };
  [staffAdmin, drainer] = await Promise.all([
    startEdgeFunction({ ...options, name: "staff-admin" }),
    startMailDrainer({
      ...options,
      env: {
        EMAIL_API_URL: backend.api.mailboxUrl,
        EMAIL_API_KEY: "local-mailbox",
        EMAIL_FROM: "Tapsheet <desk@tapsheet.example>",
        HIRING_TEAM_EMAIL: "hiring@tapsheet.example",
        SITE_URL,
      },
    }),
  ]);
  backend.api.mountFunction("staff-admin", staffAdmin.url);
  admin = await signedIn(backend, "admin", "admin", "aal2");
}, 60_000);

afterAll(async () => {
  await Promise.all([staffAdmin?.stop(), drainer?.stop()]);
});

async function mailTo(address: string): Promise<MailboxMessage[]> {
  const messages = (await (await fetch(`${backend.api.mailboxUrl}/messages`)).json()) as MailboxMessage[];
  return messages.filter((message) => message.to.includes(address));
}

async function invite(email: string, role: string) {
  const response = await requestAs(backend, admin, "/functions/v1/staff-admin", {
    method: "POST",
    body: { action: "invite", email, role },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { user_id: string; previous_role: string | null };
}

interface TeamRow {
  user_id: string;
  email: string;
  role: string;
  last_sign_in_at: string | null;
  authenticator: boolean;
  invitation_status: string | null;
}

describe("the team", () => {
  it("is read with sign-in and authenticator only by an admin at aal2", async () => {
    const hiring = await signedIn(backend, "hiring", "hiring", "aal2");
    const stranger = await signedIn(backend, "stranger", null, "aal2");
    for (const caller of [ANON, stranger, hiring, await atLevel(backend, admin, "aal1")]) {
      const refused = await rpcAs(backend, caller, "list_staff_members");
      expect(refused.status, caller.label).toBeGreaterThanOrEqual(401);
      expect(await refused.text(), caller.label).not.toContain(admin.email);
    }
    await backend.api.query("update auth.users set last_sign_in_at = '2026-11-26T09:30:00Z' where id = $1", [
      hiring.userId,
    ]);
    await backend.api.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values (gen_random_uuid(), $1, '', 'totp', 'verified', now(), now(), 'x')`,
      [hiring.userId],
    );
    const team = (await (await rpcAs(backend, admin, "list_staff_members")).json()) as TeamRow[];
    const member = team.find((row) => row.user_id === hiring.userId);
    expect(member).toMatchObject({ role: "hiring", authenticator: true });
    expect(new Date(member?.last_sign_in_at ?? "").toISOString()).toBe("2026-11-26T09:30:00.000Z");
    expect(team.find((row) => row.user_id === admin.userId)).toMatchObject({ authenticator: false });
  });

  it("e-mails an invitation once, through the outbox, with the desk's address; a resend sends one more", async () => {
    const email = `ada.${crypto.randomUUID().slice(0, 8)}@staff.example`;
    const invited = await invite(email, "hiring");
    expect(invited.previous_role).toBeNull();
    await drainer?.drain();
    await drainer?.drain();
    const [message, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(message?.subject).toBe("You are invited to the Tapsheet staff desk");
    expect(message?.text).toContain(`${SITE_URL}/staff`);
    expect(message?.text).toContain(`${admin.email} added you`);

    // Inviting a member again changes nothing and mails nothing.
    expect((await invite(email, "hiring")).previous_role).toBe("hiring");
    await drainer?.drain();
    expect(await mailTo(email)).toHaveLength(1);

    const resend = await rpcAs(backend, admin, "resend_staff_invitation", { member_id: invited.user_id });
    expect(resend.status).toBe(200);
    const twice = await rpcAs(backend, admin, "resend_staff_invitation", { member_id: invited.user_id });
    expect(twice.status).toBe(409);
    await drainer?.drain();
    expect(await mailTo(email)).toHaveLength(2);
    const team = (await (await rpcAs(backend, admin, "list_staff_members")).json()) as TeamRow[];
    expect(team.find((row) => row.email === email)?.invitation_status).toBe("sent");

    const hiring = await signedIn(backend, "hiring2", "hiring", "aal2");
    const notAdmin = await rpcAs(backend, hiring, "resend_staff_invitation", { member_id: invited.user_id });
    expect(notAdmin.status).toBe(403);
  });

  it("changes a role for an admin only, and never demotes the last admin", async () => {
    const email = `grace.${crypto.randomUUID().slice(0, 8)}@staff.example`;
    const { user_id: userId } = await invite(email, "hiring");
    const changed = await rpcAs(backend, admin, "change_staff_role", {
      member_id: userId,
      new_role: "admin",
    });
    expect(await changed.json()).toBe("hiring");
    const self = await rpcAs(backend, admin, "change_staff_role", {
      member_id: admin.userId,
      new_role: "editor",
    });
    expect(self.status).toBe(400);

    // Every other admin steps down; then the last one cannot be demoted, even with the service role.
    await backend.api.query(
      "update public.staff_members set role = 'editor' where role = 'admin' and user_id <> $1",
      [admin.userId],
    );
    const last = await backend.request(`/rest/v1/staff_members?user_id=eq.${admin.userId}`, {
      method: "PATCH",
      as: "service",
      body: { role: "hiring" },
    });
    expect(last.status).toBe(400);
    expect(await last.text()).toContain("The desk needs an admin");
    const [row] = await backend.api.query<{ role: string }>(
      "select role from public.staff_members where user_id = $1",
      [admin.userId],
    );
    expect(row?.role).toBe("admin");
  });
});

interface AuditRow {
  action: string;
  actor_email: string;
  target_name: string | null;
  target_erased: boolean;
  detail: Record<string, unknown>;
}

describe("the audit log for people", () => {
  it("names an application until it is erased, filters by person, action and time, and records its export", async () => {
    const candidate = validCandidate({ full_name: "Ada Lovelace" });
    expect((await backend.request("/rest/v1/candidates", { method: "POST", body: candidate })).status).toBe(
      201,
    );
    const hank = await signedIn(backend, "hank", "hiring", "aal2");
    expect((await rpcAs(backend, hank, "open_application", { application_id: candidate.id })).status).toBe(
      200,
    );

    const list = async (args: Record<string, unknown>) => {
      const response = await rpcAs(backend, admin, "list_audit_log", args);
      expect(response.status).toBe(200);
      return (await response.json()) as { rows: AuditRow[]; total: number; actors: string[] };
    };
    const byHank = await list({ actor_filter: hank.email, action_filter: "application_opened" });
    expect(byHank.rows).toEqual([
      expect.objectContaining({ actor_email: hank.email, target_name: "Ada Lovelace", target_erased: false }),
    ]);
    expect(byHank.actors).toContain(hank.email);
    expect((await list({ actor_filter: hank.email, created_to: "2000-01-01T00:00:00Z" })).total).toBe(0);
    expect(
      (await list({ actor_filter: hank.email, created_from: new Date(Date.now() - 60_000).toISOString() }))
        .total,
    ).toBe(1);

    await backend.api.query(
      `update public.candidates
        set full_name = null, email = null, phone = null, resume_url = null, linkedin_url = null,
            portfolio_url = null, cover_letter = null, rejection_reason = null, erased_at = now()
      where id = $1`,
      [candidate.id],
    );
    const erased = await list({ actor_filter: hank.email });
    expect(erased.rows[0]).toMatchObject({ target_name: null, target_erased: true });
    expect(JSON.stringify(erased)).not.toContain("Ada Lovelace");

    const refused = await rpcAs(backend, hank, "export_audit_log", {});
    expect(refused.status).toBe(403);
    const exported = await rpcAs(backend, admin, "export_audit_log", { actor_filter: hank.email });
    expect(((await exported.json()) as AuditRow[]).map((row) => row.action)).toEqual(["application_opened"]);
    const [entry] = (await list({ action_filter: "audit_exported" })).rows;
    expect(entry).toMatchObject({ actor_email: admin.email, detail: { rows: 1, actor: hank.email } });
  });
});
