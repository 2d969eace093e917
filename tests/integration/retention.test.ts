/**
 * The retention job (decision 008), run as staff run it: the
 * real script in a child process, with the service role, against the embedded API.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { beforeAll, describe, expect, it } from "vitest";

import { RESUME_MIME_TYPE } from "@/config/limits";

import { candidateWithResume, pdfBytes, useLocalSupabase, validSignup } from "./support/local-supabase";

const run = promisify(execFile);
const backend = useLocalSupabase();

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

async function retention(...args: string[]) {
  return run(process.execPath, ["scripts/retention.mjs", ...args], {
    env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.api.serviceRoleKey },
  });
}

async function insertAsStaff(table: string, row: Record<string, unknown>) {
  const response = await backend.request(`/rest/v1/${table}`, { method: "POST", as: "service", body: row });
  expect(response.status, `${table}: ${await response.clone().text()}`).toBe(201);
}

async function storeAsStaff(objectName: string) {
  const response = await backend.request(`/storage/v1/object/resumes/${objectName}`, {
    method: "POST",
    as: "service",
    body: pdfBytes(256),
    headers: { "content-type": RESUME_MIME_TYPE },
  });
  expect(response.status).toBe(200);
}

async function snapshot() {
  const ids = async (table: string) =>
    (await backend.api.query<{ id: string }>(`select id from public.${table} order by id`)).map(
      (row) => row.id,
    );
  return {
    candidates: await ids("candidates"),
    signups: await ids("signups"),
    objects: (
      await backend.api.query<{ name: string }>(
        "select name from storage.objects where bucket_id = 'resumes' order by name",
      )
    ).map((row) => row.name),
    // Application mail (decision 018) goes with its application.
    mailFor: (
      await backend.api.query<{ application_id: string }>(
        "select distinct application_id from private.outbox where application_id is not null order by application_id",
      )
    ).map((row) => row.application_id),
    budgetRecords: (
      await backend.api.query<{ n: number }>("select count(*)::int as n from private.budget_hits")
    )[0]?.n,
    // The test's own two entries: the seed's jobs and posts write entries of their own when they are published.
    auditTargets: (
      await backend.api.query<{ target_id: string }>(
        "select target_id from public.audit_log where target_id = any ($1::uuid[]) order by id",
        [[agedAuditTarget, freshAuditTarget]],
      )
    ).map((row) => row.target_id),
  };
}

const aged = candidateWithResume("aged");
const fresh = candidateWithResume("fresh");
const withoutResume = candidateWithResume("never-arrived");
const oldOrphan = `${crypto.randomUUID()}/old-orphan.pdf`;
const newOrphan = `${crypto.randomUUID()}/new-orphan.pdf`;
const confirmed = { confirmed_at: ago(0) };
const agedSignup = validSignup({ created_at: ago(25 * 30 * DAY_MS), ...confirmed });
const freshSignup = validSignup({ created_at: ago(23 * 30 * DAY_MS), ...confirmed });
// Never confirmed (decision 027): removed after 30 days; a sign-up from before consent records were kept (none
// recorded, never asked to confirm) keeps the 24 months.
const unconfirmedAged = validSignup({ created_at: ago(31 * DAY_MS) });
const unconfirmedFresh = validSignup({ created_at: ago(29 * DAY_MS) });
// The staff desk's audit log (decision 035) is kept 24 months.
const agedAuditTarget = crypto.randomUUID();
const freshAuditTarget = crypto.randomUUID();
const legacyUnconfirmed = validSignup({
  created_at: ago(60 * DAY_MS),
  consent_form_version: null,
  privacy_notice_version: null,
});

beforeAll(async () => {
  await insertAsStaff("candidates", { ...aged.candidate, created_at: ago(13 * 30 * DAY_MS) });
  await storeAsStaff(aged.objectName);
  await insertAsStaff("candidates", fresh.candidate);
  await storeAsStaff(fresh.objectName);
  await insertAsStaff("candidates", { ...withoutResume.candidate, created_at: ago(2 * DAY_MS) });
  await storeAsStaff(oldOrphan);
  await storeAsStaff(newOrphan);
  await backend.api.query(
    "update storage.objects set created_at = now() - interval '25 hours' where bucket_id = 'resumes' and name = $1",
    [oldOrphan],
  );
  for (const signup of [agedSignup, freshSignup, unconfirmedAged, unconfirmedFresh, legacyUnconfirmed]) {
    await insertAsStaff("signups", signup);
  }
  await backend.api.query(
    `insert into private.budget_hits (action, client_hash, created_at)
     values ('signup', 'a', now() - interval '11 minutes'), ('signup', 'b', now() - interval '1 minute'),
            ('application', 'c', now() - interval '2 hours'), ('application', 'd', now() - interval '5 minutes')`,
  );
  await backend.api.query(
    `insert into public.audit_log (created_at, actor_email, action, target_type, target_id) values
       (now() - interval '25 months', 'service role', 'signup_erased', 'signup', $1),
       (now() - interval '23 months', 'service role', 'signup_erased', 'signup', $2)`,
    [agedAuditTarget, freshAuditTarget],
  );
});

describe("npm run retention", () => {
  it("reports what it would remove and changes nothing without --apply", async () => {
    const before = await snapshot();
    const { stdout } = await retention();
    expect(stdout).toContain("dry run");
    expect(stdout).toMatch(/applications older than 12 months: 1\n/);
    expect(stdout).toMatch(/older than 24 hours: 2\n/);
    expect(stdout).toMatch(/sign-ups older than 24 months: 1\n/);
    expect(stdout).toMatch(/sign-ups not confirmed within 30 days: 1\n/);
    expect(stdout).toMatch(/abuse-budget records past their window: 2\n/);
    expect(stdout).toMatch(/staff audit-log entries older than 24 months: 1\n/);
    expect(stdout).not.toContain("aged.pdf");
    expect(await snapshot()).toEqual(before);
  });

  it("removes exactly the aged rows, their files, their mail records and the orphans with --apply, and nothing more on a second run", async () => {
    const before = await snapshot();
    const { stdout } = await retention("--apply");
    expect(stdout).toContain(
      "Removed 1 applications, 2 resumes, 1 sign-ups, 1 unconfirmed sign-ups, 2 budget records and 1 audit-log entries.",
    );

    const after = await snapshot();
    expect(after.candidates).toEqual(before.candidates.filter((id) => id !== aged.candidate.id));
    expect(after.candidates).toEqual(
      expect.arrayContaining([fresh.candidate.id, withoutResume.candidate.id]),
    );
    expect(after.objects).toEqual([fresh.objectName, newOrphan].sort());
    expect(after.signups).toEqual(
      [freshSignup.id, unconfirmedFresh.id, legacyUnconfirmed.id].map(String).sort(),
    );
    expect(before.mailFor).toEqual([aged.candidate.id, fresh.candidate.id].sort());
    expect(after.mailFor).toEqual([fresh.candidate.id]);
    expect(after.budgetRecords).toBe(2);
    expect(before.auditTargets).toEqual([agedAuditTarget, freshAuditTarget]);
    expect(after.auditTargets).toEqual([freshAuditTarget]);
    for (const name of [aged.objectName, oldOrphan]) {
      expect(existsSync(path.join(backend.api.storageDir, "resumes", name))).toBe(false);
    }

    const again = await retention("--apply");
    expect(again.stdout).toContain(
      "Removed 0 applications, 0 resumes, 0 sign-ups, 0 unconfirmed sign-ups, 0 budget records and 0 audit-log entries.",
    );
    expect(await snapshot()).toEqual(after);
  });

  it("keeps its functions out of the public key's reach", async () => {
    for (const [name, body] of [
      ["purge_expired_budget_hits", { dry_run: false }],
      ["purge_expired_audit_log", { dry_run: false }],
      ["retention_resume_objects", { applications_before: ago(0), orphans_before: ago(0) }],
    ] as const) {
      const response = await backend.request(`/rest/v1/rpc/${name}`, { method: "POST", body });
      expect(response.status, name).toBe(401);
      expect(await response.json()).toMatchObject({ code: "42501" });
    }
  });

  it("refuses to run with only one of the hosted project's settings", async () => {
    const failure = await run(process.execPath, ["scripts/retention.mjs"], {
      env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: "" },
    }).catch((error: unknown) => error as { code: number; stderr: string });
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(
      "Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY",
    );
  });
});
