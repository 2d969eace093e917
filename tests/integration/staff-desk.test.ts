/**
 * What the staff desk's database promises beyond who may call what (decision 035): the audit log cannot be
 * rewritten, an erasure leaves nothing personal and refuses while the resume exists, a resume is readable only for a
 * minute after it was asked for, a rejection needs a reason, and the log names who did what.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";
import {
  applicationWithResume,
  requestAs,
  resumeExists,
  rpcAs,
  signedIn,
  type Caller,
} from "./support/staff";

const backend = useLocalSupabase();

let hiring: Caller;
let admin: Caller;

beforeAll(async () => {
  hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  admin = await signedIn(backend, "admin", "admin", "aal2");
});

interface AuditEntry {
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  detail: Record<string, unknown>;
}

function auditFor(targetId: string): Promise<AuditEntry[]> {
  return backend.api.query<AuditEntry>(
    `select actor_id, actor_email, action, target_type, target_id, detail from public.audit_log
      where target_id = $1 order by id`,
    [targetId],
  );
}

async function signedUrl(caller: Caller, objectName: string): Promise<Response> {
  return requestAs(backend, caller, `/storage/v1/object/sign/resumes/${objectName}`, {
    method: "POST",
    body: { expiresIn: 300 },
  });
}

describe("the audit log", () => {
  it("is append-only for the service role and even for the database owner", async () => {
    const { id } = await applicationWithResume(backend, "audit");
    expect((await rpcAs(backend, hiring, "open_application", { application_id: id })).status).toBe(200);
    const [entry] = await auditFor(id);
    expect(entry).toMatchObject({ action: "application_opened", actor_id: hiring.userId });

    for (const [method, body] of [
      ["PATCH", { actor_email: "someone else" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await backend.request(`/rest/v1/audit_log?target_id=eq.${id}`, {
        method,
        as: "service",
        body,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "42501" });
    }
    for (const statement of [
      `update public.audit_log set actor_email = 'someone else' where target_id = '${id}'`,
      `delete from public.audit_log where target_id = '${id}'`,
      "truncate public.audit_log",
    ]) {
      await expect(backend.api.queryAs("service_role", statement)).rejects.toThrow(
        /permission denied|append-only/,
      );
      await expect(backend.api.query(statement)).rejects.toThrow(/append-only/);
    }
    expect(await auditFor(id)).toEqual([entry]);
  });

  it("loses entries only to the retention job, and only those older than two years", async () => {
    const old = crypto.randomUUID();
    const recent = crypto.randomUUID();
    await backend.api.query(
      `insert into public.audit_log (created_at, actor_email, action, target_type, target_id) values
         (now() - interval '2 years 1 day', 'service role', 'signup_erased', 'signup', $1),
         (now() - interval '23 months', 'service role', 'signup_erased', 'signup', $2)`,
      [old, recent],
    );
    const count = await backend.request("/rest/v1/rpc/purge_expired_audit_log", {
      method: "POST",
      as: "service",
      body: { dry_run: true },
    });
    expect(await count.json()).toBe(1);
    expect(await auditFor(old)).toHaveLength(1);
    const purge = await backend.request("/rest/v1/rpc/purge_expired_audit_log", {
      method: "POST",
      as: "service",
      body: { dry_run: false },
    });
    expect(await purge.json()).toBe(1);
    expect(await auditFor(old)).toEqual([]);
    expect(await auditFor(recent)).toHaveLength(1);
  });

  it("names the service role for the command's invitations and the admin for the desk's", async () => {
    const editor = await signedIn(backend, "editor", "editor", "aal2");
    expect(await auditFor(editor.userId ?? "")).toEqual([
      {
        actor_id: null,
        actor_email: "service role",
        action: "staff_invited",
        target_type: "staff_member",
        target_id: editor.userId,
        detail: { email: editor.email, role: "editor" },
      },
    ]);
    const promote = await rpcAs(backend, admin, "add_staff_member", {
      member_id: editor.userId,
      member_email: editor.email,
      member_role: "hiring",
    });
    expect(promote.status).toBeLessThan(300);
    const remove = await rpcAs(backend, admin, "remove_staff_member", { member_id: editor.userId });
    expect(await remove.json()).toBe(true);
    expect((await auditFor(editor.userId ?? "")).slice(1)).toEqual([
      expect.objectContaining({
        actor_id: admin.userId,
        actor_email: admin.email,
        action: "staff_role_changed",
        detail: { email: editor.email, from: "editor", to: "hiring" },
      }),
      expect.objectContaining({
        actor_id: admin.userId,
        action: "staff_removed",
        detail: { email: editor.email, role: "hiring" },
      }),
    ]);
  });

  it("makes an admin name a user by their own address", async () => {
    const other = await signedIn(backend, "other", null, "aal2");
    const response = await rpcAs(backend, admin, "add_staff_member", {
      member_id: other.userId,
      member_email: "ceo@tapsheet.example",
      member_role: "admin",
    });
    expect(response.status).toBe(400);
    expect(
      await backend.api.query("select 1 from public.staff_members where user_id = $1", [other.userId]),
    ).toEqual([]);
  });

  it("does not let an admin remove themselves or change their own role", async () => {
    for (const [name, args] of [
      ["remove_staff_member", { member_id: admin.userId }],
      ["add_staff_member", { member_id: admin.userId, member_email: admin.email, member_role: "editor" }],
    ] as const) {
      const response = await rpcAs(backend, admin, name, args);
      expect(response.status).toBe(400);
    }
    const [row] = await backend.api.query<{ role: string }>(
      "select role from public.staff_members where user_id = $1",
      [admin.userId],
    );
    expect(row?.role).toBe("admin");
  });

  it("records sign-up exports with their filters and row count, and erasures", async () => {
    const signup = validSignup({ role: "lp" });
    expect((await backend.request("/rest/v1/signups", { method: "POST", body: signup })).status).toBe(201);
    const exported = await rpcAs(backend, admin, "export_signups", { role_filter: "lp" });
    const rows = (await exported.json()) as { id: string; role: string }[];
    expect(rows.map((row) => row.role)).toEqual(rows.map(() => "lp"));
    expect(rows.map((row) => row.id)).toContain(signup.id);
    const [entry] = await backend.api.query<AuditEntry>(
      "select * from public.audit_log where action = 'signups_exported' order by id desc limit 1",
    );
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      detail: { rows: rows.length, role: "lp", source: null, status: null },
    });

    expect(await (await rpcAs(backend, admin, "erase_signup", { signup_id: signup.id })).json()).toBe(true);
    expect(await backend.api.query("select 1 from public.signups where id = $1", [signup.id])).toEqual([]);
    expect(await auditFor(String(signup.id))).toEqual([
      expect.objectContaining({ action: "signup_erased", actor_id: admin.userId, detail: {} }),
    ]);
    expect(await (await rpcAs(backend, admin, "erase_signup", { signup_id: signup.id })).json()).toBe(false);
  });
});

describe("erasing an application", () => {
  it("refuses while the resume exists, then clears every personal field and keeps the erasure on the timeline", async () => {
    const { id, objectName } = await applicationWithResume(backend, "erase");
    await rpcAs(backend, hiring, "add_application_note", {
      application_id: id,
      body: "Mentions their family.",
    });
    await rpcAs(backend, hiring, "set_application_stage", {
      application_id: id,
      stage: "rejected",
      reason: "Relocation not possible for Jordan",
    });

    const refused = await rpcAs(backend, hiring, "erase_application", { application_id: id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "The resume still exists" });
    expect(await backend.api.query("select erased_at from public.candidates where id = $1", [id])).toEqual([
      { erased_at: null },
    ]);

    // The desk removes the resume through Storage first, with the member's own session.
    const removed = await requestAs(backend, hiring, "/storage/v1/object/resumes", {
      method: "DELETE",
      body: { prefixes: [objectName] },
    });
    expect(((await removed.json()) as unknown[]).length).toBe(1);
    expect(await resumeExists(backend, objectName)).toBe(false);

    const erased = await rpcAs(backend, hiring, "erase_application", { application_id: id });
    expect(erased.status).toBeLessThan(300);

    const [row] = await backend.api.query<Record<string, unknown>>(
      "select * from public.candidates where id = $1",
      [id],
    );
    for (const field of [
      "full_name",
      "email",
      "phone",
      "linkedin_url",
      "portfolio_url",
      "resume_url",
      "cover_letter",
      "rejection_reason",
    ]) {
      expect(row?.[field], field).toBeNull();
    }
    expect(row?.erased_at).not.toBeNull();
    expect(JSON.stringify(row)).not.toMatch(/Jordan|jordan|\+1 555 0100|family|Relocation/);

    const timeline = await backend.api.query<Record<string, unknown>>(
      "select kind, actor_id, actor_email, body, from_stage, to_stage from public.application_events where application_id = $1",
      [id],
    );
    expect(timeline).toEqual([
      {
        kind: "erased",
        actor_id: hiring.userId,
        actor_email: hiring.email,
        body: null,
        from_stage: null,
        to_stage: null,
      },
    ]);
    const mail = await backend.api.query<{ recipient: string | null; status: string }>(
      "select recipient, status from private.outbox where application_id = $1",
      [id],
    );
    expect(mail.length, "the receipt and the team notice were queued").toBeGreaterThan(0);
    for (const message of mail) {
      expect(message.recipient).toBeNull();
      expect(message.status).not.toMatch(/^(queued|deferred|sending)$/);
    }
    expect((await auditFor(id)).map((entry) => entry.action)).toContain("application_erased");

    // The desk's export after an erasure holds nothing personal either.
    const exported = await rpcAs(backend, hiring, "export_application", { application_id: id });
    expect(JSON.stringify(await exported.json())).not.toMatch(/Jordan|jordan|\+1 555 0100|family|Relocation/);
  });

  it("keeps the insert-time rule: an application without a name still answers 23502", async () => {
    const response = await backend.request("/rest/v1/candidates", {
      method: "POST",
      body: { ...validCandidate(), full_name: null },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; message: string };
    expect(error.code).toBe("23502");
    expect(error.message).toContain('column "full_name"');
  });
});

describe("resumes", () => {
  it("give a signed URL only after request_resume, and only within a minute of it", async () => {
    const { id, objectName } = await applicationWithResume(backend, "minute");
    expect((await signedUrl(hiring, objectName)).status).not.toBe(200);

    const requested = await rpcAs(backend, hiring, "request_resume", { application_id: id });
    expect(await requested.json()).toBe(objectName);
    expect((await signedUrl(hiring, objectName)).status).toBe(200);
    // Another member's request does not open it for this one.
    expect((await signedUrl(admin, objectName)).status).not.toBe(200);

    await backend.api.query(
      `update private.resume_requests set requested_at = requested_at - interval '61 seconds' where object_name = $1`,
      [objectName],
    );
    expect((await signedUrl(hiring, objectName)).status).not.toBe(200);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["resume_viewed"]);
  });
});

describe("stages", () => {
  it("need a reason for rejected, which the timeline keeps", async () => {
    const { id } = await applicationWithResume(backend, "stage");
    for (const reason of [undefined, null, "   "]) {
      const response = await rpcAs(backend, hiring, "set_application_stage", {
        application_id: id,
        stage: "rejected",
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "22023", message: "A rejection needs a reason" });
    }
    const unknown = await rpcAs(backend, hiring, "set_application_stage", {
      application_id: id,
      stage: "ghosted",
    });
    expect(unknown.status).toBe(400);

    expect(
      (await rpcAs(backend, hiring, "set_application_stage", { application_id: id, stage: "interview" }))
        .status,
    ).toBeLessThan(300);
    expect(
      (
        await rpcAs(backend, hiring, "set_application_stage", {
          application_id: id,
          stage: "rejected",
          reason: "Another candidate fit better",
        })
      ).status,
    ).toBeLessThan(300);

    const list = await requestAs(backend, hiring, `/rest/v1/candidates?select=stage&id=eq.${id}`);
    expect(await list.json()).toEqual([{ stage: "rejected" }]);
    const timeline = await requestAs(
      backend,
      hiring,
      `/rest/v1/application_events?select=kind,from_stage,to_stage,body&application_id=eq.${id}&order=id`,
    );
    expect(await timeline.json()).toEqual([
      { kind: "stage_changed", from_stage: "new", to_stage: "interview", body: null },
      {
        kind: "stage_changed",
        from_stage: "interview",
        to_stage: "rejected",
        body: "Another candidate fit better",
      },
    ]);
    expect((await auditFor(id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ["stage_changed", { from: "new", to: "interview" }],
      ["stage_changed", { from: "interview", to: "rejected" }],
    ]);
  });

  it("answer 404 for an application that does not exist", async () => {
    const response = await rpcAs(backend, hiring, "open_application", {
      application_id: crypto.randomUUID(),
    });
    expect(response.status).toBe(404);
  });
});

describe("the sign-ups desk", () => {
  it("filters by role, source and status, flags unsubscribed addresses and counts per role", async () => {
    const confirmed = validSignup({ role: "syndicate", source: "event" });
    const unconfirmed = validSignup({ role: "syndicate", source: "google" });
    for (const row of [confirmed, unconfirmed]) {
      expect((await backend.request("/rest/v1/signups", { method: "POST", body: row })).status).toBe(201);
    }
    await backend.api.query("update public.signups set confirmed_at = now() where id = $1", [confirmed.id]);
    await backend.api.query(
      "insert into private.mail_suppressions (recipient_hash) values (private.email_hash($1))",
      [unconfirmed.email],
    );

    const list = async (args: Record<string, unknown>) =>
      (
        (await (await rpcAs(backend, admin, "list_signups", args)).json()) as {
          id: string;
          suppressed: boolean;
        }[]
      )
        .filter((row) => row.id === confirmed.id || row.id === unconfirmed.id)
        .map((row) => [row.id, row.suppressed]);
    expect(await list({ role_filter: "syndicate" })).toEqual([
      [unconfirmed.id, true],
      [confirmed.id, false],
    ]);
    expect(await list({ source_filter: "event" })).toEqual([[confirmed.id, false]]);
    expect(await list({ status_filter: "confirmed" })).toEqual([[confirmed.id, false]]);
    expect(await list({ status_filter: "unconfirmed" })).toEqual([[unconfirmed.id, true]]);
    expect(await list({ status_filter: "suppressed" })).toEqual([[unconfirmed.id, true]]);
    expect(await list({ role_filter: "vc" })).toEqual([]);
    expect((await rpcAs(backend, admin, "list_signups", { status_filter: "everything" })).status).toBe(400);

    const counts = (await (await rpcAs(backend, admin, "signup_counts")).json()) as Record<string, unknown>[];
    expect(counts.find((row) => row.role === "syndicate")).toEqual({
      role: "syndicate",
      total: 2,
      confirmed: 1,
      unconfirmed: 1,
      suppressed: 1,
    });
  });
});
