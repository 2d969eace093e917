/**
 * What the public key can and cannot do (decision 002): grants and RLS at SQL level, the HTTP matrix of table × operation × role, keys and tokens, and storage as an anonymous caller.
 */
import { describe, expect, it } from "vitest";

import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { SIGNUP_CONSENT_VERSION } from "@/features/signup/signup-copy";

import { JWT_SECRET } from "@tapsheet/local-supabase";
import { signJwt } from "@tapsheet/local-supabase";
import { pdfBytes, useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";

const backend = useLocalSupabase();

const TABLES = ["signups", "candidates", "jobs", "blog_posts"] as const;
type Table = (typeof TABLES)[number];
type Operation = "select" | "insert" | "update" | "delete";
type Role = "anon" | "service";

/** The complete set of (role, table, operation) that succeed; everything else must be refused. */
const ALLOWED = new Set([
  "anon:jobs:select",
  "anon:blog_posts:select",
  "anon:signups:insert",
  "anon:candidates:insert",
  ...TABLES.flatMap((table) =>
    (["select", "insert", "update", "delete"] as const).map((op) => `service:${table}:${op}`),
  ),
]);

function newRow(table: Table): Record<string, unknown> {
  const suffix = crypto.randomUUID().slice(0, 8);
  switch (table) {
    case "signups":
      return validSignup();
    case "candidates":
      return validCandidate();
    case "jobs":
      return {
        id: crypto.randomUUID(),
        slug: `probe-job-${suffix}`,
        title: "Probe job",
        department: "Engineering",
        location: "New York, NY",
        country: "US",
        description: "Created by the security matrix.",
        status: "open",
      };
    case "blog_posts":
      return {
        id: crypto.randomUUID(),
        slug: `probe-post-${suffix}`,
        title: "Probe post",
        author: "Security Matrix",
        is_draft: false,
      };
  }
}

/** A harmless change for PATCH. */
const CHANGES: Record<Table, Record<string, unknown>> = {
  signups: { company: "Changed Co" },
  candidates: { phone: "+1 555 0199" },
  jobs: { title: "Changed title" },
  blog_posts: { title: "Changed title" },
};

async function seedRow(table: Table): Promise<Record<string, unknown>> {
  const row = newRow(table);
  const response = await backend.request(`/rest/v1/${table}`, { method: "POST", as: "service", body: row });
  expect(response.status).toBe(201);
  return row;
}

async function readAsService(table: Table, id: unknown): Promise<Record<string, unknown>[]> {
  const response = await backend.request(`/rest/v1/${table}?id=eq.${String(id)}`, { as: "service" });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

describe("HTTP matrix: table × operation × role", () => {
  const cases = (["anon", "service"] as const).flatMap((role) =>
    TABLES.flatMap((table) =>
      (["select", "insert", "update", "delete"] as const).map((op) => ({ role, table, op })),
    ),
  );

  it.each(cases)(
    "$role $op on $table",
    async ({ role, table, op }: { role: Role; table: Table; op: Operation }) => {
      const allowed = ALLOWED.has(`${role}:${table}:${op}`);
      let response: Response;
      let row: Record<string, unknown>;
      switch (op) {
        case "select":
          row = await seedRow(table);
          response = await backend.request(`/rest/v1/${table}?select=id&id=eq.${String(row.id)}`, {
            as: role,
          });
          break;
        case "insert":
          row = newRow(table);
          response = await backend.request(`/rest/v1/${table}`, { method: "POST", as: role, body: row });
          break;
        case "update":
          row = await seedRow(table);
          response = await backend.request(`/rest/v1/${table}?id=eq.${String(row.id)}`, {
            method: "PATCH",
            as: role,
            body: CHANGES[table],
          });
          break;
        case "delete":
          row = await seedRow(table);
          response = await backend.request(`/rest/v1/${table}?id=eq.${String(row.id)}`, {
            method: "DELETE",
            as: role,
          });
          break;
      }

      if (!allowed) {
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ code: "42501" });
      } else {
        expect(response.status).toBe({ select: 200, insert: 201, update: 204, delete: 204 }[op]);
      }

      // What the database holds afterwards, seen by staff.
      const stored = await readAsService(table, row.id);
      if (op === "insert") expect(stored).toHaveLength(allowed ? 1 : 0);
      if (op === "delete") expect(stored).toHaveLength(allowed ? 0 : 1);
      if (op === "update") {
        const [field, value] = Object.entries(CHANGES[table])[0] ?? [];
        expect(stored[0]?.[field ?? ""] === value).toBe(allowed);
      }
      if (op === "select" && allowed) {
        // Seeded probe rows are active/published, so anon sees them through the policies.
        expect(((await response.json()) as unknown[]).length).toBe(1);
      }
    },
  );
});

