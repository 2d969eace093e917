/**
 * One outbox and mail rules no stranger can abuse (decision 039), as a script holding the public key would try it,
 * against the embedded API, the real functions under Deno and a capture server standing in for the provider: one
 * mailbox under many spellings, a flood of applications from many clients ahead of a real applicant, a one-click
 * unsubscribe aimed at the hiring team, and the digest that replaces a notice per application in a flood.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  type EdgeFunction,
  type MailDrainer,
  startEdgeFunction,
  startMailDrainer,
} from "@tapsheet/local-supabase";

import { SUPABASE_DIR, useLocalSupabase, validSignup } from "./support/local-supabase";
import { HIRING_TEAM, SITE_URL, useMail } from "./support/mail";

// Every request of this file comes from a new client address (the API trusts X-Forwarded-For here), as a flood
// spread over many machines would.
const backend = useLocalSupabase({ clients: "many" });
const { provider, startDrainer, mailOf, apply } = useMail(backend);

let unsubscribe: EdgeFunction | undefined;
const betaDrainers: MailDrainer[] = [];

beforeAll(async () => {
  unsubscribe = await startEdgeFunction({
    supabaseDir: SUPABASE_DIR,
    name: "unsubscribe",
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
    env: { SITE_URL },
  });
  backend.api.mountFunction("unsubscribe", unsubscribe.url);
}, 60_000);

afterEach(async () => {
  await Promise.all(betaDrainers.splice(0).map((drainer) => drainer.stop("SIGKILL")));
  await backend.api.query(
    "update public.api_limits set global_max = 100 where action in ('application_mail', 'beta_mail')",
  );
  await backend.api.query("delete from public.signups");
  await backend.api.query("delete from private.mail_suppressions");
});

afterAll(async () => {
  await unsubscribe?.stop();
});

async function startBetaDrainer() {
  const drainer = await startMailDrainer({
    supabaseDir: SUPABASE_DIR,
    supabaseUrl: backend.url,
    serviceRoleKey: backend.api.serviceRoleKey,
    functionName: "beta-mail",
    env: {
      EMAIL_API_URL: provider.url,
      EMAIL_API_KEY: "re_test_key",
      BETA_EMAIL_FROM: "Tapsheet <hello@tapsheet.example>",
      SITE_URL,
    },
  });
  betaDrainers.push(drainer);
  return drainer;
}

async function signUp(email: string) {
  expect((await backend.anon.from("signups").insert(validSignup({ email }))).status).toBe(201);
}

/** Everything delivered to any of `addresses`. */
const deliveredTo = (addresses: string[]) =>
  [...provider.delivered.values()].filter(({ request }) =>
    request.body.to.some((to) => addresses.includes(to)),
  );

