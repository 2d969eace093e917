/**
 * Jobs' lifecycle in the database (decision 047): time decides what the public key reads, hiring and admin write
 * jobs at aal2, every transition lands in the audit log, a published job's slug is fixed, the clock flips what is due,
 * and the CHECK constraints agree with src/config/jobs.ts.
 */
import { startJobClock } from "@tapsheet/local-supabase";
import { beforeAll, describe, expect, it } from "vitest";

import {
  COUNTRY_CODES,
  CURRENCY_CODES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  PAY_UNITS,
  WORKPLACES,
} from "@/config/jobs";
import { JobTermsSchema } from "@/features/careers/schemas/job";

import { useLocalSupabase } from "./support/local-supabase";
import { ANON, type Caller, atLevel, requestAs, signedIn } from "./support/staff";

const backend = useLocalSupabase();

const callers = {} as Record<"hiring" | "hiringAal1" | "admin" | "editor", Caller>;

beforeAll(async () => {
  callers.hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  callers.hiringAal1 = await atLevel(backend, callers.hiring, "aal1");
  callers.admin = await signedIn(backend, "admin", "admin", "aal2");
  callers.editor = await signedIn(backend, "editor", "editor", "aal2");
});

function newJob(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  return {
    id,
    slug: `job-${id.slice(0, 8)}`,
    title: "Platform Engineer",
    department: "Engineering",
    location: "New York, NY",
    description: "Keep the platform up.",
    description_html: "<p>Keep the platform up.</p>",
    city: "New York",
    region: "NY",
    country: "US",
    ...overrides,
  };
}

async function insertAsService(row: Record<string, unknown>) {
  const response = await backend.request("/rest/v1/jobs", { method: "POST", as: "service", body: row });
  expect(response.status, await response.clone().text()).toBe(201);
}

