/**
 * `npm run check:deploy` (scripts/check-deploy.mjs, decision 019) run as staff run it, against embedded APIs: it
 * passes on a correctly configured project and leaves nothing behind, and it fails, naming the cause, for each
 * fault it exists to catch: an API that trusts forged forwarding headers, one that sees no client address, wrong
 * keys, a removed insert policy, an added read policy, and a site without its security headers.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startStaticServer } from "../../scripts/serve.mjs";
import {
  type EdgeFunction,
  type LocalSupabase,
  startEdgeFunction,
  startLocalSupabase,
  startMailDrainer,
} from "@tapsheet/local-supabase";

import { SUPABASE_DIR, validCandidate, validSignup } from "./support/local-supabase";

const SCRIPT = join(import.meta.dirname, "../../scripts/check-deploy.mjs");

interface CheckRun {
  code: number | null;
  output: string;
  /** The check lines (✔, ✖ or –), in order. */
  lines: string[];
}

/** Runs the script as a separate process (the API answers from this one, so the call must not block). */
function runCheck(api: LocalSupabase, overrides: Record<string, string> = {}): Promise<CheckRun> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    SUPABASE_URL: api.url,
    SUPABASE_ANON_KEY: api.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: api.serviceRoleKey,
    ...overrides,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT], { env });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const lines = output.split("\n").filter((line) => /^[✔✖–] /.test(line));
      resolve({ code, output, lines });
    });
  });
}

/** The line of one check, failing the test with the whole output when the check printed none. */
function lineOf(run: CheckRun, name: string): string {
  const line = run.lines.find(
    (candidate) => candidate.slice(2) === name || candidate.slice(2).startsWith(`${name}:`),
  );
  if (!line) throw new Error(`No line for "${name}" in:\n${run.output}`);
  return line;
}

function failures(run: CheckRun): string[] {
  return run.lines.filter((line) => line.startsWith("✖"));
}

/** Nothing the check stored is left: no test row, no object, no abuse-budget record, no test user. */
async function expectNothingLeft(api: LocalSupabase) {
  const [left] = await api.query<{
    signups: number;
    candidates: number;
    objects: number;
    hits: number;
    users: number;
  }>(
    `select (select count(*)::int from public.signups where email like '%@example.invalid') as signups,
            (select count(*)::int from public.candidates where email like '%@example.invalid') as candidates,
            (select count(*)::int from storage.objects where bucket_id = 'resumes') as objects,
            (select count(*)::int from private.budget_hits) as hits,
            (select count(*)::int from auth.users) as users`,
  );
  expect(left).toEqual({ signups: 0, candidates: 0, objects: 0, hits: 0, users: 0 });
}

/** The API with the unsubscribe function served, as a deployed project has it (decision 027). */
async function startApi(trustProxy = false): Promise<{ api: LocalSupabase; unsubscribe: EdgeFunction }> {
  const api = await startLocalSupabase({ supabaseDir: SUPABASE_DIR, port: 0, trustProxy });
  const unsubscribe = await startEdgeFunction({
    supabaseDir: SUPABASE_DIR,
    name: "unsubscribe",
    supabaseUrl: api.url,
    serviceRoleKey: api.serviceRoleKey,
    env: { SITE_URL: "http://site.test" },
  });
  api.mountFunction("unsubscribe", unsubscribe.url);
  return { api, unsubscribe };
}

/** A key with the anon role signed with another secret: a key of some other project. */
const leakId = crypto.randomUUID();

function foreignAnonKey(anonKey: string): string {
  const [header, payload] = anonKey.split(".");
  return `${header}.${payload}.${Buffer.from("not this project's signature").toString("base64url")}`;
}

