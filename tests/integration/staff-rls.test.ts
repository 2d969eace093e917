/**
 * The staff desk's row-level-security matrix (decision 035): six callers (the public key, a signed-in user who is
 * not staff, an editor, a hiring member at aal1 and at aal2, an admin) against every table in public, every function
 * in public and the resumes bucket. Allowed cells must return data; denied ones nothing, or the 401/403 PostgREST
 * answers; and a refused function call leaves no trace in the audit log. Staff reach no resume through Storage at
 * all: links and erasures are the staff-resume function's (decision 045).
 */
import { beforeAll, describe, expect, it } from "vitest";

import { SEED_JOBS, useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";
import {
  applicationVersion,
  ANON,
  addStaffRow,
  applicationWithResume,
  atLevel,
  createAuthUser,
  requestAs,
  resumeExists,
  rpcAs,
  signedIn,
  type Caller,
} from "./support/staff";

const backend = useLocalSupabase();

type Label = "anon" | "stranger" | "editor" | "growth" | "hiring at aal1" | "hiring" | "admin";
const LABELS: Label[] = ["anon", "stranger", "editor", "growth", "hiring at aal1", "hiring", "admin"];

const callers = {} as Record<Label, Caller>;
/** An application with its resume, a sign-up, a timeline entry and a draft post, made before the matrix runs. */
const fixture = { applicationId: "", objectName: "", signupId: "", postId: "" };

async function postVersion(): Promise<number> {
  const [row] = await backend.api.query<{ version: number }>(
    "select version from public.blog_posts where id = $1",
    [fixture.postId],
  );
  return row?.version ?? 0;
}

async function firstRevision(): Promise<number> {
  const [row] = await backend.api.query<{ id: number }>(
    "select id from public.blog_post_revisions where post_id = $1 order by version limit 1",
    [fixture.postId],
  );
  return row?.id ?? 0;
}

beforeAll(async () => {
  callers.anon = ANON;
  // The stranger passed both factors: being signed in, even at aal2, must not be enough.
  callers.stranger = await signedIn(backend, "stranger", null, "aal2");
  callers.editor = await signedIn(backend, "editor", "editor", "aal2");
  callers.growth = await signedIn(backend, "growth", "growth", "aal2");
  callers.hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  callers["hiring at aal1"] = await atLevel(backend, callers.hiring, "aal1", "hiring at aal1");
  callers.admin = await signedIn(backend, "admin", "admin", "aal2");

  const application = await applicationWithResume(backend, "matrix");
  fixture.applicationId = application.id;
  fixture.objectName = application.objectName;
  const signup = validSignup();
  const stored = await backend.request("/rest/v1/signups", { method: "POST", body: signup });
  expect(stored.status).toBe(201);
  fixture.signupId = String(signup.id);
  const note = await rpcAs(backend, callers.hiring, "add_application_note", {
    application_id: fixture.applicationId,
    seen_version: await applicationVersion(backend, fixture.applicationId),
    body: "Seen at the meetup.",
  });
  expect(note.ok).toBe(true);
  fixture.postId = crypto.randomUUID();
  const post = await backend.request("/rest/v1/blog_posts", {
    method: "POST",
    as: "service",
    body: { id: fixture.postId, slug: "matrix-draft", title: "Matrix draft", author: "Staff" },
  });
  expect(post.status).toBe(201);
});

/** What a denied Data API request answers: 401 for the public key, 403 for a signed-in user, code 42501. */
async function expectDenied(caller: Caller, response: Response) {
  expect(response.status, await response.clone().text()).toBe(caller.token ? 403 : 401);
  expect(await response.json()).toMatchObject({ code: "42501" });
}

/** A wave with nobody in it yet, written as the database writes one. */
async function emptyWave(): Promise<string> {
  const [row] = await backend.api.query<{ id: string }>(
    `insert into private.beta_waves (created_by_email, wave_size) values ('admin@staff.example', 1) returning id`,
  );
  return row?.id ?? "";
}

async function auditCount(): Promise<number> {
  const [row] = await backend.api.query<{ count: number }>(
    "select count(*)::int as count from public.audit_log",
  );
  return row?.count ?? 0;
}

describe("tables: who reads what", () => {
  /** The columns read per table (the application list's, for candidates). */
  const READS: Record<string, string> = {
    api_limits: "action",
    application_events: "id,kind",
    audit_log: "id,action",
    blog_posts: "id",
    blog_post_revisions: "id",
    candidates: "id,created_at,position_title,job_id,stage,erased_at",
    jobs: "id",
    signups: "id,email",
    staff_members: "user_id,role",
  };
  type Expected = "rows" | "own row" | "empty" | "denied";
  const personal = (readers: Label[]) =>
    Object.fromEntries(
      LABELS.map((label) => [
        label,
        label === "anon" ? "denied" : readers.includes(label) ? "rows" : "empty",
      ]),
    ) as Record<Label, Expected>;
  const MATRIX: Record<string, Record<Label, Expected>> = {
    // Visitors read the open jobs, staff every job (the desk's job filter), other signed-in users none.
    jobs: {
      anon: "rows",
      stranger: "empty",
      editor: "rows",
      growth: "empty",
      "hiring at aal1": "empty",
      hiring: "rows",
      admin: "rows",
    },
    // Visitors read the published posts, editors and admins every post (the desk), other signed-in users none.
    blog_posts: {
      anon: "rows",
      stranger: "empty",
      editor: "rows",
      growth: "empty",
      "hiring at aal1": "empty",
      hiring: "empty",
      admin: "rows",
    },
    // A post's history is the desk's: drafts' words, and who saved them.
    blog_post_revisions: {
      anon: "denied",
      stranger: "empty",
      editor: "rows",
      growth: "empty",
      "hiring at aal1": "empty",
      hiring: "empty",
      admin: "rows",
    },
    api_limits: Object.fromEntries(LABELS.map((l) => [l, "denied"])) as Record<Label, Expected>,
    candidates: personal(["hiring", "admin"]),
    application_events: personal(["hiring", "admin"]),
    // Staff read sign-ups only through the recorded list_signups (decision 045).
    signups: Object.fromEntries(LABELS.map((l) => [l, "denied"])) as Record<Label, Expected>,
    audit_log: personal(["admin"]),
    staff_members: {
      anon: "denied",
      stranger: "empty",
      editor: "own row",
      growth: "own row",
      "hiring at aal1": "empty",
      hiring: "own row",
      admin: "rows",
    },
  };

  it("covers every table in public", async () => {
    const rows = await backend.api.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') order by 1`,
    );
    expect(rows.map((row) => row.relname)).toEqual(Object.keys(MATRIX).sort());
  });

  const cells = Object.entries(MATRIX).flatMap(([table, byCaller]) =>
    LABELS.map((label) => ({ table, label, expected: byCaller[label] })),
  );

  it.each(cells)("$label reads $table: $expected", async ({ table, label, expected }) => {
    const caller = callers[label];
    const response = await requestAs(backend, caller, `/rest/v1/${table}?select=${READS[table]}`);
    if (expected === "denied") {
      await expectDenied(caller, response);
      return;
    }
    expect(response.status).toBe(200);
    const rows = (await response.json()) as Record<string, unknown>[];
    if (expected === "empty") expect(rows).toEqual([]);
    if (expected === "rows") expect(rows.length).toBeGreaterThan(0);
    if (expected === "own row") expect(rows).toEqual([{ user_id: caller.userId, role: label }]);
  });

  it("gives staff no personal column: lists come through the recorded list functions", async () => {
    for (const label of ["hiring", "admin"] as const) {
      for (const column of [
        "full_name",
        "email",
        "phone",
        "cover_letter",
        "resume_url",
        "linkedin_url",
        "rejection_reason",
      ]) {
        const response = await requestAs(backend, callers[label], `/rest/v1/candidates?select=${column}`);
        await expectDenied(callers[label], response);
      }
    }
  });

  const WRITES: Record<string, { filter: string; insert: () => Record<string, unknown>; change: object }> = {
    staff_members: {
      filter: "user_id=eq.",
      // The attack that matters: making oneself an admin.
      insert: () => ({ user_id: callers.stranger.userId, email: "me@staff.example", role: "admin" }),
      change: { role: "admin" },
    },
    audit_log: {
      filter: "id=gt.0&target_id=eq.",
      insert: () => ({ actor_email: "nobody", action: "note_added", target_type: "application" }),
      change: { actor_email: "someone else" },
    },
    application_events: {
      filter: "application_id=eq.",
      insert: () => ({
        application_id: fixture.applicationId,
        actor_email: "nobody",
        kind: "note_added",
        body: "forged",
      }),
      change: { body: "rewritten" },
    },
    candidates: { filter: "id=eq.", insert: () => validCandidate(), change: { stage: "hired" } },
    signups: { filter: "id=eq.", insert: () => validSignup(), change: { company: "Changed" } },
    jobs: {
      filter: "id=eq.",
      insert: () => ({
        slug: `staff-${crypto.randomUUID()}`,
        title: "Fake",
        department: "X",
        location: "Y",
        description: "Z",
      }),
      change: { status: "closed" },
    },
    blog_posts: {
      filter: "id=eq.",
      insert: () => ({ slug: `staff-${crypto.randomUUID()}`, title: "Fake", author: "Staff" }),
      change: { is_draft: false },
    },
    // Only the database writes revisions, whoever asks.
    blog_post_revisions: {
      filter: "post_id=eq.",
      insert: () => ({
        post_id: fixture.postId,
        version: 99,
        slug: "forged",
        title: "Forged",
        excerpt: "",
        category: "Forged",
        content: "<p>forged</p>",
        is_draft: false,
        saved_by_email: "nobody",
      }),
      change: { title: "Rewritten" },
    },
    api_limits: {
      filter: "action=neq.",
      insert: () => ({ action: "staff", window_length: "1 hour" }),
      change: { per_client_max: 1000 },
    },
  };
  // hiring and admin write jobs at aal2 (jobs-lifecycle.test.ts), editor and admin posts (blog-posts-desk.test.ts);
  // nobody deletes either (a job is archived, a post unpublished).
  const writers: Record<string, Label[]> = { jobs: ["hiring", "admin"], blog_posts: ["editor", "admin"] };
  const writeCells = Object.keys(WRITES).flatMap((table) =>
    LABELS.filter((label) => label !== "anon" || !["candidates", "signups"].includes(table)).flatMap(
      (label) =>
        (["insert", "update", "delete"] as const)
          .filter((op) => op === "delete" || !(writers[table] ?? []).includes(label))
          .map((op) => ({ table, label, op })),
    ),
  );

  it.each(writeCells)("$label cannot $op $table", async ({ table, label, op }) => {
    const caller = callers[label];
    const spec = WRITES[table];
    if (!spec) throw new Error(table);
    const target =
      table === "staff_members"
        ? callers.admin.userId
        : table === "jobs"
          ? SEED_JOBS.seniorMobileEngineer.id
          : table === "blog_posts" || table === "blog_post_revisions"
            ? fixture.postId
            : fixture.applicationId;
    const before = await backend.api.query(`select * from public.${table} order by 1`);
    const response =
      op === "insert"
        ? await requestAs(backend, caller, `/rest/v1/${table}`, { method: "POST", body: spec.insert() })
        : await requestAs(backend, caller, `/rest/v1/${table}?${spec.filter}${target}`, {
            method: op === "update" ? "PATCH" : "DELETE",
            body: op === "update" ? spec.change : undefined,
          });
    // Signed-in callers hold the column grant on jobs and posts: the policies leave them no row to update.
    if (table in writers && op === "update" && caller.token) expect(response.status).toBeLessThan(300);
    else await expectDenied(caller, response);
    expect(await backend.api.query(`select * from public.${table} order by 1`)).toEqual(before);
  });
});