describe("one mailbox, one message", () => {
  it("computes one mailbox in SQL: lower case, no +tag, and for Gmail no dots and one domain", async () => {
    const rows = await backend.api.query<{ address: string; mailbox: string }>(
      `select a as address, private.mailbox(a) as mailbox
         from unnest(array['Victim+1@Example.com', 'v.ictim@example.com', 'V.ictim+news@GoogleMail.com',
                           'vi.c.tim@gmail.com']) as a`,
    );
    expect(rows.map((row) => row.mailbox)).toEqual([
      "victim@example.com",
      "v.ictim@example.com",
      "victim@gmail.com",
      "victim@gmail.com",
    ]);
  });

  it("sends one receipt a day to a mailbox however its address is spelled: +tags and Gmail dots", async () => {
    const local = `victim${crypto.randomUUID().slice(0, 8)}`;
    const tagged = [`${local}@example.com`, `${local}+1@example.com`, `${local.toUpperCase()}+2@example.com`];
    const gmail = [
      `${local}@gmail.com`,
      `${local.slice(0, 1)}.${local.slice(1)}@gmail.com`,
      `${local.slice(0, 3)}.${local.slice(3)}+x@googlemail.com`,
    ];
    for (const email of [...tagged, ...gmail]) await apply({ email });
    const drainer = await startDrainer();
    await drainer.drain();
    expect(deliveredTo(tagged)).toHaveLength(1);
    expect(deliveredTo(gmail)).toHaveLength(1);
    // The team still hears of every application.
    expect(provider.to(HIRING_TEAM)).toHaveLength(5);
  });

  it("sends one beta confirmation a day to a mailbox however its address is spelled", async () => {
    const local = `beta${crypto.randomUUID().slice(0, 8)}`;
    const spellings = [
      `${local}@gmail.com`,
      `${local}+1@gmail.com`,
      `${local.slice(0, 2)}.${local.slice(2)}@googlemail.com`,
    ];
    for (const email of spellings) await signUp(email);
    await (await startBetaDrainer()).drain();
    expect(deliveredTo(spellings)).toHaveLength(1);
  });

  it("holds beta confirmations to a global hourly ceiling, oldest first when it allows", async () => {
    await backend.api.query("update public.api_limits set global_max = 2 where action = 'beta_mail'");
    const addresses = Array.from(
      { length: 4 },
      (_, index) => `beta${index}.${crypto.randomUUID()}@example.com`,
    );
    for (const email of addresses) await signUp(email);
    const drainer = await startBetaDrainer();
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, suppressed: 0 });
    const deferred = await backend.api.query<{ email: string; last_error: string }>(
      `select s.email, m.last_error from private.outbox m join public.signups s on s.id = m.signup_id
        where m.status = 'deferred' order by m.created_at`,
    );
    expect(deferred.map((row) => row.email)).toEqual(addresses.slice(2));
    expect(deferred[0]?.last_error).toContain("the ceiling in public.api_limits (beta_mail)");
    await backend.api.query("update public.api_limits set global_max = 4 where action = 'beta_mail'");
    expect(await drainer.drain()).toEqual({ sent: 2, retrying: 0, failed: 0, suppressed: 0 });
    expect(provider.requests.map((request) => request.body.to[0])).toEqual(addresses);
  });
});

describe("a flood of applications", () => {
  it("does not delay a real applicant's receipt: team mail is outside the ceiling and receipts go first", async () => {
    const flood = [];
    for (let index = 0; index < 51; index += 1) flood.push(await apply());
    const real = await apply();
    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(real.candidate.email)).toHaveLength(1);
    expect((await mailOf(real.candidate.id))[0]).toMatchObject({
      kind: "applicant_confirmation",
      status: "sent",
    });
    // Five notices, then the rest wait for the digest: the team is not sent 52 notices.
    expect(provider.to(HIRING_TEAM)).toHaveLength(5);
    const [digest] = await backend.api.query<{ members: number; due_in_seconds: number }>(
      `select (select count(*)::int from private.outbox n where n.digest_id = d.id) as members,
              extract(epoch from d.next_attempt_at - now())::float8 as due_in_seconds
         from private.outbox d where d.kind = 'hiring_team_digest'`,
    );
    expect(digest?.members).toBe(47);
    expect(digest?.due_in_seconds).toBeGreaterThan(800);
    // Receipts went out before any team mail.
    const firstNotice = provider.requests.findIndex((request) => request.body.to.includes(HIRING_TEAM));
    expect(firstNotice).toBe(52);
    expect(flood.every(({ candidate }) => provider.to(candidate.email).length === 1)).toBe(true);
  }, 120_000);

  it("lets deferred receipts leave oldest first, so a delay is bounded by the queue ahead of it", async () => {
    await backend.api.query(
      "update public.api_limits set global_max = 10, window_length = '1 hour' where action = 'application_mail'",
    );
    const flood = [];
    for (let index = 0; index < 51; index += 1) flood.push(await apply());
    const real = await apply();
    const order = [...flood, real].map(({ candidate }) => candidate.email);
    const drainer = await startDrainer();
    const receipts = () =>
      provider.requests.map((request) => request.body.to[0]).filter((to) => to !== HIRING_TEAM);
    for (let hour = 1; hour <= 6; hour += 1) {
      await drainer.drain();
      expect(receipts()).toEqual(order.slice(0, Math.min(10 * hour, order.length)));
      // The hour passes.
      await backend.api.query(
        "update private.outbox set sent_at = sent_at - interval '1 hour' where sent_at is not null",
      );
    }
    expect(provider.to(real.candidate.email)).toHaveLength(1);
  }, 180_000);
});