describe("against an API that takes client addresses from its socket, as production does", () => {
  let api: LocalSupabase;
  let unsubscribe: EdgeFunction;
  beforeAll(async () => {
    ({ api, unsubscribe } = await startApi());
  });
  afterAll(async () => {
    await unsubscribe.stop();
    await api.close();
  });

  it("passes every check, exits 0 and leaves nothing behind", async () => {
    const run = await runCheck(api);
    expect(failures(run)).toEqual([]);
    expect(run.code).toBe(0);
    expect(lineOf(run, "Client address the abuse budgets see (forged headers sent)")).toMatch(
      /^✔ .*sees 127\.0\.0\.1, carried by cf-connecting-ip/,
    );
    expect(lineOf(run, "Resumable (TUS) upload of the application's resume")).toMatch(/^✔/);
    expect(lineOf(run, "Unsubscribe function (one-click, no key)")).toMatch(/^✔/);
    expect(lineOf(run, "A signed-in user who is not staff reads nothing")).toMatch(
      /^✔ .*reads no applications, sign-ups, staff, timeline or audit log, runs no desk function, reaches no resume/,
    );
    expect(lineOf(run, "Application mail is flowing")).toMatch(/^✔ .*0 failed.*now 0 queued/);
    expect(lineOf(run, "Beta mail is flowing")).toMatch(/^✔ .*0 failed.*now 0 queued/);
    expect(lineOf(run, "Resume bytes against their alert level")).toMatch(
      /^✔ .*under the alert level of 2048 MB/,
    );
    expect(run.output).toMatch(/18 passed, 0 failed/);
    await expectNothingLeft(api);
  });

  it("is not refused by the budget of an address that used it, and gives that address its records back", async () => {
    await api.query(
      "update public.api_limits set per_client_max = 1 where action in ('signup', 'application')",
    );
    try {
      // A real visitor from the same address (this machine) uses the whole sign-up budget first.
      const visitor = await fetch(`${api.url}/rest/v1/signups`, {
        method: "POST",
        headers: {
          apikey: api.anonKey,
          authorization: `Bearer ${api.anonKey}`,
          "content-type": "application/json",
          prefer: "return=minimal",
        },
        body: JSON.stringify(validSignup({ email: "ada@example.com" })),
      });
      expect(visitor.status).toBe(201);
      const run = await runCheck(api);
      expect(failures(run)).toEqual([]);
      expect(lineOf(run, "Abuse budget of this address set aside for the check")).toMatch(
        /^✔ .*: 1 earlier records/,
      );
      const hits = await api.query<{ action: string }>("select action from private.budget_hits");
      expect(hits).toEqual([{ action: "signup" }]);
    } finally {
      await api.query("update public.api_limits set per_client_max = 5 where action = 'signup'");
      await api.query("update public.api_limits set per_client_max = 3 where action = 'application'");
      await api.query("delete from private.budget_hits");
      await api.query("delete from public.signups where email = 'ada@example.com'");
    }
    await expectNothingLeft(api);
  });

  describe("application mail", () => {
    /** One application's confirmation in the outbox, queued `minutesAgo`, with `status` and `last_error`. */
    async function message(minutesAgo: number, status: string, lastError: string | null) {
      const candidate = validCandidate();
      const stored = await fetch(`${api.url}/rest/v1/candidates`, {
        method: "POST",
        headers: {
          apikey: api.serviceRoleKey,
          authorization: `Bearer ${api.serviceRoleKey}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(candidate),
      });
      expect(stored.status).toBe(201);
      await api.query(
        `insert into private.outbox (application_id, kind, status, created_at, last_attempt_at, last_error)
         values ($1, 'applicant_confirmation', $2, now() - make_interval(mins => $3), now(), $4)`,
        [candidate.id, status, minutesAgo, lastError],
      );
      return String(candidate.id);
    }

    async function remove(id: string) {
      await api.query("delete from public.candidates where id = $1", [id]);
    }

    it("fails while a message has waited 15 minutes, naming why it waits", async () => {
      const fresh = await message(5, "queued", null);
      const ok = await runCheck(api);
      expect(lineOf(ok, "Application mail is flowing")).toMatch(/^✔ .*now 1 queued \(oldest 3\d\d s\)/);
      const stuck = await message(20, "queued", "Not sent: Missing function secrets: EMAIL_API_KEY");
      try {
        const run = await runCheck(api);
        expect(run.code).toBe(1);
        expect(lineOf(run, "Application mail is flowing")).toMatch(
          /^✖ .*the oldest queued message has waited 20 min \(Not sent: Missing function secrets: EMAIL_API_KEY\) → .*supabase functions deploy application-mail/,
        );
      } finally {
        await remove(stuck);
        await remove(fresh);
      }
    });

    it("fails when a message failed in the last day, and only reports rejected and deferred ones", async () => {
      const rejected = await message(30, "rejected", "Not sent: the resume is not a PDF");
      const deferred = await message(30, "deferred", "Deferred: 100 messages were sent in the last 01:00:00");
      try {
        const calm = await runCheck(api);
        expect(lineOf(calm, "Application mail is flowing")).toMatch(/^✔ .*1 rejected.*1 deferred/);
        const failed = await message(60, "failed", "HTTP 422: invalid from");
        try {
          const run = await runCheck(api);
          expect(run.code).toBe(1);
          expect(lineOf(run, "Application mail is flowing")).toMatch(
            /^✖ .*1 message\(s\) failed in the last 24 hours \(latest, applicant_confirmation: HTTP 422: invalid from\)/,
          );
        } finally {
          await remove(failed);
        }
      } finally {
        await remove(rejected);
        await remove(deferred);
      }
    });

    it("fails while a beta confirmation has waited 15 minutes, and when one failed, naming why", async () => {
      const email = `beta.${crypto.randomUUID()}@example.com`;
      await api.query(
        `insert into public.signups (name, email, company, role) values ('Ada Park', $1, 'Northwind', 'vc')`,
        [email],
      );
      const setMail = (set: string) =>
        api.query(
          `update private.outbox set ${set} where signup_id in (select id from public.signups where email = $1)`,
          [email],
        );
      try {
        await setMail(
          "created_at = now() - interval '20 minutes', last_error = 'Not sent: Missing function secrets: SITE_URL'",
        );
        const stuck = await runCheck(api);
        expect(stuck.code).toBe(1);
        expect(lineOf(stuck, "Beta mail is flowing")).toMatch(
          /^✖ .*the oldest queued message has waited 20 min \(Not sent: Missing function secrets: SITE_URL\) → .*supabase functions deploy beta-mail/,
        );
        expect(lineOf(stuck, "Application mail is flowing")).toMatch(/^✔/);
        await setMail("status = 'failed', last_attempt_at = now(), last_error = 'HTTP 422: invalid from'");
        const failed = await runCheck(api);
        expect(failed.code).toBe(1);
        expect(lineOf(failed, "Beta mail is flowing")).toMatch(
          /^✖ .*1 message\(s\) failed in the last 24 hours \(latest, signup_confirmation: HTTP 422: invalid from\)/,
        );
      } finally {
        await api.query("delete from public.signups where email = $1", [email]);
        await api.query(
          "delete from private.outbox where kind = 'signup_confirmation' and signup_id is null",
        );
      }
    });

    it("proves a round trip with MAIL_TEST_TO: the test message is sent, here into the local mailbox", async () => {
      const drainer = await startMailDrainer({
        supabaseDir: SUPABASE_DIR,
        supabaseUrl: api.url,
        serviceRoleKey: api.serviceRoleKey,
        env: {
          EMAIL_API_URL: api.mailboxUrl,
          EMAIL_API_KEY: "local-mailbox",
          EMAIL_FROM: "Tapsheet Careers <careers@tapsheet.example>",
          HIRING_TEAM_EMAIL: "hiring@tapsheet.example",
          SITE_URL: "http://site.test",
        },
        intervalMs: 200,
      });
      try {
        const to = `staff.${crypto.randomUUID()}@tapsheet.example`;
        const run = await runCheck(api, { MAIL_TEST_TO: to });
        expect(lineOf(run, `Test message to ${to}`)).toMatch(/^✔ .*sent to .* in \d+ s/);
        const inbox = (await (await fetch(`${api.mailboxUrl}/messages`)).json()) as {
          to: string[];
          subject: string;
        }[];
        expect(inbox.filter((mail) => mail.to.includes(to)).map((mail) => mail.subject)).toEqual([
          "Tapsheet mail test",
        ]);
      } finally {
        await drainer.stop();
      }
    });
  });

  it("names a public key of another project", async () => {
    const run = await runCheck(api, { SUPABASE_ANON_KEY: foreignAnonKey(api.anonKey) });
    expect(run.code).toBe(1);
    expect(lineOf(run, "Keys")).toMatch(
      /^✖ Keys: the project refused SUPABASE_ANON_KEY \(HTTP 401.*→ copy this project's anon/,
    );
    expect(lineOf(run, "Public key inserts a sign-up")).toMatch(/^– .*not run \(the keys are wrong\)/);
  });

  it("names the service-role key given as the public key, and the public key given as the service-role key", async () => {
    const swapped = await runCheck(api, {
      SUPABASE_ANON_KEY: api.serviceRoleKey,
      SUPABASE_SERVICE_ROLE_KEY: api.anonKey,
    });
    expect(swapped.code).toBe(1);
    expect(lineOf(swapped, "Keys")).toMatch(
      /^✖ Keys: SUPABASE_ANON_KEY is the service_role key, not the public one/,
    );
    const publicAsStaff = await runCheck(api, { SUPABASE_SERVICE_ROLE_KEY: api.anonKey });
    expect(lineOf(publicAsStaff, "Keys")).toMatch(
      /^✖ Keys: SUPABASE_SERVICE_ROLE_KEY is the anon key, not the service-role one/,
    );
  });

  it("names the missing insert policy on sign-ups, and still removes what it stored", async () => {
    await api.query('drop policy "Visitors can sign up" on public.signups');
    try {
      const run = await runCheck(api);
      expect(run.code).toBe(1);
      expect(lineOf(run, "Public key inserts a sign-up")).toMatch(
        /^✖ Public key inserts a sign-up: the public key cannot insert a sign-up \(HTTP 401, 42501.*"Visitors can sign up" policy/,
      );
      expect(lineOf(run, "Public key inserts an application")).toMatch(/^✔/);
      expect(lineOf(run, "Test data removed")).toMatch(/^✔/);
    } finally {
      await api.query(
        `create policy "Visitors can sign up" on public.signups for insert to anon with check (char_length(email) > 0)`,
      );
    }
    await expectNothingLeft(api);
  });

  it("names a read policy that lets the public key read sign-ups", async () => {
    await api.query("grant select on public.signups to anon");
    await api.query('create policy "Leak" on public.signups for select to anon using (true)');
    try {
      const run = await runCheck(api);
      expect(run.code).toBe(1);
      expect(lineOf(run, "Public key cannot read sign-ups")).toMatch(
        /^✖ Public key cannot read sign-ups: the public key can read sign-ups .*revoke select on public\.signups from anon/,
      );
      expect(failures(run)).toHaveLength(1);
    } finally {
      await api.query('drop policy "Leak" on public.signups');
      await api.query("revoke select on public.signups from anon");
    }
    await expectNothingLeft(api);
  });

  it("names a policy that lets any signed-in user read applications (decision 035)", async () => {
    await api.query('drop policy "Applications only at aal2" on public.candidates');
    await api.query('create policy "Leak" on public.candidates for select to authenticated using (true)');
    try {
      // A row for the leak to show, besides the check's own application.
      await api.query(
        `insert into public.candidates (id, full_name, email, phone, resume_url, job_id, consent_privacy)
         values ($1, 'Kim Lee', 'kim@example.com', '+1 555 0101', $2, $3, true)`,
        [leakId, `resumes/${leakId}/cv.pdf`, validCandidate().job_id],
      );
      const run = await runCheck(api);
      expect(run.code).toBe(1);
      expect(lineOf(run, "A signed-in user who is not staff reads nothing")).toMatch(
        /^✖ .*a signed-in user who is not staff reads \d+ rows of candidates → row-level security must name staff roles/,
      );
      expect(failures(run)).toHaveLength(1);
    } finally {
      await api.query('drop policy "Leak" on public.candidates');
      await api.query(
        `create policy "Applications only at aal2" on public.candidates as restrictive for all to authenticated
           using (((select auth.jwt()) ->> 'aal') = 'aal2') with check (((select auth.jwt()) ->> 'aal') = 'aal2')`,
      );
      await api.query("delete from public.candidates where id = $1", [leakId]);
    }
    await expectNothingLeft(api);
  });

  it("names a database that sees no client address (the budgets would count nobody)", async () => {
    await api.query(
      "create or replace function private.client_address() returns text language sql stable set search_path = '' as $$ select null::text $$",
    );
    try {
      const run = await runCheck(api);
      expect(run.code).toBe(1);
      expect(lineOf(run, "Client address the abuse budgets see (forged headers sent)")).toMatch(
        /^✖ .*the database sees no client address \(headers that arrived: cf-connecting-ip, x-forwarded-for, x-real-ip\)/,
      );
    } finally {
      await api.query(
        `create or replace function private.client_address() returns text language sql stable set search_path = '' as $$
           select nullif(btrim(split_part(
             coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json ->> 'cf-connecting-ip', ',', 1
           )), '')
         $$`,
      );
    }
  });

  describe("with SITE_URL", () => {
    let siteDir: string;

    /** What a build made just now writes to `/build-info.json`. */
    const freshBuild = () => {
      const now = new Date().toISOString();
      return { builtAt: now, contentReadAt: now, newestChange: null, posts: 0, openJobs: 0, closedJobs: 0 };
    };

    /** A build directory with the shape `npm run build` writes, and the given `_headers`. */
    const CARD = "/social/site.0123456789.png";
    function writeSite(headers: Record<string, string>, buildInfo: object = freshBuild(), card = true) {
      const cardTag = `<meta property="og:image" content="https://tapsheet.example${CARD}"/>`;
      const prerendered = (title: string) =>
        `<!doctype html><html><head><script>window.__reactRouterContext = {"isSpaMode":false};</script>${cardTag}</head><body><h1>${title}</h1></body></html>`;
      rmSync(join(siteDir, CARD.slice(1)), { force: true });
      const files: Record<string, string> = {
        "index.html": prerendered("Home"),
        "about/team/index.html": prerendered("Team"),
        "__spa-fallback.html": `<!doctype html><html><head><script>window.__reactRouterContext = {"isSpaMode":true};</script>${cardTag}</head><body></body></html>`,
        ...(card ? { [CARD.slice(1)]: "\u0089PNG\r\n\u001a\n" } : {}),
        "build-info.json": JSON.stringify(buildInfo),
        "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>https://tapsheet.example/</loc></url></urlset>`,
        _headers: `/*\n${Object.entries(headers)
          .map(([name, value]) => `  ${name}: ${value}`)
          .join(
            "\n",
          )}\n/social/*\n  Cache-Control: public, max-age=31536000, immutable\n  Content-Type: image/png\n`,
      };
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(siteDir, path)), { recursive: true });
        writeFileSync(join(siteDir, path), text);
      }
    }

    const goodHeaders = () => ({
      "Content-Security-Policy": `default-src 'none'; script-src 'self' 'sha256-AAAA'; connect-src 'self' ${api.url}; frame-ancestors 'none'`,
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=()",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    });

    beforeAll(() => {
      siteDir = mkdtempSync(join(tmpdir(), "tapsheet-deploy-check-site-"));
    });
    afterAll(() => {
      rmSync(siteDir, { recursive: true, force: true });
    });

    /** The server reads `_headers` when it starts, so each variant gets its own server on the same files. */
    async function runAgainstSite(headers: Record<string, string>, buildInfo?: object, card?: boolean) {
      writeSite(headers, buildInfo, card);
      const variant = await startStaticServer({ dir: siteDir, port: 0 });
      const address = variant.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      try {
        return await runCheck(api, { SITE_URL: url });
      } finally {
        await new Promise((resolve) => variant.close(resolve));
      }
    }

    it("passes the routes, the fallback, the 404, the sitemap and the headers of a correct deploy", async () => {
      const run = await runAgainstSite(goodHeaders());
      expect(failures(run)).toEqual([]);
      expect(lineOf(run, "Site: unknown path answers 404")).toMatch(/^✔ .*404, the SPA fallback/);
      expect(lineOf(run, "Site: security headers")).toMatch(/^✔ .*connect-src names http:\/\/127\.0\.0\.1:/);
      expect(run.code).toBe(0);
    });

    it("fails when a publish has waited for the site longer than the rebuild promises, not before", async () => {
      const builtBefore = { ...freshBuild(), contentReadAt: "2026-01-01T00:00:00.000Z", newestChange: null };
      const publish = (minutesAgo: number) =>
        api.query(
          `insert into public.blog_posts (slug, title, author, content, is_draft, published_date, updated_at)
           values ('deploy-check-freshness', 'Fresh', 'Ada', '<p>x</p>', false, now(), now() - interval '${minutesAgo} minutes')`,
        );
      // The seed's rows were written when this API's data was made, which may be any time ago (the data directory
      // is cached between runs): they count as part of that older build, so only this test's publishes can wait.
      for (const table of ["jobs", "blog_posts"]) {
        await api.query(`alter table public.${table} disable trigger user`);
        await api.query(`update public.${table} set updated_at = '2025-06-01T00:00:00Z'`);
        await api.query(`alter table public.${table} enable trigger user`);
      }
      try {
        await publish(5);
        const waiting = await runAgainstSite(goodHeaders(), builtBefore);
        expect(lineOf(waiting, "Site: built since the last publish")).toMatch(
          /^✔ .*every publish older than the rebuild's 15 minutes/,
        );
        await api.query("delete from public.blog_posts where slug = 'deploy-check-freshness'");
        await publish(40);
        const stale = await runAgainstSite(goodHeaders(), builtBefore);
        expect(stale.code).toBe(1);
        expect(lineOf(stale, "Site: built since the last publish")).toMatch(
          /^✖ .*a job or post published at \S+ has waited 40 minutes for it \(the rebuild promises 15\)/,
        );
        expect(failures(stale)).toHaveLength(1);
        const rebuilt = await runAgainstSite(goodHeaders());
        expect(lineOf(rebuilt, "Site: built since the last publish")).toMatch(
          /^✔ Site: built since the last publish/,
        );
      } finally {
        await api.query("delete from public.blog_posts where slug = 'deploy-check-freshness'");
      }
    });

    it("fails when a page names a social card the site does not serve", async () => {
      const passing = await runAgainstSite(goodHeaders());
      expect(lineOf(passing, "Site: social cards")).toMatch(/^✔ .*1 cards named by 4 pages/);
      const missing = await runAgainstSite(goodHeaders(), undefined, false);
      expect(lineOf(missing, "Site: social cards")).toMatch(
        /^✖ Site: social cards: \/ names https:\/\/tapsheet\.example\/social\/site\.0123456789\.png, which answered HTTP 404/,
      );
      expect(failures(missing)).toHaveLength(1);
    });

    it("names a host that sends no HSTS, and a CSP whose connect-src names another project", async () => {
      const { "Strict-Transport-Security": _hsts, ...withoutHsts } = goodHeaders();
      const missing = await runAgainstSite(withoutHsts);
      expect(missing.code).toBe(1);
      expect(lineOf(missing, "Site: security headers")).toMatch(
        /^✖ Site: security headers: Strict-Transport-Security missing or shorter than a year \(on all 4 pages\)/,
      );
      const otherProject = await runAgainstSite({
        ...goodHeaders(),
        "Content-Security-Policy":
          "default-src 'none'; script-src 'self'; connect-src 'self' https://other.supabase.co; frame-ancestors 'none'",
      });
      expect(lineOf(otherProject, "Site: security headers")).toMatch(
        /^✖ .*connect-src does not name http:\/\/127\.0\.0\.1:\d+ \(it is "'self' https:\/\/other\.supabase\.co"\)/,
      );
      expect(failures(otherProject)).toHaveLength(1);
    });
  });
});

describe("against an API that trusts X-Forwarded-For (TRUST_PROXY=1)", () => {
  let api: LocalSupabase;
  let unsubscribe: EdgeFunction;
  beforeAll(async () => {
    ({ api, unsubscribe } = await startApi(true));
  });
  afterAll(async () => {
    await unsubscribe.stop();
    await api.close();
  });

  it("fails the client-address check, naming the forged header, and still cleans up", async () => {
    const run = await runCheck(api);
    expect(run.code).toBe(1);
    expect(lineOf(run, "Client address the abuse budgets see (forged headers sent)")).toMatch(
      /^✖ .*the database took the client address from the forged x-forwarded-for value \(198\.51\.100\.\d+\), so anyone can reset their abuse budget.*TRUST_PROXY=1/,
    );
    expect(failures(run)).toHaveLength(1);
    await expectNothingLeft(api);
  });
});
