/**
 * Beta mail fails as application mail does (decisions 026 and 027): the real beta-mail function under Deno, in front
 * of a stand-in provider. A permanent refusal is tried once and ends "failed", an answer that says "later" is
 * retried but never 23 hours after the first attempt, a misconfigured function holds the messages instead of
 * answering before it claims them, and a message held for a day (beta or application mail) ends "failed". Staff
 * see beta failures in the daily summary.
 */
import { afterEach, describe, expect, it } from "vitest";

import { type MailDrainer, startMailDrainer } from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase, validSignup } from "./support/local-supabase";
import { type MailRow, useMail } from "./support/mail";

const backend = useLocalSupabase();
const { provider, startDrainer, mailOf, apply } = useMail(backend);

const STAFF = "staff@tapsheet.example";
const GIVEN_UP = "Given up: not sent within 23 hours of being queued: ";

const betaDrainers: MailDrainer[] = [];

afterEach(async () => {
  await Promise.all(betaDrainers.splice(0).map((drainer) => drainer.stop("SIGKILL")));
  await backend.api.query("delete from private.outbox where kind = 'signup_confirmation'");
});

/** beta-mail under Deno with the provider and these secrets (each overridable; "" leaves one out). */
async function startBetaDrainer(env: Record<string, string> = {}) {
  const secrets = Object.fromEntries(
    Object.entries({
      EMAIL_API_URL: provider.url,
      EMAIL_API_KEY: "re_test_key",
      BETA_EMAIL_FROM: "Tapsheet <hello@tapsheet.example>",
      SITE_URL: "http://site.test",
      ...env,
    }).filter(([, value]) => value !== ""),
  );
  const drainer = await startMailDrainer({
    supabaseDir: SUPABASE_DIR,
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
    functionName: "beta-mail",
    env: secrets,
  });
  betaDrainers.push(drainer);
  return drainer;
}

