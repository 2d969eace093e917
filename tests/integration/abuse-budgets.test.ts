/**
 * The abuse budgets (decision 006) over raw HTTP, as a script
 * holding the public key would meet them: per-client budgets on sign-ups, applications and resume bytes per day,
 * limits that staff change in public.api_limits, client addresses the client cannot choose, and the
 * storage policy that admits a resume only into the folder of a fresh application.
 */
import { beforeEach, describe, expect, it } from "vitest";

import { RESUME_MIME_TYPE } from "@/config/limits";

import { candidateWithResume, pdfBytes, useLocalSupabase, validSignup } from "./support/local-supabase";

/** Every request of this API comes from the test process's socket address: one client, as in production. */
const backend = useLocalSupabase({ clients: "one" });

const TOO_MANY = {
  code: "TS429",
  message: "Too many requests",
  hint: "Wait a while, then try again.",
};

async function signUp(headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) {
  return backend.request("/rest/v1/signups", { method: "POST", body: validSignup(overrides), headers });
}

async function apply(candidate: Record<string, unknown>, headers: Record<string, string> = {}) {
  return backend.request("/rest/v1/candidates", { method: "POST", body: candidate, headers });
}

async function upload(objectName: string, size = 1024) {
  return backend.request(`/storage/v1/object/resumes/${objectName}`, {
    method: "POST",
    body: pdfBytes(size),
    headers: { "content-type": RESUME_MIME_TYPE },
  });
}

async function count(table: "signups" | "candidates", where = "true", params: unknown[] = []) {
  const [row] = await backend.api.query<{ n: number }>(
    `select count(*)::int as n from public.${table} where ${where}`,
    params,
  );
  return row?.n ?? 0;
}

async function objectCount(name: string) {
  const [row] = await backend.api.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where bucket_id = 'resumes' and name = $1",
    [name],
  );
  return row?.n ?? 0;
}

async function setLimit(action: string, values: Record<string, unknown>) {
  const response = await backend.request(`/rest/v1/api_limits?action=eq.${action}`, {
    method: "PATCH",
    as: "service",
    body: values,
  });
  expect(response.status).toBe(204);
}

beforeEach(async () => {
  // Each test starts with an unspent budget and the shipped limits.
  await backend.api.query("delete from private.budget_hits");
  await backend.api.query(
    `update public.api_limits set per_client_max = 5, window_length = '10 minutes' where action = 'signup'`,
  );
  await backend.api.query(
    `update public.api_limits set per_client_max = 3, window_length = '1 hour' where action = 'application'`,
  );
  await backend.api.query(
    `update public.api_limits set per_client_max = 52428800, global_max = 2147483648, window_length = '1 day'
      where action = 'resume_bytes'`,
  );
});

/** The resume bytes counted for the client that made application `id` (this file's one client). */
async function clientResumeBytes(id: unknown): Promise<number> {
  const [row] = await backend.api.query<{ bytes: number }>(
    `select private.client_resume_bytes(a.client_hash)::int as bytes
       from private.application_clients as a where a.application_id = $1`,
    [id],
  );
  if (row === undefined) throw new Error(`no client recorded for application ${String(id)}`);
  return row.bytes;
}

