/**
 * Decision mail (decision 052) against the embedded API with the real application-mail function under Deno, read
 * from the API's mailbox: a rejection waits for the next business morning in the team's time zone, is cancelled,
 * then leaves with "Send now" exactly once; an interview is told once; an erased applicant's queued rejection never
 * leaves; every step is in the audit log. And a growth session reads sign-ups but no candidate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type MailDrainer, startMailDrainer } from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase, validSignup } from "./support/local-supabase";
import type { MailboxMessage } from "./support/mail-functions";
import {
  applicationVersion,
  applicationWithResume,
  requestAs,
  rpcAs,
  signedIn,
  type Caller,
} from "./support/staff";

const ZONE = "America/New_York";
const backend = useLocalSupabase();
let drainer: MailDrainer | undefined;
let hiring: Caller;

beforeAll(async () => {
  drainer = await startMailDrainer({
    supabaseDir: SUPABASE_DIR,
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
    env: {
      EMAIL_API_URL: backend.api.mailboxUrl,
      EMAIL_API_KEY: "local-mailbox",
      EMAIL_FROM: "Tapsheet <careers@tapsheet.example>",
      HIRING_TEAM_EMAIL: "hiring@tapsheet.example",
      SITE_URL: "http://desk.test:4173",
    },
  });
  hiring = await signedIn(backend, "hiring", "hiring", "aal2");
  await backend.api.query("update private.settings set value = $1 where name = 'team_time_zone'", [ZONE]);
}, 60_000);

afterAll(async () => {
  await drainer?.stop();
});

interface Applicant {
  id: string;
  objectName: string;
  email: string;
  firstName: string;
  position: string;
}

async function applicant(): Promise<Applicant> {
  const { id, objectName } = await applicationWithResume(backend, "decision");
  // An address of its own, so the mailbox tells this applicant's mail from the others'.
  await backend.api.query("update public.candidates set email = $2 where id = $1", [
    id,
    `applicant.${crypto.randomUUID().slice(0, 8)}@example.com`,
  ]);
  const [row] = await backend.api.query<{ email: string; full_name: string; position_title: string }>(
    "select email, full_name, position_title from public.candidates where id = $1",
    [id],
  );
  if (!row) throw new Error("No application");
  return {
    id,
    objectName,
    email: row.email,
    firstName: row.full_name.split(" ")[0] ?? "",
    position: row.position_title,
  };
}

async function moveTo(application: Applicant, stage: string, reason?: string) {
  const response = await rpcAs(backend, hiring, "set_application_stage", {
    application_id: application.id,
    seen_version: await applicationVersion(backend, application.id),
    stage,
    reason,
  });
  expect(response.status).toBe(200);
}

async function queue(application: Applicant, args: Record<string, unknown> = {}) {
  return rpcAs(backend, hiring, "queue_decision_mail", { application_id: application.id, ...args });
}

/** The decision mails that reached the applicant (not the receipt of the application). */
async function decisionsTo(application: Applicant): Promise<MailboxMessage[]> {
  const messages = (await (await fetch(`${backend.api.mailboxUrl}/messages`)).json()) as MailboxMessage[];
  return messages.filter(
    (message) => message.to.includes(application.email) && !message.subject.startsWith("We received"),
  );
}

async function drainTwice() {
  await drainer?.drain();
  await drainer?.drain();
}

async function auditActions(application: Applicant): Promise<{ action: string; actor_email: string }[]> {
  return backend.api.query(
    "select action, actor_email from public.audit_log where target_id = $1 and action like 'decision_mail_%' order by id",
    [application.id],
  );
}