describe("reads the public key must not get", () => {
  it.each(["signups", "candidates"])(
    "refuses GET and HEAD (with count) on %s with 401 42501",
    async (table) => {
      const get = await backend.request(`/rest/v1/${table}?select=email`);
      expect(get.status).toBe(401);
      expect(get.headers.get("www-authenticate")).toBe("Bearer");
      expect(await get.json()).toEqual({
        code: "42501",
        details: null,
        hint: null,
        message: `permission denied for table ${table}`,
      });
      const head = await backend.request(`/rest/v1/${table}?select=*`, {
        method: "HEAD",
        headers: { prefer: "count=exact" },
      });
      expect(head.status).toBe(401);
      expect(head.headers.get("content-range")).toBeNull();
    },
  );

  it.each([
    ["the inactive job by slug", "/rest/v1/jobs?select=*&slug=eq.data-platform-intern"],
    ["inactive jobs by flag", "/rest/v1/jobs?select=*&status=eq.closed"],
    ["the draft by slug", "/rest/v1/blog_posts?select=id&slug=eq.q3-product-update"],
    ["drafts by flag", "/rest/v1/blog_posts?select=id&is_draft=eq.true"],
    ["drafts with is.true", "/rest/v1/blog_posts?select=id&is_draft=is.true"],
  ])("hides %s even when filtered for", async (_label, path) => {
    const response = await backend.request(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    // The rows exist: staff can see them.
    const staff = await backend.request(path, { as: "service" });
    expect(((await staff.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it("refuses writes that would read back or upsert (return=representation, headers-only, ignore-duplicates)", async () => {
    for (const prefer of ["return=representation", "return=headers-only", "resolution=ignore-duplicates"]) {
      const row = validSignup();
      const response = await backend.request("/rest/v1/signups", {
        method: "POST",
        body: row,
        headers: { prefer },
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: "42501" });
      expect(await readAsService("signups", row.id)).toEqual([]);
    }
  });

  it("refuses server-managed columns (created_at) from the public key", async () => {
    const row = validSignup({ created_at: "2020-01-01T00:00:00Z" });
    const response = await backend.request("/rest/v1/signups", { method: "POST", body: row });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "42501",
      message: "permission denied for table signups",
    });
  });

  it("refuses an application without privacy consent", async () => {
    const row = validCandidate({ consent_privacy: false });
    const response = await backend.request("/rest/v1/candidates", { method: "POST", body: row });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      code: "42501",
      message: 'new row violates row-level security policy for table "candidates"',
    });
    expect(await readAsService("candidates", row.id)).toEqual([]);
  });

  it("does not describe the schema to the public key at /rest/v1/", async () => {
    const response = await backend.request("/rest/v1/");
    expect(response.status).toBe(401);
    const text = await response.text();
    for (const table of TABLES) expect(text).not.toContain(table);
    const staff = await backend.request("/rest/v1/", { as: "service" });
    expect(staff.status).toBe(200);
  });

  it("gets nothing from the outbox (decisions 018 and 039), as anon or authenticated", async () => {
    const authenticated = await signJwt(
      { role: "authenticated", sub: crypto.randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 },
      JWT_SECRET,
    );
    const callers: Record<string, string>[] = [{}, { authorization: `Bearer ${authenticated}` }];
    for (const headers of callers) {
      // The table is in the unexposed private schema: the Data API does not know it.
      for (const table of ["outbox", "mail_kinds"]) {
        const read = await backend.request(`/rest/v1/${table}?select=*`, { headers });
        expect(read.status).toBe(404);
      }
      for (const [name, body] of [
        ["claim_mail", { sender: "application-mail", lease_seconds: 60 }],
        ["hold_mail", { sender: "application-mail", problem: "x" }],
        [
          "record_mail",
          {
            message_id: crypto.randomUUID(),
            claim: crypto.randomUUID(),
            outcome: "sent",
            provider_message_id: "x",
            provider_answer: null,
          },
        ],
      ] as const) {
        const call = await backend.request(`/rest/v1/rpc/${name}`, { method: "POST", headers, body });
        expect([401, 403], name).toContain(call.status);
        expect(await call.json()).toMatchObject({ code: "42501" });
      }
    }
    for (const role of ["anon", "authenticated"] as const) {
      for (const table of ["private.outbox", "private.mail_kinds"]) {
        await expect(backend.api.queryAs(role, `select * from ${table}`)).rejects.toThrow(
          /permission denied/,
        );
      }
    }
  });

  it("exposes no functions over RPC", async () => {
    for (const name of ["prepare_signup", "enforce_single_row_insert", "uid"]) {
      const response = await backend.request(`/rest/v1/rpc/${name}`, { method: "POST", body: {} });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "PGRST202" });
    }
  });
});