describe("the sign-up budget (5 per client per 10 minutes)", () => {
  it("admits 5 sign-ups, then answers 429 with a generic message and Retry-After, storing nothing", async () => {
    const before = await count("signups");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUp()).status, `attempt ${attempt}`).toBe(201);
    }
    const email = `over.${crypto.randomUUID()}@example.com`;
    const refused = await signUp({}, { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(600);
    expect(await refused.json()).toMatchObject({
      ...TOO_MANY,
      details: expect.stringMatching(/^Retry-After: \d+$/) as string,
    });
    expect(await count("signups")).toBe(before + 5);
    expect(await count("signups", "email = $1", [email])).toBe(0);
  });

  it("counts a repeated e-mail as an attempt, so the budget cannot be used to probe addresses", async () => {
    const email = `repeat.${crypto.randomUUID()}@example.com`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUp({}, { email })).status).toBe(201);
    }
    expect((await signUp({}, { email })).status).toBe(429);
    expect(await count("signups", "email = $1", [email])).toBe(1);
  });

  it("is not reset by a forged X-Forwarded-For, X-Real-IP or CF-Connecting-IP", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signUp({ "x-forwarded-for": `198.51.100.${attempt}` })).status).toBe(201);
    }
    expect((await signUp({ "x-forwarded-for": "198.51.100.99" })).status).toBe(429);
    expect((await signUp({ "x-real-ip": "198.51.100.98" })).status).toBe(429);
    expect((await signUp({ "cf-connecting-ip": "198.51.100.96" })).status).toBe(429);
    expect((await signUp({ "x-forwarded-for": "198.51.100.97, 127.0.0.1" })).status).toBe(429);
  });

  it("holds under a burst of 20 concurrent attempts", async () => {
    const before = await count("signups");
    const statuses = await Promise.all(Array.from({ length: 20 }, () => signUp().then((r) => r.status)));
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await count("signups")).toBe(before + 5);
  });

  it("applies a limit staff raise in public.api_limits to the very next request", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await signUp();
    expect((await signUp()).status).toBe(429);
    await setLimit("signup", { per_client_max: 6 });
    expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(429);
    await setLimit("signup", { per_client_max: null });
    expect((await signUp()).status).toBe(201);
  });

  it("frees the budget once the window has passed, and purges the expired records", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) await signUp();
    expect((await signUp()).status).toBe(429);
    await backend.api.query("update private.budget_hits set created_at = created_at - interval '11 minutes'");
    expect((await signUp()).status).toBe(201);
    const [records] = await backend.api.query<{ n: number }>(
      "select count(*)::int as n from private.budget_hits where action = 'signup'",
    );
    expect(records?.n).toBe(1);
  });

  it("keeps only salted hashes of client addresses", async () => {
    await signUp();
    const rows = await backend.api.query<{ client_hash: string }>(
      "select client_hash from private.budget_hits",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.client_hash).toMatch(/^[0-9a-f]{64}$/);
    const [plain] = await backend.api.query<{ hash: string }>(
      "select encode(sha256(convert_to('127.0.0.1', 'UTF8')), 'hex') as hash",
    );
    expect(rows[0]?.client_hash).not.toBe(plain?.hash);
  });

  it("never limits staff (service role)", async () => {
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const response = await backend.request("/rest/v1/signups", {
        method: "POST",
        as: "service",
        body: validSignup(),
      });
      expect(response.status).toBe(201);
    }
  });
});

describe("the application budget (3 per client per hour)", () => {
  it("admits 3 applications, then answers 429 with the same generic message, storing nothing", async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await apply(candidateWithResume().candidate)).status).toBe(201);
    }
    const { candidate } = candidateWithResume();
    const refused = await apply(candidate);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject(TOO_MANY);
    expect(await count("candidates", "id = $1", [candidate.id])).toBe(0);
  });

  it("answers a replay of a stored application with 409 even when the budget is spent", async () => {
    const { candidate } = candidateWithResume();
    expect((await apply(candidate)).status).toBe(201);
    expect((await apply(candidateWithResume().candidate)).status).toBe(201);
    expect((await apply(candidateWithResume().candidate)).status).toBe(201);
    const replay = await apply(candidate);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ code: "23505" });
    expect(await count("candidates", "id = $1", [candidate.id])).toBe(1);
  });

  it("refuses new applications with 429 once the client's resume bytes for the day reach its allowance", async () => {
    const first = candidateWithResume("first");
    expect((await apply(first.candidate)).status).toBe(201);
    expect((await upload(first.objectName, 4096)).status).toBe(200);
    await setLimit("resume_bytes", { per_client_max: await clientResumeBytes(first.candidate.id) });

    const next = candidateWithResume("next");
    const refused = await apply(next.candidate);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject(TOO_MANY);
  });

  it("no longer locks anyone out when all applicants' bytes pass the global figure, which is an alert only", async () => {
    const first = candidateWithResume("first");
    expect((await apply(first.candidate)).status).toBe(201);
    expect((await upload(first.objectName, 4096)).status).toBe(200);
    await setLimit("resume_bytes", { global_max: 1 });
    const next = candidateWithResume("next");
    expect((await apply(next.candidate)).status).toBe(201);
    expect((await upload(next.objectName, 4096)).status).toBe(200);
  });
});

