/**
 * Application mail (decision 018): the outbox the database fills when a resume completes its application, drained
 * by the real Edge Function under Deno, against a local stand-in for the e-mail provider (support/mail.ts).
 */
import { describe, expect, it } from "vitest";

import { HIRING_TEAM, FROM, SITE_URL, useMail } from "./support/mail";
import { candidateWithResume, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();
const { provider, startDrainer, callFunction, mailOf, dueNow, upload, apply } = useMail(backend);

describe("application mail", () => {
  it("sends one confirmation to the applicant and one notice to the team per complete application, none without the resume", async () => {
    const complete = await apply({ linkedin_url: "https://www.linkedin.com/in/jordan-example" });
    const incomplete = await apply({}, { withResume: false });
    expect(await mailOf(incomplete.candidate.id)).toEqual([]);

    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 0 });

    expect(provider.requests).toHaveLength(2);
    const [confirmation] = provider.to(complete.candidate.email);
    const [notice] = provider.to(HIRING_TEAM);
    expect(provider.to(incomplete.candidate.email)).toEqual([]);
    expect(confirmation?.request.authorization).toBe("Bearer re_test_key");
    expect(confirmation?.request.body).toMatchObject({
      from: FROM,
      to: [complete.candidate.email],
      subject: "We received your application for Senior Mobile Engineer (React Native)",
    });
    expect(confirmation?.request.body.text).toContain("Hi Jordan Blake,");
    expect(confirmation?.request.body.html).toContain(
      "<strong>Senior Mobile Engineer (React Native)</strong>",
    );

    const team = notice?.request.body;
    expect(team).toMatchObject({ from: FROM, to: [HIRING_TEAM] });
    expect(team?.subject).toBe("New application: Jordan Blake for Senior Mobile Engineer (React Native)");
    for (const part of [team?.text, team?.html]) {
      expect(part).toContain(complete.candidate.email);
      expect(part).toContain("Senior Mobile Engineer (React Native)");
      // Nothing the applicant wrote becomes a link (decision 039): the notice links only to the staff desk.
      expect(part).not.toContain("linkedin");
      expect(part).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(part).toContain(`${SITE_URL}/staff/applications/${complete.candidate.id}`);
      // Never the resume: no object name, no storage link.
      expect(part).not.toContain(complete.objectName);
      expect(part).not.toContain("/storage/v1/");
    }
    expect([...(team?.html ?? "").matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      `${SITE_URL}/staff/applications/${complete.candidate.id}`,
    ]);
    expect(team?.html).not.toContain("mailto:");

    const rows = await mailOf(complete.candidate.id);
    expect(rows.map(({ kind, status, attempts }) => ({ kind, status, attempts }))).toEqual([
      { kind: "applicant_confirmation", status: "sent", attempts: 1 },
      { kind: "hiring_team_notice", status: "sent", attempts: 1 },
    ]);
    expect(rows.map((row) => row.provider_message_id).sort()).toEqual([confirmation?.id, notice?.id].sort());
    // The Idempotency-Key of each request is its message's id.
    expect(provider.requests.map((request) => request.idempotencyKey).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );

    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.requests).toHaveLength(2);
  });

  it("queues nothing for a test application at a reserved .invalid address (the deployment check's)", async () => {
    const { candidate } = await apply({ email: `deploy-check+${crypto.randomUUID()}@example.invalid` });
    expect(await mailOf(candidate.id)).toEqual([]);
  });

  it("adds nothing for a replayed submission or a second upload, and sends nothing more after a restart", async () => {
    const { candidate, objectName } = await apply();
    const replay = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
    expect(replay.status).toBe(409);
    expect((await upload(objectName)).status).toBe(400);
    expect(await mailOf(candidate.id)).toHaveLength(2);

    const first = await startDrainer();
    await first.drain();
    await first.stop();
    const second = await startDrainer();
    expect(await second.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.requests).toHaveLength(2);
    expect(provider.to(candidate.email)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
  });

  it("never sends a message twice when two drainers run at once", async () => {
    const applications = await Promise.all(Array.from({ length: 4 }, () => apply()));
    const [one, two] = await Promise.all([startDrainer(), startDrainer()]);
    // Two calls to each drainer at once, as overlapping cron runs would make.
    const results = await Promise.all([one, two, one, two].map((drainer) => callFunction(drainer)));
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(8);
    expect(provider.requests).toHaveLength(8);
    expect(new Set(provider.requests.map((request) => request.idempotencyKey)).size).toBe(8);
    for (const { candidate } of applications) {
      expect(provider.to(candidate.email)).toHaveLength(1);
      expect((await mailOf(candidate.id)).every((row) => row.status === "sent")).toBe(true);
    }
    expect(provider.to(HIRING_TEAM)).toHaveLength(4);
  });

  it("retries after the provider answers 500, within a minute, with the same Idempotency-Key, and sends once", async () => {
    const { candidate } = await apply();
    const drainer = await startDrainer();
    provider.behaviour = "fail";
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 2, failed: 0, rejected: 0 });
    const failed = await mailOf(candidate.id);
    for (const row of failed) {
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row.last_error).toContain("HTTP 500");
      expect(row.last_error).toContain("boom");
      expect(row.retry_in_seconds).toBeGreaterThan(20);
      expect(row.retry_in_seconds).toBeLessThanOrEqual(60);
    }
    // Not due yet: nothing is sent early.
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });

    provider.behaviour = "ok";
    await dueNow(candidate.id);
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.requests).toHaveLength(4);
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null });
      expect(provider.requests.filter((request) => request.idempotencyKey === row.id)).toHaveLength(2);
    }
    expect(provider.to(candidate.email)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
  });

  it("delivers once when the provider accepted a message but its answer came too late", async () => {
    const { candidate } = await apply();
    // The provider answers after 20 s; the drainer waits 2 s for it here (15 s unless set).
    const drainer = await startDrainer({ EMAIL_SEND_TIMEOUT_MS: "2000" });
    provider.behaviour = "slow";
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 2, failed: 0, rejected: 0 });
    for (const row of await mailOf(candidate.id)) {
      expect(row.last_error).toMatch(/No answer from .*(timed out|TimeoutError|aborted)/i);
    }

    provider.behaviour = "ok";
    await dueNow(candidate.id);
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 0 });
    const keys = provider.requests.map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(2);
    expect(provider.to(candidate.email)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
    const rows = await mailOf(candidate.id);
    expect(rows.map((row) => row.provider_message_id).sort()).toEqual(
      [...provider.delivered.values()].map(({ id }) => id).sort(),
    );
  }, 90_000);

  it("delivers once when the drainer dies mid-send and another takes over after the lease", async () => {
    const { candidate } = await apply();
    const doomed = await startDrainer();
    provider.behaviour = "hang";
    const pending = doomed.drain().catch(() => "stopped");
    await expect.poll(() => provider.requests.length).toBe(1);
    await doomed.stop("SIGKILL");
    expect(await pending).toBe("stopped");
    const claimed = (await mailOf(candidate.id)).filter((row) => row.status === "sending");
    expect(claimed).toHaveLength(1);

    provider.behaviour = "ok";
    const successor = await startDrainer();
    // The dead drainer's lease still holds: its message is not taken over yet.
    expect(await successor.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    await dueNow(candidate.id);
    expect(await successor.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });

    expect(provider.requests.filter((request) => request.idempotencyKey === claimed[0]?.id)).toHaveLength(2);
    expect(provider.to(candidate.email)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
    expect((await mailOf(candidate.id)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("gives up, without another attempt, 23 hours after the first attempt, inside the provider's 24-hour key window", async () => {
    const { candidate } = await apply();
    provider.behaviour = "fail";
    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 2, failed: 0, rejected: 0 });
    await backend.api.query(
      `update private.outbox set first_attempt_at = now() - interval '23 hours 1 minute'
        where application_id = $1`,
      [candidate.id],
    );
    await dueNow(candidate.id);
    provider.behaviour = "ok";
    await drainer.drain();
    for (const row of await mailOf(candidate.id)) {
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row.last_error).toMatch(/^Given up: not sent within 23 hours of its first attempt.*HTTP 500/);
    }
    expect(provider.to(candidate.email)).toEqual([]);
    expect(provider.requests.filter((request) => request.body.to.includes(candidate.email))).toHaveLength(1);
  });

  it("ends a retry that would come 23 hours or more after the first attempt as failed", async () => {
    const { candidate } = await apply();
    const drainer = await startDrainer();
    provider.behaviour = "fail";
    await backend.api.query(
      `update private.outbox set first_attempt_at = now() - interval '22 hours 59 minutes 50 seconds',
              attempts = 0 where application_id = $1`,
      [candidate.id],
    );
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 2, rejected: 0 });
    for (const row of await mailOf(candidate.id)) expect(row.last_error).toContain("HTTP 500");
  });

  it("escapes what the applicant typed in the HTML", async () => {
    const name = `<img src=x onerror=alert(1)> "O'Neil" & co`;
    const { candidate } = await apply({
      full_name: name,
      portfolio_url: `https://example.com/"><script>alert(1)</script>`,
    });
    const drainer = await startDrainer();
    await drainer.drain();
    for (const address of [candidate.email, HIRING_TEAM]) {
      const html = provider.to(address)[0]?.request.body.html ?? "";
      expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;O&#39;Neil&quot; &amp; co");
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<script");
      expect(provider.to(address)[0]?.request.body.text).toContain(name);
    }
    // The portfolio address the applicant typed is in no message, as a link or as text.
    for (const request of provider.requests)
      expect(JSON.stringify(request.body)).not.toContain("example.com/");
  });

  it("refuses CR/LF in a name or address at the door, and keeps anything that got past the checks inert", async () => {
    for (const field of [
      { full_name: "Eve\r\nBcc: evil@example.com" },
      { email: "eve@example.com\r\nBcc: evil@example.com" },
    ]) {
      const { candidate } = candidateWithResume("cv", field);
      const response = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
      expect(response.status).toBe(400);
    }

    // Line separators the table accepts in a name stay out of every header (".invalid" is no top-level domain, so
    // the name rule lets the address-like text through).
    const separated = await apply({ full_name: "Eve\u2028Bcc: evil@example.invalid\u2029X" });
    // An address that could read as two recipients is refused at the door too (decision 038)…
    const twoAddresses = `eve.${crypto.randomUUID()}@example.com,evil.example`;
    const refused = candidateWithResume("cv", { email: twoAddresses }).candidate;
    expect((await backend.request("/rest/v1/candidates", { method: "POST", body: refused })).status).toBe(
      400,
    );
    // …and rows that got past the table's checks (an older schema, a hand edit) are still harmless: no mail goes to
    // such an address at all.
    await backend.api.query(
      `alter table public.candidates drop constraint candidates_full_name_check, drop constraint candidates_email_check,
         drop constraint candidates_email_deliverable`,
    );
    const twoRecipients = await apply({ email: twoAddresses });
    const injected = await apply({
      full_name: "Eve\r\nBcc: evil@example.invalid",
      email: "eve@example.com\r\nBcc: evil@example.com",
    });

    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 4, retrying: 0, failed: 2, rejected: 0 });
    for (const request of provider.requests) {
      // Receipts carry only the one-click unsubscribe headers (decision 027), whose values the function builds
      // itself; team notices carry no headers at all (decision 039).
      if (request.body.to.includes(HIRING_TEAM)) {
        expect(Object.keys(request.body).sort()).toEqual(["from", "html", "subject", "text", "to"]);
      } else {
        expect(Object.keys(request.body).sort()).toEqual([
          "from",
          "headers",
          "html",
          "subject",
          "text",
          "to",
        ]);
        expect(Object.keys(request.body.headers as object)).toEqual([
          "List-Unsubscribe",
          "List-Unsubscribe-Post",
        ]);
      }
      expect(request.body.to).toHaveLength(1);
      expect(request.body.to[0]).not.toMatch(/evil|[\r\n,]/);
      expect(request.body.subject).not.toMatch(/[\r\n\u2028\u2029]/);
    }
    expect(provider.to(HIRING_TEAM).map(({ request }) => request.body.subject)).toEqual(
      expect.arrayContaining([
        "New application: Eve Bcc: evil@example.invalid X for Senior Mobile Engineer (React Native)",
        "New application: Eve Bcc: evil@example.invalid for Senior Mobile Engineer (React Native)",
      ]),
    );
    for (const { candidate } of [twoRecipients, injected]) {
      const [confirmation] = await mailOf(candidate.id);
      expect(confirmation).toMatchObject({ kind: "applicant_confirmation", status: "failed", attempts: 1 });
      expect(confirmation?.last_error).toContain("not one plain address");
    }
    expect((await mailOf(separated.candidate.id)).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("refuses a call without the service-role key", async () => {
    const drainer = await startDrainer();
    for (const authorization of [undefined, `Bearer ${backend.api.anonKey}`]) {
      const response = await fetch(drainer.functionUrl, {
        method: "POST",
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect(response.status).toBe(401);
    }
  });
});
