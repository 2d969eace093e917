/**
 * The migrations on a real PostgreSQL server (the major version hosted Supabase and supabase/config.toml use),
 * not only on PGlite: a throwaway cluster in a temporary directory on a random port gets
 * the embedded API's bootstrap (db/bootstrap/*.sql), every migration and the seed, then the key grants, policies and triggers are
 * checked, including the sign-up advisory lock across two real connections.
 *
 * Needs `initdb` and `pg_ctl` on PATH (scripts/postgres-cluster.mjs says how it runs as root). When that is
 * impossible the tests are skipped and the reason is printed, unless REQUIRE_REAL_POSTGRES=1 (set by .ci/run), which makes a
 * missing server a failure.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { PRIVACY_NOTICE_VERSION } from "@/content/legal";
import { SIGNUP_CONSENT_VERSION } from "@/features/signup/signup-copy";
import { listMigrations, readBootstrapSql, readSeedSql } from "@tapsheet/local-supabase";

import { startPostgresCluster } from "../../scripts/postgres-cluster.mjs";
import { SEED_JOBS, SUPABASE_DIR } from "./support/local-supabase";

/** Applications name an open job (the seed's). */
const OPEN_JOB_ID = SEED_JOBS.seniorMobileEngineer.id;

/** A sign-up as the public key sends it, with its consent record (decision 027). */
const SIGNUP_INSERT = `insert into public.signups (name, email, company, role, consent_form_version, privacy_notice_version)
  values ('Ada Park', $1, 'Northwind', 'vc', '${SIGNUP_CONSENT_VERSION}', '${PRIVACY_NOTICE_VERSION}')`;

let skipReason: string | null = null;
let port = 0;
let stopCluster: (() => void) | null = null;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres" });
  await client.connect();
  clients.push(client);
  return client;
}

/** Skips every test with the reason printed, or fails when a real server is required here. */
function skipAll(reason: string) {
  if (process.env.REQUIRE_REAL_POSTGRES === "1") throw new Error(`Real PostgreSQL is required: ${reason}`);
  skipReason = reason;
  console.warn(`[real-postgres] skipped: ${reason}`);
}

beforeAll(async () => {
  const cluster = await startPostgresCluster();
  if ("unavailable" in cluster) {
    skipAll(cluster.unavailable);
    return;
  }
  port = cluster.port;
  stopCluster = cluster.stop;
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  stopCluster?.();
});

