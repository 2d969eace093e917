/**
 * The pipeline's database functions: counts per stage need a hiring member or admin at aal2 like every personal read;
 * a bulk move or rejection changes all the applications named or none, and is refused to everyone else; erased
 * applications are listed only when asked for; the same mailbox's other applications come with each row as position
 * and date only; a day's upper bound is exclusive; and an export of the list is on the record every time.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase, validCandidate } from "./support/local-supabase";
import { ANON, atLevel, rpcAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase();

let hiring: Caller;
let admin: Caller;
let editor: Caller;
let stranger: Caller;
let hiringAal1: Caller;

beforeAll(async () => {
  hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  admin = await signedIn(backend, "admin", "admin", "aal2");
  editor = await signedIn(backend, "editor", "editor", "aal2");
  stranger = await signedIn(backend, "stranger", null, "aal2");
  hiringAal1 = await atLevel(backend, hiring, "aal1");
});

/** A job of its own, so counts and lists see only what the test made. */
async function newJob(title: string): Promise<string> {
  const job = crypto.randomUUID();
  await backend.api.query(
    `insert into public.jobs (id, slug, title, department, location, description, status, country)
     values ($1, $2, $3, 'X', 'Y', 'A job for the pipeline.', 'open', 'US')`,
    [job, `pipeline-${job}`, title],
  );
  return job;
}

async function apply(job: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const row = validCandidate({ job_id: job, ...overrides });
  const response = await backend.request("/rest/v1/candidates", { method: "POST", body: row });
  expect(response.status, await response.text()).toBe(201);
  return String(row.id);
}

async function stages(ids: string[]): Promise<Record<string, string>> {
  const rows = await backend.api.query<{ id: string; stage: string }>(
    "select id, stage from public.candidates where id = any ($1::uuid[])",
    [ids],
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.stage]));
}

interface Count {
  job_id: string | null;
  position_title: string | null;
  stage: string;
  applications: number;
}

describe("counts per stage", () => {
  it("give per job and stage the applications that are not erased, to hiring and admin at aal2 only", async () => {
    const job = await newJob("Counted");
    const ids = [await apply(job), await apply(job), await apply(job)];
    await backend.api.query("update public.candidates set stage = 'interview' where id = $1", [ids[0]]);
    await backend.api.query(
      `update public.candidates set full_name = null, email = null, phone = null, resume_url = null,
              linkedin_url = null, cover_letter = null, erased_at = now() where id = $1`,
      [ids[2]],
    );
    for (const caller of [hiring, admin]) {
      const response = await rpcAs(backend, caller, "application_stage_counts");
      expect(response.status).toBe(200);
      const counts = ((await response.json()) as Count[]).filter((count) => count.job_id === job);
      expect(counts).toEqual([
        { job_id: job, position_title: "Counted", stage: "interview", applications: 1 },
        { job_id: job, position_title: "Counted", stage: "new", applications: 1 },
      ]);
    }
    for (const [caller, status] of [
      [ANON, 401],
      [stranger, 403],
      [editor, 403],
      [hiringAal1, 403],
    ] as const) {
      const response = await rpcAs(backend, caller, "application_stage_counts");
      expect(response.status, caller.label).toBe(status);
    }
  });
});