/** One call as the scheduler makes it, whatever it answers. */
async function callRaw(functionUrl: string) {
  const response = await fetch(functionUrl, {
    method: "POST",
    headers: { Authorization: `Bearer ${backend.api.serviceRoleKey}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A sign-up through the public key, which queues its confirmation; returns the address. */
async function signUp() {
  const email = `beta.${crypto.randomUUID()}@example.com`;
  expect((await backend.anon.from("signups").insert(validSignup({ email }))).status).toBe(201);
  return email;
}

async function betaMailOf(email: string) {
  type Row = Pick<MailRow, "status" | "attempts" | "last_error" | "retry_in_seconds">;
  const [row] = await backend.api.query<Row>(
    `select m.status, m.attempts, m.last_error, extract(epoch from m.next_attempt_at - now())::float8 as retry_in_seconds
       from private.outbox m join public.signups s on s.id = m.signup_id where s.email = $1`,
    [email],
  );
  return row;
}

/** Changes the confirmation queued for `email` (a column set as SQL). */
async function updateBetaMail(email: string, set: string) {
  await backend.api.query(
    `update private.outbox set ${set} where signup_id in (select id from public.signups where email = $1)`,
    [email],
  );
}

const dueNow = (email: string) => updateBetaMail(email, "next_attempt_at = now(), claimed_until = now()");

async function report(name: "beta_mail_report" | "application_mail_report") {
  const [row] = await backend.api.query<{ report: Record<string, unknown> }>(
    `select public.${name}() as report`,
  );
  return row?.report;
}

describe("the provider's answers to beta mail", () => {
  it("tries a confirmation the provider refuses for good (422) once, and ends it failed with the answer", async () => {
    const email = await signUp();
    provider.behaviour = 422;
    const drainer = await startBetaDrainer();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 1, suppressed: 0 });
    expect(await betaMailOf(email)).toMatchObject({ status: "failed", attempts: 1, last_error: /HTTP 422/ });
    provider.behaviour = "ok";
    await dueNow(email);
    await drainer.drain();
    expect(provider.requests.filter((request) => request.body.to.includes(email))).toHaveLength(1);
    expect(await report("beta_mail_report")).toMatchObject({ failed: 1, queued: 0 });
  });

  it("retries what the provider asks to send later (429), and sends it once", async () => {
    const email = await signUp();
    provider.behaviour = 429;
    const drainer = await startBetaDrainer();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 1, failed: 0, suppressed: 0 });
    expect(await betaMailOf(email)).toMatchObject({ status: "queued", attempts: 1, last_error: /HTTP 429/ });
    provider.behaviour = "ok";
    await dueNow(email);
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, suppressed: 0 });
    expect(provider.to(email)).toHaveLength(1);
    expect(provider.to(email)[0]?.request.body.text).toContain("http://site.test/beta/confirm?token=");
  });

  it("makes no attempt 23 hours after the first one: the message ends failed instead", async () => {
    const email = await signUp();
    provider.behaviour = 429;
    const drainer = await startBetaDrainer();
    await drainer.drain();
    await updateBetaMail(email, "first_attempt_at = now() - interval '23 hours'");
    await dueNow(email);
    provider.behaviour = "ok";
    await drainer.drain();
    const row = await betaMailOf(email);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.last_error).toMatch(/^Given up: not sent within 23 hours of its first attempt.*HTTP 429/);
    expect(provider.to(email)).toEqual([]);
  });
});

describe("a misconfigured beta-mail", () => {
  it("records missing secrets on the due messages, keeps them queued, answers 503, and sends them once fixed", async () => {
    const email = await signUp();
    const broken = await startBetaDrainer({ EMAIL_API_KEY: "" });
    expect(await callRaw(broken.functionUrl)).toEqual({
      status: 503,
      body: { error: "Missing function secrets: EMAIL_API_KEY", held: 1 },
    });
    const held = await betaMailOf(email);
    expect(held).toMatchObject({
      status: "queued",
      attempts: 0,
      last_error: "Not sent: Missing function secrets: EMAIL_API_KEY",
    });
    expect(held?.retry_in_seconds).toBeGreaterThan(240);
    expect(await report("beta_mail_report")).toMatchObject({
      queued: 1,
      oldest_queued_error: "Not sent: Missing function secrets: EMAIL_API_KEY",
    });
    expect(provider.requests).toEqual([]);

    const fixed = await startBetaDrainer();
    await dueNow(email);
    expect(await fixed.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, suppressed: 0 });
    expect(provider.to(email)).toHaveLength(1);
  });

  it("refuses a provider timeout that is not a whole number of milliseconds, and sends nothing", async () => {
    const email = await signUp();
    const broken = await startBetaDrainer({ EMAIL_SEND_TIMEOUT_MS: "15s" });
    expect(await callRaw(broken.functionUrl)).toEqual({
      status: 503,
      body: {
        error: "EMAIL_SEND_TIMEOUT_MS must be a whole number of milliseconds from 100 to 999999",
        held: 1,
      },
    });
    expect(await betaMailOf(email)).toMatchObject({ status: "queued", attempts: 0 });
    expect(provider.requests).toEqual([]);
  });

  it("holds everything due when the provider refuses the key (401), without spending an attempt", async () => {
    const emails = [await signUp(), await signUp()];
    provider.behaviour = 401;
    const drainer = await startBetaDrainer();
    const answer = await callRaw(drainer.functionUrl);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatch(/^the e-mail provider refused the key or the sender: HTTP 401/);
    expect(provider.requests).toHaveLength(1);
    for (const email of emails) {
      const row = await betaMailOf(email);
      expect(row).toMatchObject({ status: "queued", attempts: 0 });
      expect(row?.last_error).toMatch(
        /^Not sent: the e-mail provider refused the key or the sender: HTTP 401/,
      );
    }
  });
});

describe("a message held for a day", () => {
  it("ends failed, beta or application mail, when the function misses its secrets", async () => {
    const email = await signUp();
    const { candidate } = await apply();
    await updateBetaMail(email, "created_at = now() - interval '24 hours'");
    await backend.api.query(
      "update private.outbox set created_at = now() - interval '24 hours' where application_id = $1",
      [candidate.id],
    );
    const beta = await callRaw((await startBetaDrainer({ EMAIL_API_KEY: "" })).functionUrl);
    expect(beta).toEqual({
      status: 503,
      body: { error: "Missing function secrets: EMAIL_API_KEY", held: 0 },
    });
    expect(await betaMailOf(email)).toMatchObject({
      status: "failed",
      last_error: `${GIVEN_UP}Missing function secrets: EMAIL_API_KEY`,
    });
    const application = await callRaw((await startDrainer({ EMAIL_FROM: "" })).functionUrl);
    expect(application).toEqual({
      status: 503,
      body: { error: "Missing function secrets: EMAIL_FROM", held: 0 },
    });
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({
        status: "failed",
        last_error: `${GIVEN_UP}Missing function secrets: EMAIL_FROM`,
      });
    }
    // Staff see them: both reports count them as failed today.
    expect(await report("beta_mail_report")).toMatchObject({ failed: 1, queued: 0 });
    expect(await report("application_mail_report")).toMatchObject({ failed: 2, queued: 0 });
    expect(provider.requests).toEqual([]);
  });

  it("ends failed, beta or application mail, when the provider refuses the key", async () => {
    const email = await signUp();
    const { candidate } = await apply();
    await updateBetaMail(email, "created_at = now() - interval '24 hours'");
    await backend.api.query(
      "update private.outbox set created_at = now() - interval '24 hours' where application_id = $1",
      [candidate.id],
    );
    provider.behaviour = 403;
    expect((await callRaw((await startBetaDrainer()).functionUrl)).status).toBe(503);
    expect((await callRaw((await startDrainer()).functionUrl)).status).toBe(503);
    const refused = new RegExp(`^${GIVEN_UP}the e-mail provider refused the key or the sender: HTTP 403`);
    const rows = [await betaMailOf(email), ...(await mailOf(candidate.id))];
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ status: "failed", last_error: refused });
  });
});

describe("the staff summary", () => {
  it("tells staff about failed beta confirmations, without the address", async () => {
    const email = await signUp();
    provider.behaviour = 422;
    await (await startBetaDrainer()).drain();
    provider.behaviour = "ok";
    const drainer = await startDrainer({ STAFF_EMAIL: STAFF });
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    const [summary] = provider.to(STAFF);
    expect(summary?.request.body.subject).toBe("Tapsheet mail: 1 beta confirmations failed");
    expect(summary?.request.body.text).toContain(
      "Beta sign-up confirmations in the last 24 hours:\n- sent: 0\n- failed (will not be sent): 1",
    );
    expect(summary?.request.body.text).toContain("HTTP 422");
    expect(JSON.stringify(summary?.request.body)).not.toContain(email);
  });
});