describe("migrations on real PostgreSQL", () => {
  it("apply cleanly: bootstrap (twice), every migration, then the seed", async (context) => {
    if (skipReason) context.skip(skipReason);
    const admin = await connect();
    const [{ server_version_num: version }] = (
      await admin.query<{ server_version_num: string }>("show server_version_num")
    ).rows as [{ server_version_num: string }];
    expect(Number(version)).toBeGreaterThanOrEqual(150000);

    await admin.query(readBootstrapSql());
    await admin.query(readBootstrapSql());
    for (const migration of listMigrations(SUPABASE_DIR)) {
      await admin.query("begin");
      try {
        await admin.query(migration.sql);
        await admin.query("commit");
      } catch (error) {
        await admin.query("rollback");
        throw new Error(`${migration.file}: ${(error as Error).message}`);
      }
    }
    await admin.query(readSeedSql(SUPABASE_DIR));
    // The seed is safe to run twice.
    await admin.query(readSeedSql(SUPABASE_DIR));
    const { rows } = await admin.query<{ jobs: number; posts: number }>(
      "select (select count(*) from public.jobs)::int as jobs, (select count(*) from public.blog_posts)::int as posts",
    );
    expect(rows[0]).toEqual({ jobs: 8, posts: 10 });
  });

  it("enforces grants and RLS for anon", async (context) => {
    if (skipReason) context.skip(skipReason);
    const client = await connect();
    const asAnon = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => {
      await client.query("begin");
      try {
        await client.query("set local role anon");
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.query("rollback");
      }
    };

    const jobs = await asAnon<{ status: string }>("select status from public.jobs");
    expect(jobs.length).toBe(7);
    expect(jobs.every((job) => job.status === "open")).toBe(true);
    const posts = await asAnon<{ is_draft: boolean }>("select is_draft from public.blog_posts");
    expect(posts.length).toBe(9);

    await expect(asAnon("select id from public.signups")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("select id from public.candidates")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("delete from public.jobs")).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("update public.blog_posts set title = 'x'")).rejects.toMatchObject({ code: "42501" });

    const insert = SIGNUP_INSERT;
    await expect(asAnon(`${insert} returning 1`, ["ada@example.com"])).resolves.toHaveLength(1);
    await expect(asAnon(`${insert} returning *`, ["ada@example.com"])).rejects.toMatchObject({
      code: "42501",
    });
    await expect(asAnon(`${insert} returning 1`, ["not-an-email"])).rejects.toMatchObject({ code: "23514" });
    await expect(asAnon(`${insert} returning 1`, ["ada@example.com."])).rejects.toMatchObject({
      code: "23514",
    });
    // The name is normalised (NFKC, format characters removed) before the web-address rule reads it (decision 038).
    const disguised = `insert into public.signups (name, email, company, role, consent_form_version, privacy_notice_version)
      values ($1, 'eve@example.com', 'Northwind', 'vc', '${SIGNUP_CONSENT_VERSION}', '${PRIVACY_NOTICE_VERSION}')`;
    for (const name of [
      "Jo http\u00AD://evil.example",
      "Jo \uFF48\uFF54\uFF54\uFF50\uFF1A\uFF0F\uFF0Fevil.example",
    ]) {
      await expect(asAnon(`${disguised} returning 1`, [name])).rejects.toMatchObject({ code: "23514" });
    }
    const { rows: checked } = await client.query<{ name: string }>(
      "select private.checked_text($1) as name",
      ["\uFF2Ao\u00ADanna\u200B Lee\u{E0041}"],
    );
    expect(checked).toEqual([{ name: "Joanna Lee" }]);

    await expect(
      asAnon("insert into storage.objects (bucket_id, name) values ('resumes', 'cv.pdf')"),
    ).rejects.toMatchObject({ code: "42501" });
    await expect(asAnon("select * from storage.objects")).resolves.toEqual([]);

    const { rows: rls } = await client.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(rls).toEqual([]);
    const { rows: privileges } = await client.query<{ table_name: string; privilege: string }>(
      `select t.table_name, p.privilege
         from unnest(array['signups', 'candidates', 'jobs', 'blog_posts']) as t(table_name)
         cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
        where has_table_privilege('anon', 'public.' || t.table_name, p.privilege)
           or (p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES')
               and has_any_column_privilege('anon', 'public.' || t.table_name, p.privilege))
        order by 1, 2`,
    );
    expect(privileges).toEqual([
      { table_name: "blog_posts", privilege: "SELECT" },
      { table_name: "candidates", privilege: "INSERT" },
      { table_name: "jobs", privilege: "SELECT" },
      { table_name: "signups", privilege: "INSERT" },
    ]);
  });

  it("keeps the staff desk's data to staff at aal2 and its audit log append-only (decision 035)", async (context) => {
    if (skipReason) context.skip(skipReason);
    const client = await connect();
    const hiringId = crypto.randomUUID();
    await client.query("insert into auth.users (id, email) values ($1, 'hiring@staff.example')", [hiringId]);
    // Staff data is read only in a session Auth still has (decision 043).
    const sessionId = crypto.randomUUID();
    await client.query("insert into auth.sessions (id, user_id, aal) values ($1, $2, 'aal2')", [
      sessionId,
      hiringId,
    ]);
    await client.query(
      "insert into public.staff_members (user_id, email, role) values ($1, 'hiring@staff.example', 'hiring')",
      [hiringId],
    );
    const applicationId = crypto.randomUUID();
    await client.query(
      `insert into public.candidates (id, full_name, email, phone, resume_url, job_id, consent_privacy)
       values ($1, 'Kim Lee', 'kim@example.com', '+1 555 0101', $2, $3, true)`,
      [applicationId, `resumes/${applicationId}/cv.pdf`, OPEN_JOB_ID],
    );
    /** Runs `sql` as a signed-in user with these claims, as PostgREST does, and rolls back. */
    const asUser = async <T extends pg.QueryResultRow>(
      sub: string,
      aal: string,
      sql: string,
      values: unknown[] = [],
    ) => {
      await client.query("begin");
      try {
        await client.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify({ role: "authenticated", sub, aal, session_id: sessionId }),
        ]);
        await client.query("set local role authenticated");
        return (await client.query<T>(sql, values)).rows;
      } finally {
        await client.query("rollback");
      }
    };
    const list = "select id, stage from public.candidates where id = $1";
    expect(await asUser(hiringId, "aal2", list, [applicationId])).toEqual([
      { id: applicationId, stage: "new" },
    ]);
    expect(await asUser(hiringId, "aal1", list, [applicationId])).toEqual([]);
    expect(await asUser(crypto.randomUUID(), "aal2", list, [applicationId])).toEqual([]);
    // Names and addresses come only through the recorded list_applications (decision 045).
    for (const column of ["full_name", "phone"]) {
      await expect(asUser(hiringId, "aal2", `select ${column} from public.candidates`)).rejects.toMatchObject(
        {
          code: "42501",
        },
      );
    }
    const [page] = await asUser<{ page: { total: number; rows: { full_name: string }[] } }>(
      hiringId,
      "aal2",
      "select public.list_applications(search => 'kim lee') as page",
    );
    expect(page?.page.rows.map((row) => row.full_name)).toEqual(["Kim Lee"]);
    const [opened] = await asUser<{ id: string }>(
      hiringId,
      "aal2",
      "select (public.open_application($1)).id",
      [applicationId],
    );
    expect(opened).toEqual({ id: applicationId });
    await expect(
      asUser(hiringId, "aal1", "select public.open_application($1)", [applicationId]),
    ).rejects.toMatchObject({ code: "42501" });

    await client.query(
      "insert into public.audit_log (actor_email, action, target_type) values ('service role', 'note_added', 'application')",
    );
    for (const statement of [
      "update public.audit_log set actor_email = 'x'",
      "delete from public.audit_log",
    ]) {
      await expect(client.query(statement)).rejects.toMatchObject({ code: "42501" });
      await client.query("begin");
      await client.query("set local role service_role");
      await expect(client.query(statement)).rejects.toMatchObject({ code: "42501" });
      await client.query("rollback");
    }
  });

  it("enforces the abuse budgets and the resume policy", async (context) => {
    if (skipReason) context.skip(skipReason);
    const client = await connect();
    /** Runs statements as anon in one committed transaction, with the gateway's client-address header. */
    const asVisitor = async (address: string, sql: string, values: unknown[] = []) => {
      await client.query("begin");
      try {
        await client.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ "cf-connecting-ip": address }),
        ]);
        await client.query("set local role anon");
        const { rows } = await client.query<Record<string, unknown>>(sql, values);
        await client.query("commit");
        return rows;
      } catch (error) {
        await client.query("rollback");
        throw error;
      }
    };
    const signUp = (address: string) =>
      asVisitor(address, SIGNUP_INSERT, [`budget.${crypto.randomUUID()}@example.com`]);

    for (let attempt = 0; attempt < 5; attempt += 1) await signUp("203.0.113.10");
    const refused = (await signUp("203.0.113.10").catch((error: unknown) => error)) as pg.DatabaseError;
    expect(refused.code).toBe("PGRST");
    expect(JSON.parse(refused.message)).toMatchObject({ code: "TS429", message: "Too many requests" });
    expect(JSON.parse(refused.detail ?? "")).toMatchObject({
      status: 429,
      headers: { "Retry-After": "600" },
    });
    await expect(signUp("203.0.113.11")).resolves.toEqual([]);

    await client.query("update public.api_limits set per_client_max = 6 where action = 'signup'");
    await expect(signUp("203.0.113.10")).resolves.toEqual([]);
    await client.query("update public.api_limits set per_client_max = 5 where action = 'signup'");
    const { rows: hashes } = await client.query<{ client_hash: string }>(
      "select distinct client_hash from private.budget_hits",
    );
    expect(hashes).toHaveLength(2);
    expect(hashes.every((row) => /^[0-9a-f]{64}$/.test(row.client_hash))).toBe(true);

    // Two connections racing at the edge of one client's budget: the advisory lock admits exactly one.
    await client.query("update public.api_limits set per_client_max = 1 where action = 'signup'");
    const [first, second] = [await connect(), await connect()];
    for (const connection of [first, second]) {
      await connection.query("begin");
      await connection.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "cf-connecting-ip": "203.0.113.12" }),
      ]);
      await connection.query("set local role anon");
    }
    const insert = SIGNUP_INSERT;
    await first.query(insert, [`race.a.${crypto.randomUUID()}@example.com`]);
    const pending = second.query(insert, [`race.b.${crypto.randomUUID()}@example.com`]).then(
      () => "stored",
      (error: pg.DatabaseError) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.query("commit");
    expect(await pending).toBe("PGRST");
    await second.query("rollback");
    await client.query("update public.api_limits set per_client_max = 5 where action = 'signup'");

    const id = crypto.randomUUID();
    await asVisitor(
      "203.0.113.20",
      `insert into public.candidates (id, full_name, email, phone, resume_url, job_id, consent_privacy)
       values ($1, 'Jordan Blake', 'jordan@example.com', '+1 555 0100', $2, $3, true)`,
      [id, `resumes/${id}/cv.pdf`, OPEN_JOB_ID],
    );
    const storeObject = (name: string, metadata = '{"mimetype": "application/pdf", "contentLength": 100}') =>
      asVisitor(
        "203.0.113.20",
        `insert into storage.objects (bucket_id, name, metadata) values ('resumes', $1, $2::jsonb)`,
        [name, metadata],
      );
    await expect(storeObject(`${crypto.randomUUID()}/cv.pdf`)).rejects.toMatchObject({ code: "42501" });
    // An upload that does not name its type as a PDF (a resumable upload may name none).
    await expect(storeObject(`${id}/cv.pdf`, '{"contentLength": 100}')).rejects.toMatchObject({
      code: "42501",
    });
    await expect(storeObject(`${id}/other.pdf`)).rejects.toMatchObject({ code: "42501" });
    await expect(storeObject(`${id}/cv.pdf`)).resolves.toEqual([]);
    await expect(storeObject(`${id}/cv.pdf`)).rejects.toMatchObject({ code: "23505" });
  });

  it("lets only staff run the retention functions, which find aged and orphaned resumes and expired budgets", async (context) => {
    if (skipReason) context.skip(skipReason);
    const client = await connect();
    const id = crypto.randomUUID();
    await client.query(
      `insert into public.candidates (id, created_at, full_name, email, phone, resume_url, job_id, consent_privacy)
       values ($1, now() - interval '13 months', 'Old Applicant', 'old@example.com', '+1 555 0100', $2, $3, true)`,
      [id, `resumes/${id}/old.pdf`, OPEN_JOB_ID],
    );
    const orphan = `${crypto.randomUUID()}/orphan.pdf`;
    const young = `${crypto.randomUUID()}/young.pdf`;
    await client.query(
      `insert into storage.objects (bucket_id, name, created_at)
       values ('resumes', $1, now()), ('resumes', $2, now() - interval '2 days'), ('resumes', $3, now())`,
      [`${id}/old.pdf`, orphan, young],
    );
    await client.query(
      `insert into private.budget_hits (action, client_hash, created_at)
       values ('signup', 'x', now() - interval '1 hour'), ('signup', 'y', now())`,
    );
    const asRole = async (role: string, sql: string, values: unknown[] = []) => {
      await client.query("begin");
      try {
        await client.query(`set local role ${role}`);
        return (await client.query<Record<string, unknown>>(sql, values)).rows;
      } finally {
        await client.query("rollback");
      }
    };
    const due =
      "select * from public.retention_resume_objects(now() - interval '12 months', now() - interval '1 day') as name";
    await expect(asRole("anon", due)).rejects.toMatchObject({ code: "42501" });
    const names = (await asRole("service_role", due)).map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([`${id}/old.pdf`, orphan]));
    expect(names).not.toContain(young);
    await expect(
      asRole("authenticated", "select public.purge_expired_budget_hits(false)"),
    ).rejects.toMatchObject({
      code: "42501",
    });
    expect(await asRole("service_role", "select public.purge_expired_budget_hits(true) as n")).toEqual([
      { n: 1 },
    ]);
    await client.query("begin");
    await client.query("set local role service_role");
    expect((await client.query("select public.purge_expired_budget_hits(false) as n")).rows).toEqual([
      { n: 1 },
    ]);
    await client.query("commit");
    const { rows } = await client.query(
      "select client_hash from private.budget_hits where client_hash in ('x', 'y')",
    );
    expect(rows).toEqual([{ client_hash: "y" }]);
  });

  it("keeps one sign-up when two connections insert the same e-mail concurrently", async (context) => {
    if (skipReason) context.skip(skipReason);
    const [first, second] = [await connect(), await connect()];
    const email = "Race.Condition@Example.com";
    const insert = SIGNUP_INSERT;
    await first.query("begin");
    await first.query("set local role anon");
    await first.query(insert, [email]);

    await second.query("begin");
    await second.query("set local role anon");
    // Blocks on the advisory lock until the first transaction commits, then stores the repeat and removes it
    // again (decision 027).
    const pending = second.query(insert, [email.toUpperCase()]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.query("commit");
    await pending;
    await second.query("commit");

    const { rows } = await first.query("select email from public.signups where lower(email) = lower($1)", [
      email,
    ]);
    expect(rows).toEqual([{ email: email.toLowerCase() }]);
    // One confirmation queued for the address, whoever asked.
    const { rows: mail } = await first.query(
      `select m.status from private.outbox m join public.signups s on s.id = m.signup_id where s.email = $1`,
      [email.toLowerCase()],
    );
    expect(mail).toEqual([{ status: "queued" }]);
  });

  it("queues application mail once when the resume arrives, and gives two concurrent drainers disjoint claims", async (context) => {
    if (skipReason) context.skip(skipReason);
    const [first, second] = [await connect(), await connect()];
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of ids) {
      await first.query(
        `insert into public.candidates (id, full_name, email, phone, resume_url, job_id, consent_privacy)
         values ($1, 'Mail Applicant', $3, '+1 555 0100', $2, $4, true)`,
        [id, `resumes/${id}/cv.pdf`, `mail.${id}@example.com`, OPEN_JOB_ID],
      );
      await first.query("insert into storage.objects (bucket_id, name) values ('resumes', $1)", [
        `${id}/cv.pdf`,
      ]);
    }
    const queued = await first.query<{ n: number }>(
      "select count(*)::int as n from private.outbox where application_id = any($1::uuid[])",
      [ids],
    );
    expect(queued.rows).toEqual([{ n: 4 }]);

    const claim = "select message_id from public.claim_mail('application-mail', 60)";
    await first.query("begin");
    await first.query("set local role service_role");
    // Each drainer claims one message a call; two calls each.
    const claimTwice = async (client: typeof first) =>
      [
        ...(await client.query<{ message_id: string }>(claim)).rows,
        ...(await client.query<{ message_id: string }>(claim)).rows,
      ].map((row) => row.message_id);
    const firstClaim = await claimTwice(first);
    // The first claims are not committed yet: their rows are locked and skipped, not waited for.
    await second.query("begin");
    await second.query("set local role service_role");
    const secondClaim = await claimTwice(second);
    await first.query("commit");
    await second.query("commit");
    expect(firstClaim.length + secondClaim.length).toBe(4);
    expect(firstClaim.filter((id) => secondClaim.includes(id))).toEqual([]);

    await first.query("begin");
    await first.query("set local role anon");
    await expect(first.query(claim)).rejects.toMatchObject({ code: "42501" });
    await first.query("rollback");
  });
});
