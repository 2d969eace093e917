/**
 * What the staff desk's database promises beyond who may call what (decision 035): the audit log cannot be
 * rewritten, an erasure leaves nothing personal and refuses while the resume exists, staff reach no resume through
 * Storage themselves (decision 045), repeated opens within ten minutes are one entry, list reads are paged and
 * recorded with their filters, a rejection needs a reason, and the log names who did what.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { REJECTION_REASONS } from "@common/rejection-reasons";

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

async function signedUrl(caller: Caller, objectName: string, expiresIn: number): Promise<Response> {
  return requestAs(backend, caller, `/storage/v1/object/sign/resumes/${objectName}`, {
    method: "POST",
    body: { expiresIn },
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
    const { rows } = (await exported.json()) as { rows: { id: string; role: string }[] };
    expect(rows.map((row) => row.role)).toEqual(rows.map(() => "lp"));
    expect(rows.map((row) => row.id)).toContain(signup.id);
    const [entry] = await backend.api.query<AuditEntry>(
      "select * from public.audit_log where action = 'signups_exported' order by id desc limit 1",
    );
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      detail: { rows: rows.length, total: rows.length, role: "lp", source: null, status: null, search: null },
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
      seen_version: 1,
      body: "Mentions their family.",
    });
    await rpcAs(backend, hiring, "set_application_stage", {
      application_id: id,
      seen_version: 2,
      stage: "rejected",
      reason: "location_or_permit",
    });

    const refused = await rpcAs(backend, hiring, "erase_application", { application_id: id });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: "The resume still exists" });
    expect(await backend.api.query("select erased_at from public.candidates where id = $1", [id])).toEqual([
      { erased_at: null },
    ]);

    // The staff-resume function removes the resume first, with the service role, then erases.
    expect(
      await (await rpcAs(backend, hiring, "resume_objects_to_erase", { application_id: id })).json(),
    ).toEqual([objectName]);
    const removed = await backend.request("/storage/v1/object/resumes", {
      method: "DELETE",
      as: "service",
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
    expect(JSON.stringify(row)).not.toMatch(/Jordan|jordan|\+1 555 0100|family|location_or_permit/);

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
    expect(JSON.stringify(await exported.json())).not.toMatch(
      /Jordan|jordan|\+1 555 0100|family|location_or_permit/,
    );
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

describe("looks", () => {
  it("request_resume records the look and opens nothing in Storage for the member", async () => {
    const { id, objectName } = await applicationWithResume(backend, "minute");
    const requested = await rpcAs(backend, hiring, "request_resume", { application_id: id });
    expect(await requested.json()).toBe(objectName);
    for (const expiresIn of [300, 365 * 24 * 3600]) {
      expect((await signedUrl(hiring, objectName, expiresIn)).status).not.toBe(200);
    }
    expect(
      (await requestAs(backend, hiring, `/storage/v1/object/authenticated/resumes/${objectName}`)).status,
    ).not.toBe(200);
    expect((await auditFor(id)).map((entry) => entry.action)).toEqual(["resume_viewed"]);
  });

  it("records repeated opens of the same record by the same member within ten minutes once", async () => {
    const { id } = await applicationWithResume(backend, "reopen");
    const other = await applicationWithResume(backend, "other");
    for (const [caller, applicationId] of [
      [hiring, id],
      [hiring, id],
      [hiring, other.id],
      [admin, id],
      [hiring, id],
    ] as const) {
      expect(
        (await rpcAs(backend, caller, "open_application", { application_id: applicationId })).status,
      ).toBe(200);
    }
    const opened = async (targetId: string) =>
      (await auditFor(targetId)).map((entry) => [entry.action, entry.actor_id]);
    expect(await opened(id)).toEqual([
      ["application_opened", hiring.userId],
      ["application_opened", admin.userId],
    ]);
    expect(await opened(other.id)).toEqual([["application_opened", hiring.userId]]);

    // Eleven minutes later the same open is a new entry (the log's guard is lifted only to age the entries).
    await backend.api.query("alter table public.audit_log disable trigger audit_log_append_only");
    await backend.api.query(
      "update public.audit_log set created_at = created_at - interval '11 minutes' where target_id = $1",
      [id],
    );
    await backend.api.query("alter table public.audit_log enable trigger audit_log_append_only");
    expect((await rpcAs(backend, hiring, "open_application", { application_id: id })).status).toBe(200);
    expect(await opened(id)).toEqual([
      ["application_opened", hiring.userId],
      ["application_opened", admin.userId],
      ["application_opened", hiring.userId],
    ]);
  });
});

describe("list reads", () => {
  interface ListPage {
    rows: Record<string, unknown>[];
    total: number;
  }
  async function listed(caller: Caller, name: string, args: Record<string, unknown>): Promise<ListPage> {
    const response = await rpcAs(backend, caller, name, args);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ListPage;
  }
  function lastListEntry(action: string) {
    return backend.api.query<AuditEntry>(
      "select * from public.audit_log where action = $1 order by id desc limit 1",
      [action],
    );
  }

  it("give one page of applications with the exact count, and record it with its filters", async () => {
    const job = crypto.randomUUID();
    await backend.api.query(
      `insert into public.jobs (id, slug, title, department, location, description, status, country)
       values ($1, $2, 'Listed', 'X', 'Y', 'A job to list.', 'open', 'US')`,
      [job, `listed-${job}`],
    );
    const names = ["Zoë Listed", "Ada Listed", "Grace 100%_Listed"];
    for (const fullName of names) {
      const row = validCandidate({ job_id: job, full_name: fullName });
      expect((await backend.request("/rest/v1/candidates", { method: "POST", body: row })).status).toBe(201);
    }
    const before = await backend.api.query("select id from public.audit_log");
    const first = await listed(hiring, "list_applications", {
      job_filter: job,
      sort_by: "full_name",
      ascending: true,
      page_size: 2,
    });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.full_name)).toEqual(["Ada Listed", "Grace 100%_Listed"]);
    expect(Object.keys(first.rows[0] ?? {}).sort()).toEqual(
      [
        "also_applied",
        "created_at",
        "email",
        "erased_at",
        "full_name",
        "id",
        "job_id",
        "position_title",
        "stage",
      ].sort(),
    );
    const second = await listed(hiring, "list_applications", {
      job_filter: job,
      sort_by: "full_name",
      ascending: true,
      page_offset: 2,
      page_size: 2,
    });
    expect(second).toMatchObject({ total: 3, rows: [{ full_name: "Zoë Listed" }] });
    // A search takes % and _ literally and matches the words in order.
    expect((await listed(hiring, "list_applications", { job_filter: job, search: "100%_" })).total).toBe(1);
    expect((await listed(hiring, "list_applications", { job_filter: job, search: "0%x" })).total).toBe(0);
    expect((await listed(hiring, "list_applications", { job_filter: job, search: "ada list" })).total).toBe(
      1,
    );

    const entries = await backend.api.query<AuditEntry>(
      "select * from public.audit_log where not (id = any ($1::bigint[])) order by id",
      [before.map((row) => (row as { id: number }).id)],
    );
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.target_type])).toEqual(
      Array.from({ length: 5 }, () => ["applications_listed", hiring.userId, "applications"]),
    );
    expect(entries[0]?.detail).toMatchObject({
      job,
      stage: null,
      search: null,
      sort: "full_name",
      ascending: true,
      offset: 0,
      rows: 2,
      total: 3,
    });
    expect(entries[2]?.detail).toMatchObject({ job, search: "100%_", rows: 1, total: 1 });

    // The same page again within ten minutes is the same entry.
    await listed(hiring, "list_applications", { job_filter: job, search: "100%_" });
    expect(await lastListEntry("applications_listed")).toEqual([entries[4]]);
  });

  it("refuse what a list cannot be", async () => {
    for (const args of [
      { stage_filter: "ghosted" },
      { sort_by: "phone" },
      { page_size: 0 },
      { page_size: 1001 },
      { page_offset: -1 },
    ]) {
      expect((await rpcAs(backend, hiring, "list_applications", args)).status).toBe(400);
    }
    expect((await rpcAs(backend, admin, "list_signups", { sort_by: "aum" })).status).toBe(400);
  });

  it("are the only way staff read the personal columns of the tables", async () => {
    for (const [caller, path] of [
      [hiring, "/rest/v1/candidates?select=full_name,email"],
      [admin, "/rest/v1/candidates?select=*"],
      [admin, "/rest/v1/signups?select=email"],
      [admin, "/rest/v1/signups?select=id"],
    ] as const) {
      const response = await requestAs(backend, caller, path);
      expect(response.status, path).toBe(403);
    }
  });

  it("give one page of sign-ups with the exact count, searched, and record it with its filters", async () => {
    const rows = [
      validSignup({ role: "other", name: "Listed Alpha" }),
      validSignup({ role: "other", name: "Listed Beta" }),
    ];
    for (const row of rows) {
      expect((await backend.request("/rest/v1/signups", { method: "POST", body: row })).status).toBe(201);
    }
    const page = await listed(admin, "list_signups", {
      role_filter: "other",
      search: "listed",
      sort_by: "name",
      ascending: false,
      page_size: 1,
    });
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.name)).toEqual(["Listed Beta"]);
    expect(page.rows[0]).toHaveProperty("suppressed", false);
    expect((await lastListEntry("signups_listed"))[0]).toMatchObject({
      actor_id: admin.userId,
      target_type: "signups",
      detail: { role: "other", search: "listed", sort: "name", offset: 0, rows: 1, total: 2 },
    });
  });
});

describe("stages", () => {
  it("take a rejection's reason only from the one fixed list, which the desk offers", async () => {
    const rows = await backend.api.query<{ reason: string }>("select reason from private.rejection_reasons");
    expect(rows.map((row) => row.reason).sort()).toEqual([...REJECTION_REASONS].sort());

    const { id } = await applicationWithResume(backend, "reason");
    const refused = await rpcAs(backend, hiring, "set_application_stage", {
      application_id: id,
      seen_version: 1,
      stage: "rejected",
      reason: "Did not like their shoes",
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: "22023",
      message: "A rejection names one of the listed reasons",
    });
    const bulk = await rpcAs(backend, hiring, "set_applications_stage", {
      application_ids: [id],
      stage: "rejected",
      reason: "Did not like their shoes",
    });
    expect(bulk.status).toBe(400);
    // Not even the service role stores a reason off the list.
    await expect(
      backend.api.query(
        "update public.candidates set stage = 'rejected', rejection_reason = 'shoes' where id = $1",
        [id],
      ),
    ).rejects.toThrow();
    expect(await backend.api.query("select stage from public.candidates where id = $1", [id])).toEqual([
      { stage: "new" },
    ]);
  });

  it("need a reason for rejected, which the timeline keeps", async () => {
    const { id } = await applicationWithResume(backend, "stage");
    for (const reason of [undefined, null, "   "]) {
      const response = await rpcAs(backend, hiring, "set_application_stage", {
        application_id: id,
        seen_version: 1,
        stage: "rejected",
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "22023", message: "A rejection needs a reason" });
    }
    const unknown = await rpcAs(backend, hiring, "set_application_stage", {
      application_id: id,
      seen_version: 1,
      stage: "ghosted",
    });
    expect(unknown.status).toBe(400);

    expect(
      (
        await rpcAs(backend, hiring, "set_application_stage", {
          application_id: id,
          seen_version: 1,
          stage: "interview",
        })
      ).status,
    ).toBeLessThan(300);
    expect(
      (
        await rpcAs(backend, hiring, "set_application_stage", {
          application_id: id,
          seen_version: 2,
          stage: "rejected",
          reason: "skills_mismatch",
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
        body: "skills_mismatch",
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
          rows: { id: string; suppressed: boolean }[];
        }
      ).rows
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
