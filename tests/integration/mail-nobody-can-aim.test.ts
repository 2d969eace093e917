/**
 * Nothing a stranger writes can aim mail or put words in it (decision 026), as a script holding the public key
 * would try it: a forged position, a resume that is not a PDF, a name carrying a web address, many applications
 * for one victim's address, invisible format characters, and more mail than the hourly ceiling allows.
 */
import { afterEach, describe, expect, it } from "vitest";

import { SEED_JOBS, candidateWithResume, useLocalSupabase } from "./support/local-supabase";
import { HIRING_TEAM, useMail } from "./support/mail";

const backend = useLocalSupabase();
const { provider, startDrainer, mailOf, apply } = useMail(backend);

const LURE = "URGENT: your account is locked, visit https://evil.example";

/** Everything the provider was asked to send, as one string per message. */
function everythingSent(): string[] {
  return provider.requests.map((request) => JSON.stringify(request.body));
}

afterEach(async () => {
  await backend.api.query(
    "update public.api_limits set global_max = 100, window_length = '1 hour' where action = 'application_mail'",
  );
});

describe("what an application can put in mail", () => {
  it("takes the position from the job it names: a forged title is refused, and the mail shows the job's", async () => {
    const forged = candidateWithResume("cv", { position_title: LURE }).candidate;
    const refused = await backend.request("/rest/v1/candidates", { method: "POST", body: forged });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "42501" });

    const { candidate } = await apply();
    const [row] = await backend.api.query<{ position_title: string; position_location: string }>(
      "select position_title, position_location from public.candidates where id = $1",
      [candidate.id],
    );
    expect(row).toEqual({
      position_title: SEED_JOBS.seniorMobileEngineer.title,
      position_location: SEED_JOBS.seniorMobileEngineer.location,
    });
    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(candidate.email)[0]?.request.body.subject).toBe(
      `We received your application for ${SEED_JOBS.seniorMobileEngineer.title}`,
    );
    expect(everythingSent().join("\n")).not.toContain("evil.example");
  });

  it("refuses an application for a closed or unknown job", async () => {
    for (const jobId of [crypto.randomUUID(), null]) {
      const { candidate } = candidateWithResume("cv", { job_id: jobId });
      const refused = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: "23503",
        message: "This job is not open for applications",
      });
    }
    // A job that exists but is not open by its status and times (decision 047).
    const { candidate } = candidateWithResume("cv", { job_id: SEED_JOBS.closed.id });
    const refused = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
    expect(refused.status).toBe(410);
    expect(await refused.json()).toMatchObject({ code: "PT410", message: "This position has closed" });
  });

  it("refuses a name carrying a web address, or an implausibly long one, so no mail can carry it", async () => {
    for (const fullName of [LURE, "Eve www.evil.example", "Eve evil.example/login", "E".repeat(101)]) {
      const { candidate } = candidateWithResume("cv", { full_name: fullName });
      const refused = await backend.request("/rest/v1/candidates", { method: "POST", body: candidate });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: "23514" });
    }
    const drainer = await startDrainer();
    await drainer.drain();
    expect(everythingSent().join("\n")).not.toContain("evil.example");
  });

  it("sends nothing for a resume that is not a PDF by its bytes, whatever type its upload declared", async () => {
    const oneByte = await apply({}, { resume: new Uint8Array([0x25]) });
    const html = await apply({}, { resume: new TextEncoder().encode("<html>%PDF-1.7</html>") });
    const pdf = await apply();
    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, rejected: 4 });
    for (const { candidate } of [oneByte, html]) {
      const rows = await mailOf(candidate.id);
      expect(rows.map(({ kind, status }) => ({ kind, status }))).toEqual([
        { kind: "applicant_confirmation", status: "rejected" },
        { kind: "hiring_team_notice", status: "rejected" },
      ]);
      for (const row of rows) expect(row.last_error).toContain("not a PDF");
      expect(provider.to(candidate.email)).toEqual([]);
    }
    expect(provider.to(pdf.candidate.email)).toHaveLength(1);
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
  });

  it("strips invisible format characters such as U+202E from subjects", async () => {
    const { candidate } = await apply({ full_name: "Eve\u202Egnp.exe\u200B Doe" });
    const drainer = await startDrainer();
    await drainer.drain();
    const subjects = provider.requests.map((request) => request.body.subject);
    expect(subjects).toHaveLength(2);
    for (const subject of subjects) expect(subject).not.toMatch(/\p{Cf}|\p{Cc}/u);
    expect(provider.to(HIRING_TEAM)[0]?.request.body.subject).toContain("Evegnp.exe Doe");
    expect(provider.to(candidate.email)).toHaveLength(1);
  });
});

describe("how much mail goes out", () => {
  it("sends one confirmation a day to an address, however many applications name it, and a notice for each", async () => {
    const victim = `victim.${crypto.randomUUID()}@example.com`;
    const applications = [
      await apply({ email: victim }),
      await apply({ email: victim.toUpperCase() }),
      await apply({ email: victim }),
    ];
    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 4, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.to(victim)).toHaveLength(1);
    expect(provider.to(victim.toUpperCase())).toHaveLength(0);
    expect(provider.to(HIRING_TEAM)).toHaveLength(3);
    const confirmations = await Promise.all(
      applications.map(async ({ candidate }) => (await mailOf(candidate.id))[0]),
    );
    expect(confirmations.map((row) => row?.status)).toEqual(["sent", "skipped", "skipped"]);
    expect(confirmations[1]?.last_error).toContain("a confirmation went to this address within the last day");
  });

  it("defers receipts past the hourly ceiling, visibly, never team mail, and sends them once the ceiling allows", async () => {
    await backend.api.query(
      "update public.api_limits set global_max = 1, window_length = '1 hour' where action = 'application_mail'",
    );
    await backend.api.query("update private.outbox set sent_at = now() - interval '2 hours'");
    const first = await apply();
    const second = await apply();
    const drainer = await startDrainer();
    // The first receipt and both team notices: team mail does not count against the applicants' ceiling.
    expect(await drainer.drain()).toEqual({ sent: 3, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.to(HIRING_TEAM)).toHaveLength(2);
    const deferred = (await Promise.all([first, second].map(({ candidate }) => mailOf(candidate.id))))
      .flat()
      .filter((row) => row.status === "deferred");
    expect(deferred.map((row) => row.kind)).toEqual(["applicant_confirmation"]);
    expect(deferred[0]?.last_error).toContain("the ceiling in public.api_limits (application_mail)");
    expect(deferred[0]?.retry_in_seconds).toBeGreaterThan(3000);

    // Nothing more for applicants this hour, however often the function runs; staff hear about the deferral (the
    // summary goes to the hiring team when no STAFF_EMAIL is set, outside the ceiling).
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.requests).toHaveLength(4);
    expect(provider.requests[3]?.body).toMatchObject({
      to: [HIRING_TEAM],
      subject: "Tapsheet mail: 1 deferred",
    });
    expect(provider.requests[3]?.body.headers).toBeUndefined();

    // Staff raise the ceiling (or the hour passes): the deferred receipt goes out, nothing was dropped.
    await backend.api.query("update public.api_limits set global_max = 2 where action = 'application_mail'");
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    for (const { candidate } of [first, second]) {
      expect((await mailOf(candidate.id)).map((row) => row.status)).toEqual(["sent", "sent"]);
      expect(provider.to(candidate.email)).toHaveLength(1);
    }
  });
});