async function anonSees(slug: string): Promise<boolean> {
  const response = await requestAs(backend, ANON, `/rest/v1/jobs?select=slug&slug=eq.${slug}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length === 1;
}

async function auditFor(id: string) {
  return backend.api.query<{ action: string; actor_email: string; detail: Record<string, unknown> }>(
    "select action, actor_email, detail from public.audit_log where target_id = $1 order by id",
    [id],
  );
}

describe("time decides what the public key reads", () => {
  it.each([
    ["a draft", { status: "draft" }, false],
    ["an open job", { status: "open" }, true],
    ["a job scheduled for later", { status: "scheduled", opens_at: "2999-01-01T00:00:00Z" }, false],
    [
      "a scheduled job whose opens_at has passed",
      { status: "scheduled", opens_at: "2020-01-01T00:00:00Z" },
      true,
    ],
    ["a closed job", { status: "closed" }, false],
    ["an archived job", { status: "archived" }, false],
  ])("%s", async (_label, overrides, visible) => {
    const job = newJob(overrides);
    await insertAsService(job);
    expect(await anonSees(job.slug)).toBe(visible);
  });

  it("hides an open job the moment its closes_at passes, before the clock has closed it", async () => {
    const job = newJob({ status: "open" });
    await insertAsService(job);
    await backend.api.query("update public.jobs set closes_at = now() + interval '1 second' where id = $1", [
      job.id,
    ]);
    expect(await anonSees(job.slug)).toBe(true);
    await backend.api.query("select pg_sleep(1.1)");
    expect(await anonSees(job.slug)).toBe(false);
    const [row] = await backend.api.query<{ status: string }>(
      "select status from public.jobs where id = $1",
      [job.id],
    );
    expect(row?.status).toBe("open");
  });
});

describe("who writes jobs", () => {
  it("lets hiring and admin at aal2 add, publish, schedule and close a job, each step in the audit log", async () => {
    for (const caller of [callers.hiring, callers.admin]) {
      const job = newJob();
      const created = await requestAs(backend, caller, "/rest/v1/jobs", { method: "POST", body: job });
      expect(created.status, await created.clone().text()).toBe(201);
      const patch = (body: object) =>
        requestAs(backend, caller, `/rest/v1/jobs?id=eq.${job.id}`, { method: "PATCH", body });
      expect((await patch({ status: "scheduled", opens_at: "2999-01-01T00:00:00Z" })).status).toBe(204);
      expect((await patch({ status: "open", opens_at: null })).status).toBe(204);
      expect((await patch({ status: "closed" })).status).toBe(204);
      expect((await patch({ status: "archived" })).status).toBe(204);
      expect((await patch({ status: "draft", closes_at: null })).status).toBe(204);
      const entries = await auditFor(job.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        "job_scheduled",
        "job_published",
        "job_closed",
        "job_archived",
        "job_restored",
      ]);
      expect(entries.every((entry) => entry.actor_email === caller.email)).toBe(true);
      const [row] = await backend.api.query<{ first_published_at: Date | null; closes_at: Date | null }>(
        "select first_published_at, closes_at from public.jobs where id = $1",
        [job.id],
      );
      expect(row?.first_published_at).not.toBeNull();
    }
  });

  it("keeps first_published_at the database's: a writer cannot backdate a posting", async () => {
    const job = newJob({ status: "open", first_published_at: "2001-01-01T00:00:00Z" });
    const created = await requestAs(backend, callers.hiring, "/rest/v1/jobs", { method: "POST", body: job });
    // The column is not granted: PostgREST refuses the whole row.
    expect(created.status).toBe(403);
  });

  it.each([
    ["the editor", "editor"],
    ["hiring at aal1", "hiringAal1"],
  ] as const)("refuses %s", async (_label, key) => {
    const job = newJob();
    const created = await requestAs(backend, callers[key], "/rest/v1/jobs", { method: "POST", body: job });
    expect(created.status).toBe(403);
    expect(await backend.api.query("select 1 from public.jobs where id = $1", [job.id])).toEqual([]);
  });

  it("refuses to open a job whose closes_at has passed, and an open job that opens later", async () => {
    for (const overrides of [
      { status: "open", closes_at: "2020-01-01T00:00:00Z" },
      { status: "open", opens_at: "2999-01-01T00:00:00Z" },
      { status: "scheduled" },
      { status: "open", country: null },
      { status: "open", workplace: "remote", country: null },
    ]) {
      const response = await requestAs(backend, callers.hiring, "/rest/v1/jobs", {
        method: "POST",
        body: newJob(overrides),
      });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
    }
  });
});

describe("stale saves", () => {
  it("refuses a save based on an older version, naming who saved and when, and overwrites nothing", async () => {
    const job = newJob();
    const created = await requestAs(backend, callers.hiring, "/rest/v1/jobs", { method: "POST", body: job });
    expect(created.status).toBe(201);
    const save = (caller: Caller, body: object) =>
      requestAs(backend, caller, `/rest/v1/jobs?id=eq.${job.id}`, { method: "PATCH", body });
    expect((await save(callers.admin, { title: "The admin's title", version: 1 })).status).toBe(204);

    const stale = await save(callers.hiring, { title: "Hiring's title", version: 1 });
    expect(stale.status).toBe(409);
    const error = (await stale.json()) as { message: string; details: string };
    expect(error.message).toMatch(/^Someone saved this job at \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(JSON.parse(error.details)).toMatchObject({ by: null, version: 2 });
    const [row] = await backend.api.query<{ title: string; version: number }>(
      "select title, version from public.jobs where id = $1",
      [job.id],
    );
    expect(row).toEqual({ title: "The admin's title", version: 2 });
  });
});

describe("the slug", () => {
  const patch = (caller: Caller, id: string, body: object) =>
    requestAs(backend, caller, `/rest/v1/jobs?id=eq.${id}`, { method: "PATCH", body });
  // The desk's save: the version it was shown, and the saved row back.
  const deskSave = (caller: Caller, id: string, body: object) =>
    requestAs(backend, caller, `/rest/v1/jobs?id=eq.${id}&select=slug,version`, {
      method: "PATCH",
      body,
      headers: { prefer: "return=representation" },
    });
  const stored = async (id: string) => {
    const [row] = await backend.api.query<{ slug: string; title: string; version: number }>(
      "select slug, title, version from public.jobs where id = $1",
      [id],
    );
    return row;
  };

  it("changes freely while the job has never been published", async () => {
    const job = newJob();
    expect(
      (await requestAs(backend, callers.hiring, "/rest/v1/jobs", { method: "POST", body: job })).status,
    ).toBe(201);
    expect((await patch(callers.hiring, job.id, { slug: `${job.slug}-a` })).status).toBe(204);
    const saved = await deskSave(callers.hiring, job.id, {
      slug: `${job.slug}-b`,
      status: "scheduled",
      opens_at: "2999-01-01T00:00:00Z",
      version: 2,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await saved.json()).toEqual([{ slug: `${job.slug}-b`, version: 3 }]);
  });

  it("is refused once the job has opened, by the desk's save, a direct update and the service role alike", async () => {
    const job = newJob();
    expect(
      (await requestAs(backend, callers.hiring, "/rest/v1/jobs", { method: "POST", body: job })).status,
    ).toBe(201);
    expect(
      (await deskSave(callers.hiring, job.id, { status: "open", opens_at: null, version: 1 })).status,
    ).toBe(200);
    const before = await stored(job.id);
    const renamed = `${job.slug}-renamed`;

    const bySave = await deskSave(callers.hiring, job.id, { slug: renamed, title: "Renamed", version: 2 });
    expect(bySave.status).toBe(400);
    expect(await bySave.json()).toMatchObject({
      code: "23514",
      message: "The slug is fixed once the job has been published",
    });
    const byUpdate = await patch(callers.hiring, job.id, { slug: renamed });
    expect(byUpdate.status).toBe(400);
    expect(await byUpdate.json()).toMatchObject({ code: "23514" });
    const byAdmin = await patch(callers.admin, job.id, { slug: renamed });
    expect(byAdmin.status).toBe(400);
    const byService = await backend.request(`/rest/v1/jobs?id=eq.${job.id}`, {
      method: "PATCH",
      as: "service",
      body: { slug: renamed },
    });
    expect(byService.status).toBe(400);
    expect(await stored(job.id)).toEqual(before);

    // Closed, archived or back to a draft, the job keeps its address: its page and links outlive the opening.
    expect((await patch(callers.hiring, job.id, { status: "draft" })).status).toBe(204);
    expect((await patch(callers.hiring, job.id, { slug: renamed })).status).toBe(400);
    // The same slug again is no change, and other fields still save.
    expect((await patch(callers.hiring, job.id, { slug: job.slug, title: "Still here" })).status).toBe(204);
    expect(await stored(job.id)).toMatchObject({ slug: job.slug, title: "Still here" });
  });
});

describe("the clock", () => {
  it("opens what is due, closes what is past, records it as the schedule's, and asks for a rebuild", async () => {
    const opening = newJob({ status: "scheduled", opens_at: "2999-01-01T00:00:00Z" });
    const closing = newJob({ status: "open" });
    await insertAsService(opening);
    await insertAsService(closing);
    await backend.api.query("update public.jobs set opens_at = now() - interval '1 second' where id = $1; ", [
      opening.id,
    ]);
    await backend.api.query(
      "update public.jobs set closes_at = now() + interval '50 milliseconds' where id = $1",
      [closing.id],
    );
    await backend.api.query("select pg_sleep(0.1)");
    await backend.api.query("delete from private.content_changes");
    const [ticked] = await backend.api.query<{ changed: number }>(
      "select private.advance_schedules() as changed",
    );
    expect(ticked?.changed).toBeGreaterThanOrEqual(2);
    const rows = await backend.api.query<{ id: string; status: string; saved_by_schedule: boolean }>(
      "select id, status, saved_by_schedule from public.jobs where id = any($1::uuid[])",
      [[opening.id, closing.id]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [opening.id]: "open",
      [closing.id]: "closed",
    });
    // The desk names the schedule when a save meets the clock's flip.
    expect(rows.map((row) => row.saved_by_schedule)).toEqual([true, true]);
    expect((await auditFor(closing.id)).at(-1)).toMatchObject({
      action: "job_closed",
      actor_email: "service role",
      detail: { by: "schedule" },
    });
    expect(
      await backend.api.query("select 1 from private.content_changes where table_name = 'jobs'"),
    ).not.toEqual([]);
    const [again] = await backend.api.query<{ changed: number }>(
      "select private.advance_schedules() as changed",
    );
    expect(again?.changed).toBe(0);
  });
});

describe("the embedded API's clock", () => {
  it("closes a job past its closes_at by itself", async () => {
    const job = newJob({ status: "open" });
    await insertAsService(job);
    await backend.api.query(
      "update public.jobs set closes_at = now() + interval '200 milliseconds' where id = $1",
      [job.id],
    );
    const clock = startJobClock({ query: (sql) => backend.api.query(sql), intervalMs: 100 });
    try {
      await expect
        .poll(
          async () =>
            (
              await backend.api.query<{ status: string }>("select status from public.jobs where id = $1", [
                job.id,
              ])
            )[0]?.status,
          { timeout: 5000, interval: 100 },
        )
        .toBe("closed");
    } finally {
      await clock.stop();
    }
  });
});

describe("closed jobs' pages", () => {
  it("lists jobs once published and closed now, never a draft", async () => {
    const closed = newJob({ status: "open" });
    const draft = newJob({ status: "draft" });
    await insertAsService(closed);
    await insertAsService(draft);
    await backend.api.query("update public.jobs set status = 'closed' where id = $1", [closed.id]);
    const response = await requestAs(backend, ANON, "/rest/v1/rpc/closed_jobs", { method: "POST", body: {} });
    expect(response.status, await response.clone().text()).toBe(200);
    const rows = (await response.json()) as { slug: string }[];
    expect(rows.map((row) => row.slug)).toEqual(
      expect.arrayContaining([closed.slug, "data-platform-intern"]),
    );
    expect(rows.map((row) => row.slug)).not.toContain(draft.slug);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      "department",
      "location",
      "slug",
      "title",
      "updated_at",
    ]);
  });
});

describe("the database and the job editor agree", () => {
  async function storable(overrides: Record<string, unknown>): Promise<boolean> {
    const response = await backend.request("/rest/v1/jobs", {
      method: "POST",
      as: "service",
      body: newJob({ status: "open", ...overrides }),
    });
    return response.status === 201;
  }
  const terms = (overrides: Record<string, unknown>) =>
    JobTermsSchema.safeParse({
      status: "open",
      city: "New York",
      region: "NY",
      country: "US",
      workplace: "on_site",
      remote_countries: [],
      employment_type: "FULL_TIME",
      pay_min: null,
      pay_max: null,
      pay_currency: null,
      pay_unit: null,
      ...overrides,
    }).success;

  it("on the lists of codes", async () => {
    const [lists] = await backend.api.query<{ countries: string[]; currencies: string[] }>(
      "select private.country_codes() as countries, private.currency_codes() as currencies",
    );
    expect(lists?.countries).toEqual(COUNTRY_CODES);
    expect(lists?.currencies).toEqual(CURRENCY_CODES);
    expect(COUNTRY_CODES).toHaveLength(249);
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const code of COUNTRY_CODES) expect(names.of(code), code).not.toBe(code);
    const known = new Set(Intl.supportedValuesOf("currency"));
    for (const code of CURRENCY_CODES) expect(known.has(code), code).toBe(true);
  });

  it.each([
    ...JOB_STATUSES.map((status) => ({
      status,
      opens_at: status === "scheduled" ? "2999-01-01T00:00:00Z" : null,
    })),
    ...WORKPLACES.map((workplace) => ({
      workplace,
      ...(workplace === "remote" ? { remote_countries: ["US", "GB"] } : {}),
    })),
    ...EMPLOYMENT_TYPES.map((employment_type) => ({ employment_type })),
    ...PAY_UNITS.map((pay_unit) => ({ pay_min: 10, pay_max: 20, pay_currency: "EUR", pay_unit })),
  ])("stores what the editor offers: %j", async (overrides) => {
    const { opens_at, ...rest } = overrides as Record<string, unknown>;
    expect(terms(rest)).toBe(true);
    expect(await storable({ ...rest, ...(opens_at ? { opens_at } : {}) })).toBe(true);
  });

  it.each([
    { status: "pending" },
    { workplace: "office" },
    { employment_type: "FULLTIME" },
    { country: "UK" },
    { country: "us" },
    { workplace: "remote", remote_countries: [] },
    { workplace: "remote", remote_countries: ["EU"] },
    { remote_countries: ["US"] },
    { pay_min: 20, pay_max: 10, pay_currency: "USD", pay_unit: "YEAR" },
    { pay_min: 20, pay_currency: "USD", pay_unit: "WEEK" },
    { pay_min: 20, pay_currency: "XXX", pay_unit: "YEAR" },
    { pay_min: 20, pay_currency: "USD", pay_unit: null },
    { pay_min: null, pay_max: 20, pay_currency: "USD", pay_unit: "YEAR" },
    { pay_min: -5, pay_currency: "USD", pay_unit: "HOUR" },
  ])("refuses what the editor refuses: %j", async (overrides) => {
    expect(terms(overrides)).toBe(false);
    expect(await storable(overrides)).toBe(false);
  });
});
