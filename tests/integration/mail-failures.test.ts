/**
 * Staff see when mail stops (decision 026): a provider's permanent refusal is tried once and ends "failed", an
 * answer that says "later" is retried, a misconfigured function records why on the messages instead of failing
 * before it claims them, and staff get one summary a day of what failed, was rejected or deferred.
 */
import { describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";
import { HIRING_TEAM, useMail } from "./support/mail";

const backend = useLocalSupabase();
const { provider, startDrainer, mailOf, dueNow, apply } = useMail(backend);

const STAFF = "staff@tapsheet.example";

async function callRaw(functionUrl: string) {
  const response = await fetch(functionUrl, {
    method: "POST",
    headers: { Authorization: `Bearer ${backend.api.serviceRoleKey}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the provider's answers", () => {
  it("tries a message the provider refuses for good (422) once, and ends it failed with the answer", async () => {
    const { candidate } = await apply();
    provider.behaviour = 422;
    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 2, rejected: 0 });
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row.last_error).toContain("HTTP 422");
    }
    provider.behaviour = "ok";
    await dueNow(candidate.id);
    await drainer.drain();
    expect(provider.requests.filter((request) => request.body.to.includes(candidate.email))).toHaveLength(1);
  });

  it("retries what the provider asks to send later (429), and sends it once", async () => {
    const { candidate } = await apply();
    provider.behaviour = 429;
    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 2, failed: 0, rejected: 0 });
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.last_error).toContain("HTTP 429");
    }
    provider.behaviour = "ok";
    await dueNow(candidate.id);
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.to(candidate.email)).toHaveLength(1);
  });
});

describe("a misconfigured function", () => {
  it("records missing secrets on the due messages, keeps them queued, answers 503, and sends them once fixed", async () => {
    const { candidate } = await apply();
    const broken = await startDrainer({ EMAIL_API_KEY: "" });
    expect(await callRaw(broken.functionUrl)).toEqual({
      status: 503,
      body: { error: "Missing function secrets: EMAIL_API_KEY", held: 2 },
    });
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({ status: "queued", attempts: 0 });
      expect(row.last_error).toBe("Not sent: Missing function secrets: EMAIL_API_KEY");
      expect(row.retry_in_seconds).toBeGreaterThan(240);
    }
    const [report] = await backend.api.query<{ report: { queued: number; oldest_queued_error: string } }>(
      "select public.application_mail_report() as report",
    );
    expect(report?.report).toMatchObject({
      queued: 2,
      oldest_queued_error: "Not sent: Missing function secrets: EMAIL_API_KEY",
    });
    expect(provider.requests).toEqual([]);

    const fixed = await startDrainer();
    await dueNow(candidate.id);
    expect(await fixed.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 0 });
  });

  it("holds everything due when the provider refuses the key (401), without spending an attempt", async () => {
    const applications = [await apply(), await apply()];
    provider.behaviour = 401;
    const drainer = await startDrainer();
    const answer = await callRaw(drainer.functionUrl);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatch(/^the e-mail provider refused the key or the sender: HTTP 401/);
    expect(provider.requests).toHaveLength(1);
    for (const { candidate } of applications) {
      for (const row of await mailOf(candidate.id)) {
        expect(row).toMatchObject({ status: "queued", attempts: 0 });
        expect(row.last_error).toMatch(
          /^Not sent: the e-mail provider refused the key or the sender: HTTP 401/,
        );
      }
    }
  });
});

describe("the staff summary", () => {
  it("goes to the staff address once a day when messages failed, and says what happened", async () => {
    const { candidate } = await apply();
    provider.behaviour = 422;
    const drainer = await startDrainer({ STAFF_EMAIL: STAFF });
    await drainer.drain();
    // Nothing is due any more, but the scheduled job still calls the function: a summary is.
    const summaryDue = async () =>
      (await backend.api.query<{ due: boolean }>("select private.staff_summary_due() as due"))[0]?.due;
    expect(await summaryDue()).toBe(true);
    provider.behaviour = "ok";
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    expect(await summaryDue()).toBe(false);
    const [summary] = provider.to(STAFF);
    expect(summary?.request.body.subject).toBe("Tapsheet mail: 2 failed");
    expect(summary?.request.body.text).toContain("- failed (will not be sent): 2");
    expect(summary?.request.body.text).toContain(candidate.id);
    expect(summary?.request.body.text).toContain("HTTP 422");
    // No applicant's address in it.
    expect(JSON.stringify(summary?.request.body)).not.toContain(candidate.email);

    // Another failure the same day: no second summary.
    provider.behaviour = 422;
    await apply();
    await drainer.drain();
    provider.behaviour = "ok";
    await drainer.drain();
    expect(provider.to(STAFF)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toEqual([]);
  });

  it("is not sent while all is well", async () => {
    await apply();
    const drainer = await startDrainer({ STAFF_EMAIL: STAFF });
    await drainer.drain();
    await drainer.drain();
    expect(provider.to(STAFF)).toEqual([]);
  });
});