describe("moving several applications", () => {
  it("moves them all with one timeline and audit entry each, and rejects them with the reason", async () => {
    const job = await newJob("Bulk");
    const ids = [await apply(job), await apply(job), await apply(job)];
    const moved = await rpcAs(backend, hiring, "set_applications_stage", {
      application_ids: ids,
      stage: "screening",
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await moved.json()).toBe(3);
    expect(Object.values(await stages(ids))).toEqual(["screening", "screening", "screening"]);

    expect(
      (await rpcAs(backend, hiring, "set_applications_stage", { application_ids: ids, stage: "rejected" }))
        .status,
    ).toBe(400);
    const rejected = await rpcAs(backend, admin, "set_applications_stage", {
      application_ids: [ids[0], ids[1]],
      stage: "rejected",
      reason: "role_filled",
    });
    expect(await rejected.json()).toBe(2);
    const rows = await backend.api.query<{ stage: string; rejection_reason: string | null }>(
      "select stage, rejection_reason from public.candidates where id = any ($1::uuid[]) order by stage",
      [ids],
    );
    expect(rows).toEqual([
      { stage: "rejected", rejection_reason: "role_filled" },
      { stage: "rejected", rejection_reason: "role_filled" },
      { stage: "screening", rejection_reason: null },
    ]);
    const events = await backend.api.query<{ kind: string; to_stage: string; body: string | null }>(
      "select kind, to_stage, body from public.application_events where application_id = $1 order by id",
      [ids[0]],
    );
    expect(events).toEqual([
      { kind: "stage_changed", to_stage: "screening", body: null },
      { kind: "stage_changed", to_stage: "rejected", body: "role_filled" },
    ]);
    const audit = await backend.api.query<{ action: string; actor_id: string }>(
      "select action, actor_id from public.audit_log where target_id = $1 order by id",
      [ids[0]],
    );
    expect(audit).toEqual([
      { action: "stage_changed", actor_id: hiring.userId },
      { action: "stage_changed", actor_id: admin.userId },
    ]);
  });

  it("changes none when one of them is erased or missing", async () => {
    const job = await newJob("All or none");
    const ids = [await apply(job), await apply(job)];
    await backend.api.query(
      `update public.candidates set full_name = null, email = null, phone = null, resume_url = null,
              linkedin_url = null, cover_letter = null, erased_at = now() where id = $1`,
      [ids[1]],
    );
    const erased = await rpcAs(backend, hiring, "set_applications_stage", {
      application_ids: ids,
      stage: "offer",
    });
    expect(erased.status).toBe(409);
    const missing = await rpcAs(backend, hiring, "set_applications_stage", {
      application_ids: [ids[0], crypto.randomUUID()],
      stage: "offer",
    });
    expect(missing.status).toBe(404);
    expect((await stages(ids))[ids[0] ?? ""]).toBe("new");
    expect(
      await backend.api.query("select 1 from public.application_events where application_id = $1", [ids[0]]),
    ).toEqual([]);
  });

  it("is refused to the public key, non-staff, editors and hiring without the second factor, leaving every stage", async () => {
    const job = await newJob("Refused");
    const ids = [await apply(job), await apply(job)];
    for (const [caller, status] of [
      [ANON, 401],
      [stranger, 403],
      [editor, 403],
      [hiringAal1, 403],
    ] as const) {
      const response = await rpcAs(backend, caller, "set_applications_stage", {
        application_ids: ids,
        stage: "rejected",
        reason: "role_filled",
      });
      expect(response.status, caller.label).toBe(status);
    }
    expect(Object.values(await stages(ids))).toEqual(["new", "new"]);
  });
});

describe("the list and its export", () => {
  interface Row {
    id: string;
    full_name: string | null;
    erased_at: string | null;
    also_applied: { position_title: string; created_at: string }[];
  }

  it("hides erased applications unless asked, and names the same mailbox's other applications by position and date", async () => {
    const first = await newJob("First job");
    const second = await newJob("Second job");
    const tag = crypto.randomUUID().slice(0, 8);
    const a = await apply(first, { full_name: `Twice ${tag}`, email: `twice.${tag}@gmail.com` });
    const b = await apply(second, { full_name: `Twice ${tag}`, email: `Twi.ce.${tag}+jobs@googlemail.com` });
    const gone = await apply(first, { full_name: `Gone ${tag}`, email: `gone.${tag}@example.com` });
    await backend.api.query(
      `update public.candidates set full_name = null, email = null, phone = null, resume_url = null,
              linkedin_url = null, cover_letter = null, erased_at = now() where id = $1`,
      [gone],
    );

    const list = async (args: Record<string, unknown>) => {
      const response = await rpcAs(backend, hiring, "list_applications", args);
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { rows: Row[]; total: number };
    };
    expect((await list({ job_filter: first })).rows.map((row) => row.id)).toEqual([a]);
    const withErased = await list({ job_filter: first, include_erased: true });
    expect(withErased.rows.map((row) => row.id).sort()).toEqual([a, gone].sort());

    const [row] = (await list({ job_filter: first })).rows;
    const [created] = await backend.api.query<{ created_at: string }>(
      "select to_json(created_at) #>> '{}' as created_at from public.candidates where id = $1",
      [b],
    );
    expect(row?.also_applied).toEqual([{ position_title: "Second job", created_at: created?.created_at }]);
    expect(Object.keys(row?.also_applied[0] ?? {}).sort()).toEqual(["created_at", "position_title"]);

    // created_before is exclusive: the instant an application was made is not before it.
    const [made] = await backend.api.query<{ at: string }>(
      "select to_json(created_at) #>> '{}' as at from public.candidates where id = $1",
      [a],
    );
    expect((await list({ job_filter: first, created_before: made?.at })).total).toBe(0);
    expect((await list({ job_filter: first, created_from: made?.at })).total).toBe(1);
  });

  it("names the same mailbox's other applications on one application's view too, to hiring and admin at aal2 only", async () => {
    const first = await newJob("Viewed job");
    const second = await newJob("Other job");
    const tag = crypto.randomUUID().slice(0, 8);
    const viewed = await apply(first, { email: `view.${tag}@gmail.com` });
    const other = await apply(second, { email: `v.i.e.w.${tag}+again@googlemail.com` });
    const erased = await apply(second, { email: `view.${tag}@gmail.com` });
    await apply(second, { email: `someone.else.${tag}@example.com` });
    await backend.api.query(
      `update public.candidates set full_name = null, email = null, phone = null, resume_url = null,
              linkedin_url = null, cover_letter = null, erased_at = now() where id = $1`,
      [erased],
    );
    const [created] = await backend.api.query<{ created_at: string }>(
      "select to_json(created_at) #>> '{}' as created_at from public.candidates where id = $1",
      [other],
    );
    for (const caller of [hiring, admin]) {
      const response = await rpcAs(backend, caller, "application_also_applied", { application_id: viewed });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(await response.json()).toEqual([
        { position_title: "Other job", created_at: created?.created_at },
      ]);
    }
    for (const [caller, status] of [
      [ANON, 401],
      [stranger, 403],
      [editor, 403],
      [hiringAal1, 403],
    ] as const) {
      const response = await rpcAs(backend, caller, "application_also_applied", { application_id: viewed });
      expect(response.status, caller.label).toBe(status);
    }
  });

  it("exports exactly the filtered rows and records every export call with its filters", async () => {
    const job = await newJob("Exported");
    const tag = crypto.randomUUID().slice(0, 8);
    await apply(job, { full_name: `Kept ${tag}` });
    await apply(job, { full_name: `Other ${tag}` });
    const response = await rpcAs(backend, hiring, "export_applications", {
      job_filter: job,
      search: `kept ${tag}`,
    });
    expect(response.status).toBe(200);
    const page = (await response.json()) as { rows: Row[]; total: number };
    expect(page.total).toBe(1);
    expect(page.rows.map((row) => row.full_name)).toEqual([`Kept ${tag}`]);
    const again = await rpcAs(backend, hiring, "export_applications", {
      job_filter: job,
      search: `kept ${tag}`,
    });
    expect(again.status).toBe(200);
    const entries = await backend.api.query<{ action: string; target_type: string; detail: object }>(
      `select action, target_type, detail from public.audit_log
        where action = 'application_exported' and detail ->> 'job' = $1 order by id`,
      [job],
    );
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "application_exported",
      target_type: "applications",
      detail: { job, search: `kept ${tag}`, rows: 1, total: 1, offset: 0 },
    });
    expect((await rpcAs(backend, editor, "export_applications", { job_filter: job })).status).toBe(403);
  });
});