describe("policies", () => {
  it("evaluate auth.uid(), auth.jwt() and the session check once per statement, not once per row", async () => {
    const policies = await backend.api.query<{ name: string; text: string }>(
      `select tablename || ': ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as text
         from pg_policies where schemaname in ('public', 'storage')`,
    );
    const staffPolicies = policies.filter((policy) => /auth\.|has_staff_role|is_aal2/.test(policy.text));
    expect(staffPolicies.length).toBeGreaterThanOrEqual(12);
    for (const policy of staffPolicies) {
      // PostgreSQL prints a sub-select as "( SELECT auth.jwt() AS jwt)": evaluated once, as an init plan.
      const bare = policy.text.replace(
        /\( SELECT (auth\.\w+\(\)|private\.has_staff_role\([^)]*\)|private\.is_aal2\(\)) AS \w+\)/g,
        "",
      );
      expect(bare, policy.name).not.toMatch(/auth\.\w+\(\)|has_staff_role|is_aal2/);
    }
  });
});

describe("functions: who may call what", () => {
  const HIRING: Label[] = ["hiring", "admin"];
  const ADMIN: Label[] = ["admin"];
  const GROWTH: Label[] = ["growth", "admin"];
  /** An application the hiring member has just invited to an interview, and (when `queued`) its decision mail. */
  async function toldInterview(queued: boolean): Promise<{ application_id: string; message_id?: string }> {
    const row = validCandidate() as { id: string };
    expect((await backend.request("/rest/v1/candidates", { method: "POST", body: row })).status).toBe(201);
    const moved = await rpcAs(backend, callers.hiring, "set_application_stage", {
      application_id: row.id,
      seen_version: 1,
      stage: "interview",
    });
    expect(moved.status).toBe(200);
    if (!queued) return { application_id: row.id };
    const mail = await rpcAs(backend, callers.hiring, "queue_decision_mail", { application_id: row.id });
    return { application_id: row.id, message_id: ((await mail.json()) as { id: string }).id };
  }
  /** The desk's functions: who may call them, and arguments that succeed for those who may. */
  type Args = Record<string, unknown>;
  const DESK: Record<string, { may: Label[]; args: () => Args | Promise<Args> }> = {
    open_application: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    set_application_stage: {
      may: HIRING,
      args: async () => ({
        application_id: fixture.applicationId,
        seen_version: await applicationVersion(backend, fixture.applicationId),
        stage: "screening",
      }),
    },
    add_application_note: {
      may: HIRING,
      args: async () => ({
        application_id: fixture.applicationId,
        seen_version: await applicationVersion(backend, fixture.applicationId),
        body: "Call back on Monday.",
      }),
    },
    request_resume: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    resume_objects_to_erase: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    list_applications: { may: HIRING, args: () => ({ search: "Jordan" }) },
    export_applications: { may: HIRING, args: () => ({ search: "Jordan" }) },
    application_stage_counts: { may: HIRING, args: () => ({}) },
    application_also_applied: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    set_applications_stage: {
      may: HIRING,
      args: () => ({ application_ids: [fixture.applicationId], stage: "interview" }),
    },
    export_application: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    // An application whose resume never arrived has nothing left in Storage.
    erase_application: {
      may: HIRING,
      args: async () => {
        const row = validCandidate();
        expect((await backend.request("/rest/v1/candidates", { method: "POST", body: row })).status).toBe(
          201,
        );
        return { application_id: row.id };
      },
    },
    list_signups: { may: GROWTH, args: () => ({}) },
    signup_counts: { may: GROWTH, args: () => ({}) },
    export_signups: { may: GROWTH, args: () => ({ role_filter: "vc" }) },
    preview_beta_wave: { may: GROWTH, args: () => ({ wave_size: 1 }) },
    create_beta_wave: {
      may: GROWTH,
      args: async () => {
        const email = `line.${crypto.randomUUID()}@example.com`;
        await backend.api.query(
          `insert into public.signups (name, email, company, role, confirmed_at)
           values ('Ada Park', $1, 'Northwind', 'lp', now())`,
          [email],
        );
        return { role_filter: "lp", wave_size: 1 };
      },
    },
    send_beta_wave: { may: GROWTH, args: async () => ({ wave_id: await emptyWave() }) },
    cancel_beta_wave: { may: GROWTH, args: async () => ({ wave_id: await emptyWave() }) },
    retry_beta_wave: { may: GROWTH, args: async () => ({ wave_id: await emptyWave() }) },
    beta_wave_members: { may: GROWTH, args: async () => ({ wave_id: await emptyWave() }) },
    list_beta_waves: { may: GROWTH, args: () => ({}) },
    beta_funnel: { may: GROWTH, args: () => ({}) },
    erase_signup: {
      may: GROWTH,
      args: async () => {
        const row = validSignup();
        expect((await backend.request("/rest/v1/signups", { method: "POST", body: row })).status).toBe(201);
        return { signup_id: row.id };
      },
    },
    add_staff_member: {
      may: ADMIN,
      args: async () => {
        const email = `new.${crypto.randomUUID().slice(0, 8)}@staff.example`;
        return {
          member_id: await createAuthUser(backend, email),
          member_email: email,
          member_role: "editor",
        };
      },
    },
    change_staff_role: {
      may: ADMIN,
      args: async () => {
        const email = `moving.${crypto.randomUUID().slice(0, 8)}@staff.example`;
        const id = await createAuthUser(backend, email);
        await addStaffRow(backend, id, email, "editor");
        return { member_id: id, new_role: "hiring" };
      },
    },
    resend_staff_invitation: {
      may: ADMIN,
      args: async () => {
        const email = `invited.${crypto.randomUUID().slice(0, 8)}@staff.example`;
        const id = await createAuthUser(backend, email);
        await addStaffRow(backend, id, email, "editor");
        return { member_id: id };
      },
    },
    list_staff_members: { may: ADMIN, args: () => ({}) },
    restore_blog_post_revision: {
      may: ["editor", "admin"],
      args: async () => ({ revision_id: await firstRevision(), seen_version: await postVersion() }),
    },
    queue_decision_mail: { may: HIRING, args: () => toldInterview(false) },
    cancel_decision_mail: {
      may: HIRING,
      args: async () => ({ message_id: (await toldInterview(true)).message_id }),
    },
    send_decision_mail_now: {
      may: HIRING,
      args: async () => ({ message_id: (await toldInterview(true)).message_id }),
    },
    list_decision_mails: { may: HIRING, args: () => ({ application_id: fixture.applicationId }) },
    rejection_reason_counts: { may: HIRING, args: () => ({}) },
    decision_mail_schedule: { may: HIRING, args: () => ({}) },
    list_audit_log: { may: ADMIN, args: () => ({}) },
    export_audit_log: { may: ADMIN, args: () => ({}) },
    remove_staff_member: {
      may: ADMIN,
      args: async () => {
        const email = `leaving.${crypto.randomUUID().slice(0, 8)}@staff.example`;
        const id = await createAuthUser(backend, email);
        await addStaffRow(backend, id, email, "editor");
        return { member_id: id };
      },
    },
  };
  /** For the public key: a sign-up's confirmation and a new link (decision 027) answer anyone. */
  const PUBLIC_KEY_FUNCTIONS = [
    // A closed job's page (decision 047).
    "closed_jobs",
    "confirm_signup",
    "resend_signup_confirmation",
    // A place in line for the holder of a confirmation token, and the welcome page's two (decision 053).
    "signup_place",
    "accept_beta_invitation",
    "request_beta_invitation",
  ];

  /** The service role's functions (retention, mail, deployment check), with every argument null. */
  let serviceOnly: { name: string; args: string[] }[] = [];
  beforeAll(async () => {
    const rows = await backend.api.query<{ name: string; args: string[] | null }>(
      `select p.proname as name,
              array(select a.name
                      from unnest(p.proargnames, coalesce(p.proargmodes::text[], array_fill('i'::text, array[coalesce(cardinality(p.proargnames), 0)]))) as a (name, mode)
                     where a.mode in ('i', 'b', 'v')) as args
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not (p.proname = any ($1::text[]))`,
      [[...Object.keys(DESK), ...PUBLIC_KEY_FUNCTIONS]],
    );
    serviceOnly = rows.map((row) => ({ name: row.name, args: row.args ?? [] }));
  });

  it("covers every function in public", async () => {
    const rows = await backend.api.query<{ proname: string }>(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    expect(rows.map((row) => row.proname).sort()).toEqual(
      [...Object.keys(DESK), ...PUBLIC_KEY_FUNCTIONS, ...serviceOnly.map((fn) => fn.name)].sort(),
    );
  });

  const deskCells = Object.entries(DESK).flatMap(([name, spec]) =>
    LABELS.map((label) => ({ name, label, allowed: spec.may.includes(label) })),
  );

  it.each(deskCells)("$label calls $name: allowed $allowed", async ({ name, label, allowed }) => {
    const caller = callers[label];
    const spec = DESK[name];
    if (!spec) throw new Error(name);
    const args = await spec.args();
    const before = await auditCount();
    const response = await rpcAs(backend, caller, name, args);
    if (!allowed) {
      await expectDenied(caller, response);
      expect(await auditCount()).toBe(before);
      return;
    }
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    const text = await response.text();
    if (
      [
        "open_application",
        "request_resume",
        "resume_objects_to_erase",
        "export_application",
        "list_applications",
        "export_applications",
        "list_signups",
      ].includes(name)
    ) {
      expect(text).toContain(name === "list_signups" ? "@" : fixture.applicationId);
    }
  });

  it.each(LABELS)("%s can run none of the service role's functions", async (label) => {
    const caller = callers[label];
    expect(serviceOnly.length).toBeGreaterThan(10);
    for (const fn of serviceOnly) {
      const response = await rpcAs(
        backend,
        caller,
        fn.name,
        Object.fromEntries(fn.args.map((a) => [a, null])),
      );
      await expectDenied(caller, response);
    }
  });
});

describe("the resumes bucket", () => {
  type Operation = "list" | "sign" | "download";
  async function attempt(caller: Caller, op: Operation, objectName: string): Promise<boolean> {
    const [folder] = objectName.split("/");
    if (op === "list") {
      const response = await requestAs(backend, caller, "/storage/v1/object/list/resumes", {
        method: "POST",
        body: { prefix: `${folder}/` },
      });
      if (!caller.token && response.status !== 200) return false;
      return ((await response.json()) as unknown[]).length > 0;
    }
    if (op === "sign") {
      const response = await requestAs(backend, caller, `/storage/v1/object/sign/resumes/${objectName}`, {
        method: "POST",
        body: { expiresIn: 300 },
      });
      if (response.status !== 200) return false;
      const { signedURL } = (await response.json()) as { signedURL: string };
      const download = await fetch(`${backend.url}/storage/v1${signedURL}`);
      return download.status === 200 && (await download.arrayBuffer()).byteLength === 300;
    }
    const response = await requestAs(
      backend,
      caller,
      `/storage/v1/object/authenticated/resumes/${objectName}`,
    );
    return response.status === 200;
  }

  const cells = LABELS.flatMap((label) =>
    (["list", "sign", "download"] as const).map((op) => ({ label, op })),
  );

  it.each(cells)("$label may not $op a resume, even after request_resume", async ({ label, op }) => {
    const caller = callers[label];
    const { id, objectName } = await applicationWithResume(backend, `bucket-${op}`);
    expect(await attempt(caller, op, objectName)).toBe(false);
    const request = await rpcAs(backend, caller, "request_resume", { application_id: id });
    if (["hiring", "admin"].includes(label)) expect(await request.json()).toBe(objectName);
    else await expectDenied(caller, request);
    // Links come only from the staff-resume function (decision 045).
    expect(await attempt(caller, op, objectName)).toBe(false);
  });

  it.each(LABELS)("%s may not delete a resume", async (label) => {
    const { objectName } = await applicationWithResume(backend, "delete");
    const response = await requestAs(backend, callers[label], "/storage/v1/object/resumes", {
      method: "DELETE",
      body: { prefixes: [objectName] },
    });
    if (response.status === 200) expect(await response.json()).toEqual([]);
    expect(await resumeExists(backend, objectName)).toBe(true);
  });
});