describe("the storage policy: a resume belongs to a fresh application", () => {
  it("admits exactly the object its application names, and a replay gets Storage's 409", async () => {
    const { candidate, objectName } = candidateWithResume("ada");
    expect((await upload(objectName)).status).toBe(400); // before the row exists
    expect((await apply(candidate)).status).toBe(201);
    expect((await upload(objectName)).status).toBe(200);
    const replay = await upload(objectName);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ statusCode: "409", error: "Duplicate" });
    expect(await objectCount(objectName)).toBe(1);
  });

  it("refuses an upload to a name no application owns", async () => {
    const { candidate, objectName } = candidateWithResume("ada");
    expect((await apply(candidate)).status).toBe(201);
    for (const name of [
      `${crypto.randomUUID()}/ada.pdf`,
      objectName.replace("ada", "someone-else"),
      `resumes-${crypto.randomUUID()}.pdf`,
    ]) {
      const refused = await upload(name);
      expect(refused.status, name).toBe(400);
      expect(await refused.json()).toMatchObject({
        statusCode: "403",
        message: "new row violates row-level security policy",
      });
      expect(await objectCount(name)).toBe(0);
    }
  });

  it("refuses a resume for an application older than the upload window", async () => {
    const { candidate, objectName } = candidateWithResume("late");
    const stored = await backend.request("/rest/v1/candidates", {
      method: "POST",
      as: "service",
      body: { ...candidate, created_at: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString() },
    });
    expect(stored.status).toBe(201);
    const refused = await upload(objectName);
    expect(await refused.json()).toMatchObject({ statusCode: "403" });
    expect(await objectCount(objectName)).toBe(0);
  });

  it("refuses an upload that would take the client's resume bytes for the day over its allowance", async () => {
    const first = candidateWithResume("first");
    expect((await apply(first.candidate)).status).toBe(201);
    await setLimit("resume_bytes", { per_client_max: (await clientResumeBytes(first.candidate.id)) + 1000 });
    const refused = await upload(first.objectName, 1001);
    expect(await refused.json()).toMatchObject({ statusCode: "403" });
    expect((await upload(first.objectName, 1000)).status).toBe(200);
  });

  it("ends a replayed application (row and resume, each sent twice) in one row and one object", async () => {
    const { candidate, objectName } = candidateWithResume("twice");
    expect((await apply(candidate)).status).toBe(201);
    expect((await apply(candidate)).status).toBe(409);
    expect((await upload(objectName, 2048)).status).toBe(200);
    expect((await upload(objectName, 2048)).status).toBe(400);
    expect(await count("candidates", "id = $1", [candidate.id])).toBe(1);
    expect(await objectCount(objectName)).toBe(1);
  });
});

describe("public.api_limits", () => {
  it("is invisible and read-only to the public key", async () => {
    const read = await backend.request("/rest/v1/api_limits?select=*");
    expect(read.status).toBe(401);
    expect(await read.json()).toMatchObject({ code: "42501" });
    const write = await backend.request("/rest/v1/api_limits?action=eq.signup", {
      method: "PATCH",
      body: { per_client_max: 1000 },
    });
    expect(write.status).toBe(401);
    const [signup] = await backend.api.query<{ per_client_max: number }>(
      "select per_client_max from public.api_limits where action = 'signup'",
    );
    expect(signup?.per_client_max).toBe(5);
  });
});

describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  const proxied = useLocalSupabase({ clients: "many" });

  it("takes the client's address from the first X-Forwarded-For value", async () => {
    const send = (forwardedFor: string) =>
      proxied.request("/rest/v1/signups", {
        method: "POST",
        body: validSignup(),
        headers: { "x-forwarded-for": forwardedFor },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(`203.0.113.7, 10.0.0.${attempt}`)).status).toBe(201);
    }
    expect((await send("203.0.113.7")).status).toBe(429);
    expect((await send("203.0.113.8")).status).toBe(201);
  });
});
