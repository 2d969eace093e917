/**
 * One message the mail function cannot handle never stops the others (decision 044): an application erased while its
 * team notice waits in a digest leaves the digest, which still reaches the team with everyone else in it; and a
 * message the function fails on is recorded with the reason, failed after its retries, while the rest are sent.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";
import { HIRING_TEAM, SITE_URL, useMail } from "./support/mail";
import { rpcAs, signedIn, type Caller } from "./support/staff";

const backend = useLocalSupabase({ clients: "many" });
const { provider, startDrainer, mailOf, apply } = useMail(backend);

let hiring: Caller;

beforeAll(async () => {
  hiring = await signedIn(backend, "hiring", "hiring", "aal2");
});

/**
 * Erases an application as the desk's erasure path does (decision 045): the resume removed with the service role,
 * then the row erased with the member's own token.
 */
async function erase(applicationId: string, objectName: string) {
  const removed = await backend.service.storage.from("resumes").remove([objectName]);
  expect(removed.error).toBeNull();
  const erased = await rpcAs(backend, hiring, "erase_application", { application_id: applicationId });
  expect(erased.status, await erased.clone().text()).toBeLessThan(300);
}

const digestDueNow = () =>
  backend.api.query(
    `update private.outbox set next_attempt_at = now()
      where kind = 'hiring_team_digest' and status in ('queued', 'deferred')`,
  );

describe("an erasure during a pending digest", () => {
  it("takes the application out of the digest, which still reaches the team with the others", async () => {
    const applications = [];
    for (let index = 0; index < 8; index += 1) applications.push(await apply());
    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(HIRING_TEAM)).toHaveLength(5);

    const [gone, ...kept] = applications.slice(5);
    if (!gone) throw new Error("no application in the digest");
    await erase(gone.candidate.id, gone.objectName);
    expect((await mailOf(gone.candidate.id)).map(({ kind, status }) => ({ kind, status }))).toEqual([
      { kind: "applicant_confirmation", status: "sent" },
      { kind: "hiring_team_notice", status: "cancelled" },
    ]);

    await digestDueNow();
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    const [digest] = provider.to(HIRING_TEAM).slice(5);
    expect(digest?.request.body.subject).toBe("2 new applications");
    const links = [...(digest?.request.body.html ?? "").matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual(kept.map(({ candidate }) => `${SITE_URL}/staff/applications/${candidate.id}`));
    expect(digest?.request.body.text).not.toContain(gone.candidate.email);
  });

  it("cancels a digest whose every application was erased", async () => {
    const applications = [];
    for (let index = 0; index < 6; index += 1) applications.push(await apply());
    const drainer = await startDrainer();
    await drainer.drain();
    const last = applications[5];
    if (!last) throw new Error("no application in the digest");
    await erase(last.candidate.id, last.objectName);

    await digestDueNow();
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });
    expect(provider.to(HIRING_TEAM)).toHaveLength(5);
    expect(
      await backend.api.query(
        "select status, last_error from private.outbox where kind = 'hiring_team_digest'",
      ),
    ).toEqual([{ status: "cancelled", last_error: "Not sent: every application in it was erased" }]);
  });
});

describe("a message the function fails on", () => {
  it("is retried, then failed with the reason the staff summary and the deployment check show, and the rest go", async () => {
    // A notice that lost its application behind the function's back: preparing it throws.
    const [broken] = await backend.api.query<{ id: string }>(
      "insert into private.outbox (kind) values ('hiring_team_notice') returning id",
    );
    const fine = await apply();

    const drainer = await startDrainer();
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 1, failed: 0, rejected: 0 });
    expect(provider.to(HIRING_TEAM)).toHaveLength(1);
    expect(provider.to(fine.candidate.email)).toHaveLength(1);

    for (const failed of [0, 1]) {
      await backend.api.query("update private.outbox set next_attempt_at = now() where id = $1", [
        broken?.id,
      ]);
      expect(await drainer.drain()).toEqual({ sent: 0, retrying: 1 - failed, failed, rejected: 0 });
    }
    const [row] = await backend.api.query<{ status: string; attempts: number; last_error: string }>(
      "select status, attempts, last_error from private.outbox where id = $1",
      [broken?.id],
    );
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row?.last_error).toMatch(/^The mail function failed on this message: \S/);

    const [{ report } = { report: null }] = await backend.api.query<{
      report: { failed: number; recent_failures: { last_error: string }[] };
    }>("select public.application_mail_report() as report");
    expect(report?.failed).toBe(1);
    expect(report?.recent_failures[0]?.last_error).toMatch(/^The mail function failed on this message: /);
  });
});