describe("staff mail is not list mail", () => {
  it("keeps team notices coming after a one-click unsubscribe with a token from mail sent to the team address", async () => {
    // Anyone can make the site write to the team address: here an application naming it, whose receipt (public
    // mail) carries a one-click unsubscribe token.
    await apply({ email: HIRING_TEAM });
    const drainer = await startDrainer();
    await drainer.drain();
    const receipt = provider
      .to(HIRING_TEAM)
      .find(({ request }) => request.body.subject.startsWith("We received your application"));
    const headers = (receipt?.request.body.headers ?? {}) as Record<string, string>;
    const link = /^<([^>]+)>$/.exec(headers["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toContain("/functions/v1/unsubscribe?token=");
    const posted = await fetch(link ?? "", { method: "POST", body: "List-Unsubscribe=One-Click" });
    expect(await posted.json()).toEqual({ status: "unsubscribed" });

    provider.reset();
    const later = await apply();
    await drainer.drain();
    const notices = provider.to(HIRING_TEAM);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.request.body.subject).toContain("New application");
    expect(notices[0]?.request.body.text).toContain(later.candidate.email);
    expect(notices[0]?.request.body.headers).toBeUndefined();
    expect((await mailOf(later.candidate.id)).map((row) => row.status)).toEqual(["sent", "sent"]);

    // The staff summary (to the team address when no STAFF_EMAIL is set) still arrives too.
    const [{ alert } = { alert: null }] = await backend.api.query<{ alert: string }>(
      "select global_max::text as alert from public.api_limits where action = 'resume_bytes'",
    );
    await backend.api.query("update public.api_limits set global_max = 0 where action = 'resume_bytes'");
    try {
      await drainer.drain();
    } finally {
      await backend.api.query(
        "update public.api_limits set global_max = $1::bigint where action = 'resume_bytes'",
        [alert],
      );
    }
    const summary = provider
      .to(HIRING_TEAM)
      .find(({ request }) => request.body.subject.startsWith("Tapsheet mail"));
    expect(summary?.request.body.subject).toBe("Tapsheet mail: resume bytes passed their alert level");
    expect(summary?.request.body.headers).toBeUndefined();
  });
});

describe("the digest", () => {
  it("sends the team a digest every 15 minutes once more than five applications arrive within an hour", async () => {
    const applications = [];
    for (let index = 0; index < 8; index += 1) applications.push(await apply());
    const drainer = await startDrainer();
    await drainer.drain();
    expect(provider.to(HIRING_TEAM)).toHaveLength(5);
    // Not before its time.
    expect(await drainer.drain()).toEqual({ sent: 0, retrying: 0, failed: 0, rejected: 0 });
    await backend.api.query(
      "update private.outbox set next_attempt_at = now() where kind = 'hiring_team_digest' and status = 'queued'",
    );
    expect(await drainer.drain()).toEqual({ sent: 1, retrying: 0, failed: 0, rejected: 0 });
    const [digest] = provider.to(HIRING_TEAM).slice(5);
    expect(digest?.request.body.subject).toBe("3 new applications");
    expect(digest?.request.body.headers).toBeUndefined();
    const links = [...(digest?.request.body.html ?? "").matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual(
      applications.slice(5).map(({ candidate }) => `${SITE_URL}/staff/applications/${candidate.id}`),
    );
    for (const { candidate } of applications.slice(5)) {
      expect(digest?.request.body.text).toContain(candidate.email);
      expect((await mailOf(candidate.id))[1]).toMatchObject({
        kind: "hiring_team_notice",
        status: "digested",
      });
    }

    // The next application in the flood waits for the next digest, 15 minutes after this one.
    const next = await apply();
    await drainer.drain();
    expect(provider.to(HIRING_TEAM)).toHaveLength(6);
    expect(provider.to(next.candidate.email)).toHaveLength(1);
    const [due] = await backend.api.query<{ seconds: number }>(
      `select extract(epoch from d.next_attempt_at - now())::float8 as seconds
         from private.outbox d where d.kind = 'hiring_team_digest' and d.status = 'queued'`,
    );
    expect(due?.seconds).toBeGreaterThan(0);
    expect(due?.seconds).toBeLessThanOrEqual(900);
  });
});