describe("keys and tokens", () => {
  const now = () => Math.floor(Date.now() / 1000);

  it("requires an API key", async () => {
    for (const path of ["/rest/v1/jobs?select=*", "/storage/v1/object/list/resumes"]) {
      const response = await backend.request(path, {
        as: null,
        method: path.includes("list") ? "POST" : "GET",
      });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await response.json()).toMatchObject({ message: "No API key found in request" });
    }
  });

  it.each([
    [
      "a JWT signed with another secret",
      () => signJwt({ role: "anon" }, "not-the-secret-not-the-secret-000"),
    ],
    ["an unsigned JWT (alg none)", () => `${btoa('{"alg":"none"}')}.${btoa('{"role":"service_role"}')}.`],
    ["garbage", () => "not-a-key"],
    ["an unknown opaque key", () => "sb_publishable_unknown"],
  ])("rejects %s as the apikey with 401", async (_label, makeKey) => {
    const key = await makeKey();
    const response = await backend.request("/rest/v1/jobs?select=*", {
      as: null,
      headers: { apikey: key, authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: "Invalid API key" });
  });

  it.each([
    ["forged", () => signJwt({ role: "service_role" }, "not-the-secret-not-the-secret-000"), "PGRST301"],
    ["expired", () => signJwt({ role: "anon", exp: now() - 60 }, JWT_SECRET), "PGRST303"],
    ["not yet valid", () => signJwt({ role: "anon", nbf: now() + 3600 }, JWT_SECRET), "PGRST303"],
    ["for a database role", () => signJwt({ role: "postgres" }, JWT_SECRET), "PGRST301"],
  ])("rejects a %s bearer token with 401", async (_label, makeToken, code) => {
    const response = await backend.request("/rest/v1/jobs?select=*", {
      as: null,
      headers: { apikey: backend.api.anonKey, authorization: `Bearer ${await makeToken()}` },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toMatchObject({ code });
  });

  it("gives an authenticated (non-anon) role 403 rather than 401", async () => {
    const token = await signJwt(
      { role: "authenticated", sub: crypto.randomUUID(), exp: now() + 600 },
      JWT_SECRET,
    );
    // The desk's column grant (decision 035) covers the list's columns; the phone number is not one of them.
    const response = await backend.request("/rest/v1/candidates?select=phone", {
      as: null,
      headers: { apikey: backend.api.anonKey, authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe("database grants and policies", () => {
  it("enables RLS on every table in public", async () => {
    const rows = await backend.api.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  it("grants anon and authenticated exactly the allow-list", async () => {
    const privileges = ["SELECT", "INSERT", "UPDATE", "DELETE", "TRUNCATE", "REFERENCES", "TRIGGER"];
    const rows = await backend.api.query<{ role: string; table_name: string; privilege: string }>(
      `select r.role, t.table_name, p.privilege
         from unnest(array['anon', 'authenticated']) as r(role)
         cross join unnest($1::text[]) as t(table_name)
         cross join unnest($2::text[]) as p(privilege)
        where has_table_privilege(r.role, 'public.' || t.table_name, p.privilege)
           or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
               and has_any_column_privilege(r.role, 'public.' || t.table_name, p.privilege))
        order by 1, 2, 3`,
      [[...TABLES], privileges],
    );
    // authenticated reads what row-level security then limits to staff at aal2 (decision 035,
    // tests/integration/staff-rls.test.ts): the applications' columns that are not personal, and every job (written by
    // hiring and admin, decision 047), and every post (written by editor and admin, decision 054). Names and addresses come only through the recorded list functions (decision 045).
    expect(rows).toEqual([
      { role: "anon", table_name: "blog_posts", privilege: "SELECT" },
      { role: "anon", table_name: "candidates", privilege: "INSERT" },
      { role: "anon", table_name: "jobs", privilege: "SELECT" },
      { role: "anon", table_name: "signups", privilege: "INSERT" },
      { role: "authenticated", table_name: "blog_posts", privilege: "INSERT" },
      { role: "authenticated", table_name: "blog_posts", privilege: "SELECT" },
      { role: "authenticated", table_name: "blog_posts", privilege: "UPDATE" },
      { role: "authenticated", table_name: "candidates", privilege: "SELECT" },
      { role: "authenticated", table_name: "jobs", privilege: "INSERT" },
      { role: "authenticated", table_name: "jobs", privilege: "SELECT" },
      { role: "authenticated", table_name: "jobs", privilege: "UPDATE" },
    ]);
  });

  it("grants INSERT on visitor-filled columns only", async () => {
    const rows = await backend.api.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
        where c.table_schema = 'public' and c.table_name in ('signups', 'candidates')
          and has_column_privilege('anon', format('public.%I', c.table_name), c.column_name, 'INSERT')
        order by 1, c.ordinal_position`,
    );
    const byTable = (name: string) =>
      rows.filter((row) => row.table_name === name).map((row) => row.column_name);
    expect(byTable("signups")).toEqual([
      "id",
      "name",
      "email",
      "company",
      "role",
      "aum",
      "source",
      "consent_form_version",
      "privacy_notice_version",
      // The referral code of the link the visitor came through, resolved and cleared by the database.
      "referred_with",
    ]);
    expect(byTable("candidates")).toEqual([
      "id",
      "full_name",
      "email",
      "phone",
      "linkedin_url",
      "portfolio_url",
      "resume_url",
      "cover_letter",
      "recruiter_source",
      // The position is copied from the job the row names (job_id), never written by the visitor.
      "consent_privacy",
      "job_id",
    ]);
  });

  it("has no always-true policy and scopes every policy to a role", async () => {
    const rows = await backend.api.query<{
      tablename: string;
      policyname: string;
      roles: string;
      qual: string | null;
      with_check: string | null;
    }>(
      `select tablename, policyname, roles::text as roles, qual, with_check from pg_policies
        where schemaname in ('public', 'storage') order by 1, 2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const policy of rows) {
      expect(policy.roles).not.toBe("{public}");
      for (const expression of [policy.qual, policy.with_check]) {
        if (expression !== null)
          expect(expression.replace(/[\s()]/g, "").toLowerCase()).not.toMatch(/^(true|1=1)$/);
      }
    }
  });

  it("has exactly one storage policy for anon: insert into resumes", async () => {
    const rows = await backend.api.query<{ cmd: string; roles: string; with_check: string }>(
      `select cmd, roles::text as roles, with_check from pg_policies
        where schemaname = 'storage' and roles && array['anon', 'public']::name[]`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cmd: "INSERT", roles: "{anon}" });
    expect(rows[0]?.with_check).toContain("resumes");
  });

  it("keeps helper functions out of reach: private schema (or staff-only), fixed search_path, no EXECUTE for the API roles", async () => {
    const functions = await backend.api.query<{
      schema: string;
      name: string;
      config: string[] | null;
      anon: boolean;
      authenticated: boolean;
    }>(
      `select n.nspname as schema, p.proname as name, p.proconfig as config,
              has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
              has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')`,
    );
    // The retention job's three functions (decisions 008 and 035), the deployment check's three (decision 019), the
    // outbox's claim, record, hold and link token (decision 039), the mail reports, the staff summary and test message
    // (decisions 026 and 027), the unsubscribe records (decision 027) and ending a member's sessions (decision 043) are
    // in the exposed schema for staff only; a sign-up's confirmation and new link (decision 027) are the two there for
    // the public key; the staff desk's (decision 035) are for signed-in staff, and each checks the role and the second
    // factor itself.
    expect(
      functions
        .filter((fn) => fn.schema === "public")
        .map((fn) => fn.name)
        .sort(),
    ).toEqual([
      "accept_beta_invitation",
      "add_application_note",
      "add_staff_member",
      "admit_post_image",
      "application_also_applied",
      "application_mail_message",
      "application_mail_report",
      "application_stage_counts",
      "attach_beta_invitation_token",
      "attach_signup_confirmation_token",
      "beta_funnel",
      "beta_mail_report",
      "beta_wave_members",
      "cancel_beta_wave",
      "cancel_decision_mail",
      "change_staff_role",
      "claim_mail",
      "closed_jobs",
      "confirm_signup",
      "create_beta_wave",
      "decision_mail_schedule",
      "deployment_check_request",
      "deployment_check_restore_budget",
      "deployment_check_set_aside_budget",
      "end_staff_sessions",
      "erase_application",
      "erase_signup",
      "export_application",
      "export_applications",
      "export_audit_log",
      "export_signups",
      "hold_mail",
      "list_applications",
      "list_audit_log",
      "list_beta_waves",
      "list_decision_mails",
      "list_signups",
      "list_staff_members",
      "open_application",
      "preview_beta_wave",
      "purge_expired_audit_log",
      "purge_expired_budget_hits",
      "queue_application_mail_summary",
      "queue_application_mail_test",
      "queue_decision_mail",
      "record_mail",
      "register_mail_recipient",
      "rejection_reason_counts",
      "remove_staff_member",
      "request_beta_invitation",
      "request_resume",
      "resend_signup_confirmation",
      "resend_staff_invitation",
      "restore_blog_post_revision",
      "resume_objects_to_erase",
      "retention_resume_objects",
      "retry_beta_wave",
      "send_beta_wave",
      "send_decision_mail_now",
      "set_application_stage",
      "set_applications_stage",
      "signup_counts",
      "signup_place",
      "unsubscribe_mail_recipient",
    ]);
    const [serviceOnly] = await backend.api.query<{ service: boolean }>(
      `select bool_and(has_function_privilege('service_role', p.oid, 'EXECUTE')) as service
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public'`,
    );
    expect(serviceOnly?.service).toBe(true);
    expect(functions.map((fn) => fn.name).sort()).toEqual([
      "accept_beta_invitation",
      "add_application_note",
      "add_staff_member",
      "admit_post_image",
      "advance_jobs",
      "advance_posts",
      "advance_schedules",
      "application_also_applied",
      "application_mail_give_up_after",
      "application_mail_message",
      "application_mail_report",
      "application_page",
      "application_stage_counts",
      "attach_beta_invitation_token",
      "attach_signup_confirmation_token",
      "audit_decision_mail",
      "audit_job_change",
      "audit_log_retention_period",
      "audit_look_window",
      "audit_rows",
      "audit_staff_change",
      "beta_desk_roles",
      "beta_funnel",
      "beta_invitation_rows",
      "beta_line",
      "beta_mail_report",
      "beta_wave_choice",
      "beta_wave_members",
      "cancel_beta_wave",
      "cancel_decision_mail",
      "cancel_superseded_decision_mail",
      "carries_web_address",
      "change_staff_role",
      "check_candidate_text",
      "check_list_page",
      "check_signup_text",
      "check_wave_filters",
      "checked_text",
      "claim_application_version",
      "claim_mail",
      "client_address",
      "client_hash",
      "client_key",
      "client_prefix_hash",
      "client_prefix_key",
      "client_resume_bytes",
      "closed_jobs",
      "confirm_signup",
      "consume_client_budget",
      "country_codes",
      "create_beta_wave",
      "currency_codes",
      "decision_mail_schedule",
      "deployment_check_request",
      "deployment_check_restore_budget",
      "deployment_check_set_aside_budget",
      "email_hash",
      "end_staff_sessions",
      "enforce_application_budget",
      "enforce_signup_budget",
      "enforce_single_row_insert",
      "erase_application",
      "erase_signup",
      "export_application",
      "export_applications",
      "export_audit_log",
      "export_signups",
      "fill_application_position",
      "find_application",
      "has_staff_role",
      "held_mail_error",
      "hold_mail",
      "is_aal2",
      "is_mail_address",
      "is_public_request",
      "job_is_open",
      "job_transition",
      "keep_an_admin",
      "keep_job_lifecycle",
      "keep_post_rules",
      "list_applications",
      "list_audit_log",
      "list_beta_waves",
      "list_decision_mails",
      "list_signups",
      "list_staff_members",
      "mail_held_too_long",
      "mail_is_due",
      "mail_payload",
      "mail_report",
      "mailbox",
      "mailbox_mailed_today",
      "new_referral_code",
      "next_business_morning",
      "open_application",
      "post_image_window",
      "post_image_write_allowed",
      "post_state",
      "prefix_allowance_factor",
      "prefix_resume_bytes",
      "prepare_signup",
      "preview_beta_wave",
      "protect_audit_log",
      "purge_expired_audit_log",
      "purge_expired_budget_hits",
      "queue_application_mail",
      "queue_application_mail_summary",
      "queue_application_mail_test",
      "queue_beta_invitation",
      "queue_decision_mail",
      "queue_signup_confirmation",
      "queue_staff_invitation",
      "raise_too_many_requests",
      "record_application_client",
      "record_content_change",
      "record_mail",
      "record_post_save",
      "record_signup_email_hash",
      "referral_credits",
      "referral_places",
      "register_mail_recipient",
      "rejection_reason_counts",
      "remove_expired_audit_entries",
      "remove_staff_member",
      "request_beta_invitation",
      "request_mail",
      "request_rebuild",
      "request_resume",
      "request_role",
      "require_application_fields",
      "require_staff",
      "resend_signup_confirmation",
      "resend_staff_invitation",
      "resolve_referral",
      "restore_blog_post_revision",
      "resume_bytes_in_window",
      "resume_object_name",
      "resume_objects_to_erase",
      "resume_upload_allowed",
      "resume_upload_window",
      "retention_resume_objects",
      "retry_beta_wave",
      "saver_email",
      "search_pattern",
      "send_beta_wave",
      "send_decision_mail_now",
      "session_is_live",
      "set_application_stage",
      "set_applications_stage",
      "settle_mail",
      "signup_after_insert",
      "signup_counts",
      "signup_page",
      "signup_place",
      "signup_repeat_setting",
      "signup_rows",
      "staff_summary_due",
      "token_hash",
      "touch_updated_at",
      "unsubscribe_mail_recipient",
      "write_audit",
      "write_audit_look",
    ]);
    const deskFunctions = [
      "add_application_note",
      "add_staff_member",
      "application_also_applied",
      "application_stage_counts",
      "beta_funnel",
      "beta_wave_members",
      "cancel_beta_wave",
      "cancel_decision_mail",
      "change_staff_role",
      "create_beta_wave",
      "decision_mail_schedule",
      "erase_application",
      "erase_signup",
      "export_application",
      "export_applications",
      "export_audit_log",
      "export_signups",
      "list_applications",
      "list_audit_log",
      "list_beta_waves",
      "list_decision_mails",
      "list_signups",
      "list_staff_members",
      "open_application",
      "preview_beta_wave",
      "queue_decision_mail",
      "rejection_reason_counts",
      "remove_staff_member",
      "request_resume",
      "resend_staff_invitation",
      "restore_blog_post_revision",
      "resume_objects_to_erase",
      "retry_beta_wave",
      "send_beta_wave",
      "send_decision_mail_now",
      "set_application_stage",
      "set_applications_stage",
      "signup_counts",
    ];
    for (const fn of functions) {
      // The storage policy runs its check as the caller, CHECK constraints call their rules as the writer (decision
      // 038), and pages confirm sign-ups: those (and nothing else) are executable by the public key. Signed-in staff
      // also run the desk's functions and the check their policies call.
      const forVisitors = [
        "closed_jobs",
        "resume_upload_allowed",
        "carries_web_address",
        "is_mail_address",
        "confirm_signup",
        "resend_signup_confirmation",
        // A job's CHECK constraints and the closed_jobs view (decision 047).
        "country_codes",
        "currency_codes",
        "job_is_open",
        // A beta sign-up's place and referral link, and a beta invitation's welcome page (decision 053).
        "signup_place",
        "accept_beta_invitation",
        "request_beta_invitation",
      ];
      expect(fn.anon, fn.name).toBe(forVisitors.includes(fn.name));
      expect(fn.authenticated, fn.name).toBe(
        // post_image_write_allowed: the post-images bucket's storage policies call it as the signed-in writer.
        [...forVisitors, "has_staff_role", "is_aal2", "post_image_write_allowed", ...deskFunctions].includes(
          fn.name,
        ),
      );
      expect(fn.config).toContain('search_path=""');
    }
    const [usage] = await backend.api.query<{ anon: boolean; authenticated: boolean }>(
      `select has_schema_privilege('anon', 'private', 'USAGE') as anon,
              has_schema_privilege('authenticated', 'private', 'USAGE') as authenticated`,
    );
    expect(usage).toEqual({ anon: false, authenticated: false });
  });

  it("does not expose tables created later (default privileges revoked)", async () => {
    await backend.api.query("create table public.zz_default_privileges_probe (id int)");
    try {
      const [privileges] = await backend.api.query<{
        anon: boolean;
        authenticated: boolean;
        service: boolean;
      }>(
        `select has_table_privilege('anon', 'public.zz_default_privileges_probe', 'SELECT, INSERT, UPDATE, DELETE') as anon,
                has_table_privilege('authenticated', 'public.zz_default_privileges_probe', 'SELECT, INSERT, UPDATE, DELETE') as authenticated,
                has_table_privilege('service_role', 'public.zz_default_privileges_probe', 'SELECT') as service`,
      );
      expect(privileges).toEqual({ anon: false, authenticated: false, service: true });
    } finally {
      await backend.api.query("drop table public.zz_default_privileges_probe");
    }
  });

  it("keeps signups and candidates out of the realtime publication", async () => {
    const rows = await backend.api.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime'`,
    );
    expect(rows.map((row) => row.tablename)).not.toEqual(expect.arrayContaining(["signups"]));
    expect(rows.map((row) => row.tablename)).not.toEqual(expect.arrayContaining(["candidates"]));
  });

  it("runs requests as the caller's role, not as the superuser", async () => {
    const [row] = await backend.api.queryAs<{ current_user: string; role: string }>(
      "anon",
      "select current_user, auth.role() as role",
    );
    expect(row).toEqual({ current_user: "anon", role: "anon" });
  });

  it("lets anon insert without RETURNING but not with it (SQL level)", async () => {
    const values = [
      crypto.randomUUID(),
      `sql.${crypto.randomUUID()}@example.com`,
      SIGNUP_CONSENT_VERSION,
      PRIVACY_NOTICE_VERSION,
    ];
    await expect(
      backend.api.queryAs(
        "anon",
        `insert into signups (id, name, email, company, role, consent_form_version, privacy_notice_version)
         values ($1, 'Al Sql', $2, 'Co', 'lp', $3, $4)`,
        values,
      ),
    ).resolves.toEqual([]);
    await expect(
      backend.api.queryAs(
        "anon",
        `insert into signups (id, name, email, company, role, consent_form_version, privacy_notice_version)
         values ($1, 'Al Sql', $2, 'Co', 'lp', $3, $4) returning *`,
        values,
      ),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(
      backend.api.queryAs(
        "anon",
        `insert into signups (id, name, email, company, role, consent_form_version, privacy_notice_version)
         values ($1, 'Al Sql', $2, 'Co', 'lp', $3, $4) on conflict (id) do nothing`,
        values,
      ),
    ).rejects.toMatchObject({ code: "42501" });
  });
});

describe("storage as the public key", () => {
  it("cannot list, download, sign, overwrite or delete an uploaded resume", async () => {
    const name = await backend.admitResume("private");
    const original = pdfBytes(1024);
    const upload = await backend.anon.storage
      .from("resumes")
      .upload(name, new Blob([original], { type: "application/pdf" }));
    expect(upload.error).toBeNull();

    const list = await backend.anon.storage.from("resumes").list();
    expect(list.error).toBeNull();
    expect(list.data).toEqual([]);

    const download = await backend.anon.storage.from("resumes").download(name);
    expect(download.data).toBeNull();
    expect(download.error).not.toBeNull();

    const signed = await backend.anon.storage.from("resumes").createSignedUrl(name, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).not.toBeNull();

    const overwrite = await backend.anon.storage
      .from("resumes")
      .upload(name, new Blob([pdfBytes(10)], { type: "application/pdf" }), { upsert: true });
    expect(overwrite.error).toMatchObject({
      statusCode: "403",
      message: "new row violates row-level security policy",
    });

    const update = await backend.anon.storage
      .from("resumes")
      .update(name, new Blob([pdfBytes(10)], { type: "application/pdf" }));
    expect(update.error).toMatchObject({ statusCode: "403" });

    const removed = await backend.anon.storage.from("resumes").remove([name]);
    expect(removed.data).toEqual([]);

    const publicUrl = backend.anon.storage.from("resumes").getPublicUrl(name).data.publicUrl;
    const publicResponse = await fetch(publicUrl);
    expect(publicResponse.status).toBe(400);
    expect(await publicResponse.json()).toMatchObject({ statusCode: "404" });

    // Staff still see the original, unchanged.
    const [folder, fileName] = name.split("/");
    const staffList = await backend.service.storage.from("resumes").list(folder);
    expect(staffList.data?.map((item) => item.name)).toEqual([fileName]);
    const staffDownload = await backend.service.storage.from("resumes").download(name);
    expect(staffDownload.error).toBeNull();
    expect(new Uint8Array(await (staffDownload.data as Blob).arrayBuffer())).toEqual(original);
  });

  it("lets staff read a resume through a short-lived signed URL that forces a download", async () => {
    const name = await backend.admitResume("signed");
    await backend.anon.storage
      .from("resumes")
      .upload(name, new Blob([pdfBytes(64)], { type: "application/pdf" }));
    const { data, error } = await backend.service.storage
      .from("resumes")
      .createSignedUrl(name, 60, { download: true });
    expect(error).toBeNull();
    const response = await fetch(data?.signedUrl ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect((await response.arrayBuffer()).byteLength).toBe(64);

    const tampered = (data?.signedUrl ?? "").replace(name, `${crypto.randomUUID()}/other.pdf`);
    expect((await fetch(tampered)).status).toBe(400);
  });

  it("cannot use the storage API with a forged token", async () => {
    const forged = await signJwt({ role: "service_role" }, "not-the-secret-not-the-secret-000");
    const response = await backend.request("/storage/v1/object/list/resumes", {
      method: "POST",
      as: null,
      headers: { apikey: backend.api.anonKey, authorization: `Bearer ${forged}` },
      body: { prefix: "" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: "403", error: "Unauthorized" });
  });
});