describe("decision mail", () => {
  it("queues a rejection for the next business morning in the team's zone, cancels it, then sends it now once", async () => {
    const jordan = await applicant();
    await moveTo(jordan, "rejected", "role_filled");

    const queued = await queue(jordan, { note: "We hope to see you apply again." });
    expect(queued.status).toBe(200);
    const { id, send_at: sendAt } = (await queued.json()) as { id: string; send_at: string };
    // 09:00 on a weekday in the team's zone, in the future, with no weekday 09:00 between now and then.
    const [check] = await backend.api.query<{
      nine: boolean;
      weekday: boolean;
      later: boolean;
      skipped: number;
    }>(
      `select (($1::timestamptz at time zone $2)::time = '09:00') as nine,
              extract(isodow from $1::timestamptz at time zone $2) <= 5 as weekday,
              $1::timestamptz > now() as later,
              (select count(*)::integer from generate_series(
                 date_trunc('day', now() at time zone $2), $1::timestamptz at time zone $2, interval '1 day') as d
                where extract(isodow from d) <= 5
                  and d + interval '9 hours' > now() at time zone $2
                  and d + interval '9 hours' < $1::timestamptz at time zone $2) as skipped`,
      [sendAt, ZONE],
    );
    expect(check).toEqual({ nine: true, weekday: true, later: true, skipped: 0 });

    await drainTwice();
    expect(await decisionsTo(jordan)).toEqual([]);
    // Queued again for the same change: refused while one waits.
    expect((await queue(jordan)).status).toBe(409);

    expect((await rpcAs(backend, hiring, "cancel_decision_mail", { message_id: id })).status).toBe(200);
    expect((await rpcAs(backend, hiring, "cancel_decision_mail", { message_id: id })).status).toBe(409);
    await drainTwice();
    expect(await decisionsTo(jordan)).toEqual([]);

    const again = (await (await queue(jordan, { note: "We hope to see you apply again." })).json()) as {
      id: string;
    };
    expect((await rpcAs(backend, hiring, "send_decision_mail_now", { message_id: again.id })).status).toBe(
      200,
    );
    await drainTwice();
    const [message, ...more] = await decisionsTo(jordan);
    expect(more).toEqual([]);
    expect(message?.subject).toBe(`Your application for ${jordan.position}`);
    expect(message?.text).toContain(`Hi ${jordan.firstName},`);
    expect(message?.text).toContain("We hope to see you apply again.");
    // The reason is internal.
    expect(message?.text).not.toContain("role_filled");
    expect(message?.html).not.toContain("role_filled");

    const timeline = (await (
      await rpcAs(backend, hiring, "list_decision_mails", { application_id: jordan.id })
    ).json()) as { status: string; reason: string | null }[];
    expect(timeline.map((row) => row.status)).toEqual(["sent", "cancelled"]);
    expect(timeline[1]?.reason).toBe(`Not sent: cancelled by ${hiring.email}`);
    expect(await auditActions(jordan)).toEqual([
      { action: "decision_mail_queued", actor_email: hiring.email },
      { action: "decision_mail_cancelled", actor_email: hiring.email },
      { action: "decision_mail_queued", actor_email: hiring.email },
      { action: "decision_mail_sent", actor_email: "service role" },
    ]);
    expect((await queue(jordan)).status).toBe(409);
  });

  it("tells an interview once, at once, and nothing of a stage that is not told", async () => {
    const sam = await applicant();
    await moveTo(sam, "screening");
    expect((await queue(sam)).status).toBe(400);
    await moveTo(sam, "interview");
    expect((await queue(sam)).status).toBe(200);
    expect((await queue(sam)).status).toBe(409);
    await drainTwice();
    const messages = await decisionsTo(sam);
    expect(messages.map((message) => message.subject)).toEqual([
      `Next step: an interview for ${sam.position}`,
    ]);
  });

  it("never sends an erased applicant's queued rejection", async () => {
    const kim = await applicant();
    await moveTo(kim, "rejected", "role_filled");
    const { id } = (await (await queue(kim)).json()) as { id: string };
    const removed = await backend.request("/storage/v1/object/resumes", {
      method: "DELETE",
      as: "service",
      body: { prefixes: [kim.objectName] },
    });
    expect(removed.status).toBe(200);
    expect((await rpcAs(backend, hiring, "erase_application", { application_id: kim.id })).status).toBe(200);
    await backend.api.query("update private.outbox set next_attempt_at = now() where id = $1", [id]);
    await drainTwice();
    expect(await decisionsTo(kim)).toEqual([]);
    const [row] = await backend.api.query<{ status: string }>(
      "select status from private.outbox where id = $1",
      [id],
    );
    expect(row?.status).toBe("cancelled");
  });

  it("refuses a stranger and a signed-in non-staff user", async () => {
    const lee = await applicant();
    await moveTo(lee, "offer");
    const stranger = await signedIn(backend, "stranger", null, "aal2");
    expect((await rpcAs(backend, stranger, "queue_decision_mail", { application_id: lee.id })).status).toBe(
      403,
    );
    const anon = await requestAs(
      backend,
      { label: "anon", userId: null, email: null, token: null },
      "/rest/v1/rpc/queue_decision_mail",
      {
        method: "POST",
        body: { application_id: lee.id },
      },
    );
    expect([401, 403, 404]).toContain(anon.status);
  });
});

describe("the growth role", () => {
  it("reads sign-ups and no candidate", async () => {
    await applicant();
    const signup = validSignup() as { email: string };
    const { error } = await backend.anon.from("signups").insert(signup);
    expect(error).toBeNull();
    const growth = await signedIn(backend, "growth", "growth", "aal2");
    const candidates = await requestAs(backend, growth, "/rest/v1/candidates?select=id");
    expect(candidates.status).toBe(200);
    expect(await candidates.json()).toEqual([]);
    expect((await rpcAs(backend, growth, "list_applications", {})).status).toBe(403);
    expect(
      (await rpcAs(backend, growth, "queue_decision_mail", { application_id: crypto.randomUUID() })).status,
    ).toBe(403);
    const signups = await rpcAs(backend, growth, "list_signups", {});
    expect(signups.status).toBe(200);
    const page = (await signups.json()) as { rows: { email: string }[] };
    expect(page.rows.map((row) => row.email)).toContain(signup.email);
    expect((await rpcAs(backend, growth, "signup_counts", {})).status).toBe(200);
  });
});
