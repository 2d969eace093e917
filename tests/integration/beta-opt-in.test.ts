/**
 * Beta double opt-in and one-click unsubscribe (decision 027), end to end on the embedded API: sign-ups through the
 * public key, the real beta-mail and unsubscribe functions under Deno, the mail in the API's own mailbox.
 */
import { describe, expect, it } from "vitest";

import { startMailDrainer } from "@tapsheet/local-supabase";

import {
  confirmationToken,
  type MailboxMessage,
  TEST_SITE_URL,
  unsubscribeUrl,
  useBetaMailFunctions,
} from "./support/mail-functions";
import {
  candidateWithResume,
  createTestClient,
  pdfBytes,
  SUPABASE_DIR,
  useLocalSupabase,
  validSignup,
} from "./support/local-supabase";

const backend = useLocalSupabase();
const mail = useBetaMailFunctions(backend);

const address = () => `optin.${crypto.randomUUID()}@example.com`;

/** A sign-up as the site sends it (supabase-js, return=minimal). */
async function signUp(email: string, overrides: Record<string, unknown> = {}) {
  const { error, status } = await backend.anon.from("signups").insert(validSignup({ email, ...overrides }));
  return { error, status };
}

/** The same through plain HTTP: status and body as any client sees them. */
async function rawSignUp(email: string, overrides: Record<string, unknown> = {}) {
  const response = await backend.request("/rest/v1/signups", {
    method: "POST",
    body: validSignup({ email, ...overrides }),
  });
  return { status: response.status, body: await response.text() };
}

async function rpc(name: "confirm_signup" | "resend_signup_confirmation", token: string) {
  const { data, error } = (await backend.anon.rpc(name, { token })) as {
    data: unknown;
    error: { message: string } | null;
  };
  if (error) throw new Error(error.message);
  return data as string;
}

/** Drains until the mailbox holds `count` messages for `email`, and returns them. */
async function expectMail(email: string, count: number): Promise<MailboxMessage[]> {
  await mail.drain();
  const messages = await mail.mailTo(email);
  expect(messages).toHaveLength(count);
  return messages;
}

async function signupRow(email: string) {
  const [row] = await backend.api.query<{
    id: string;
    confirmed_at: Date | null;
    consent_form_version: string | null;
    privacy_notice_version: string | null;
  }>(
    "select id, confirmed_at, consent_form_version, privacy_notice_version from public.signups where email = $1",
    [email],
  );
  return row;
}

/** Moves the recipient's mail a day back, as if the last confirmation went out yesterday. */
async function aDayLater(email: string) {
  await backend.api.query(
    `update private.outbox set created_at = created_at - interval '25 hours'
      where signup_id in (select id from public.signups where email = $1)`,
    [email],
  );
}

describe("double opt-in", () => {
  it("sends one confirmation whose link confirms the sign-up and keeps the consent record", async () => {
    const email = address();
    expect(await signUp(email)).toEqual({ error: null, status: 201 });
    const [message] = await expectMail(email, 1);
    expect(message?.subject).toBe("Confirm your Tapsheet beta sign-up");
    expect(message?.text).toContain(`${TEST_SITE_URL}/beta/confirm?token=`);
    expect(message?.text).toMatch(
      /To leave and stop all mail from Tapsheet, open http:\/\/\S+\/functions\/v1\/unsubscribe\?token=/,
    );
    expect(message?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribeUrl(message)).toMatch(
      new RegExp(`^${backend.url}/functions/v1/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`),
    );

    // The mailbox page shows the headers too.
    expect(await (await fetch(`${backend.api.mailboxUrl}/`)).text()).toContain(
      "<b>List-Unsubscribe-Post</b> List-Unsubscribe=One-Click",
    );

    const token = confirmationToken(message);
    // Only the token's hash is stored.
    const stored = await backend.api.query<{ token_hash: string }>(
      "select token_hash from private.signup_confirmation_tokens",
    );
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);

    expect(await rpc("confirm_signup", token)).toBe("confirmed");
    expect(await signupRow(email)).toMatchObject({
      confirmed_at: expect.any(Date) as unknown,
      consent_form_version: "beta-signup-2026-11-25",
      privacy_notice_version: "privacy-2026-11-27",
    });
    expect(await rpc("confirm_signup", token)).toBe("already_confirmed");
  });

  it("puts nothing the sign-up's author wrote into the confirmation, so it cannot carry a stranger's words", async () => {
    const email = address();
    const name = "URGENT account locked call +1 555 0100 now";
    const company = "Reply with your password at once";
    expect(await signUp(email, { name, company })).toEqual({ error: null, status: 201 });
    const [message] = await expectMail(email, 1);
    const whole = JSON.stringify(message);
    expect(whole).not.toContain("URGENT");
    expect(whole).not.toContain("password");
    expect(message?.text.startsWith("Hello,")).toBe(true);
  });

  it("answers a repeat exactly as a first sign-up, from any client and in any case, and sends nothing more", async () => {
    const email = address();
    const first = await rawSignUp(email);
    expect(first).toEqual({ status: 201, body: "" });
    await expectMail(email, 1);

    expect(await rawSignUp(` ${email.toUpperCase()} `)).toEqual(first);
    expect(await signUp(email.replace("optin", "OPTIN"))).toEqual({ error: null, status: 201 });
    const otherClient = createTestClient(backend.url, backend.api.publishableKey);
    expect((await otherClient.from("signups").insert(validSignup({ email }))).status).toBe(201);
    await expectMail(email, 1);
    expect(await backend.api.query("select id from public.signups where email = $1", [email])).toHaveLength(
      1,
    );

    // Invalid repeats are refused exactly as invalid first sign-ups are.
    const fresh = address();
    for (const broken of [
      { name: "x" },
      { consent_form_version: "made-up" },
      { privacy_notice_version: null },
    ]) {
      expect(await rawSignUp(email, broken), JSON.stringify(broken)).toEqual(await rawSignUp(fresh, broken));
    }
  });

  // Before decision 038 a repeat reset created_at (and refreshed the consent record), so a stranger repeating a
  // sign-up every 29 days kept an unconfirmed address from the 30-day removal, which counts from created_at.
  it("changes nothing stored on a repeat from another client: name, company, consent record and times stay", async () => {
    const email = address();
    expect(await signUp(email, { name: "Ada Park", company: "Northwind Ventures" })).toEqual({
      error: null,
      status: 201,
    });
    await backend.api.query(
      "update public.signups set created_at = now() - interval '29 days' where email = $1",
      [email],
    );
    const stored = () =>
      backend.api.query<Record<string, unknown>>(
        `select id, name, company, role, aum, source, created_at, confirmed_at, consent_form_version,
                privacy_notice_version
           from public.signups where email = $1`,
        [email],
      );
    const before = await stored();
    expect(before).toHaveLength(1);

    const otherClient = createTestClient(backend.url, backend.api.publishableKey);
    const repeat = validSignup({
      email,
      name: "Eve Mallory",
      company: "Other Company",
      role: "lp",
      aum: null,
    });
    expect((await otherClient.from("signups").insert(repeat)).status).toBe(201);
    expect(await stored()).toEqual(before);

    // The unconfirmed-sign-up removal (created_at older than 30 days) takes it a day later, as it would have.
    const [due] = await backend.api.query<{ due: boolean }>(
      "select created_at < now() - interval '30 days' + interval '1 day 1 minute' as due from public.signups where email = $1",
      [email],
    );
    expect(due?.due).toBe(true);
  });

  it("answers invalid and unknown links plainly", async () => {
    for (const token of ["", "short", "x".repeat(43), "not a token!".repeat(5)]) {
      expect(await rpc("confirm_signup", token), token).toBe("invalid");
      expect(await rpc("resend_signup_confirmation", token), token).toBe("invalid");
    }
  });

  it("answers an expired link plainly and sends a new one at most once a day, whoever asks", async () => {
    const email = address();
    await signUp(email);
    const [first] = await expectMail(email, 1);
    const token = confirmationToken(first);
    await backend.api.query(
      "update private.signup_confirmation_tokens set expires_at = now() - interval '1 second'",
    );

    expect(await rpc("confirm_signup", token)).toBe("expired");
    expect(await rpc("resend_signup_confirmation", token)).toBe("already_sent");
    expect(await signUp(email)).toEqual({ error: null, status: 201 });
    await expectMail(email, 1);

    await aDayLater(email);
    expect(await rpc("resend_signup_confirmation", token)).toBe("sent");
    expect(await rpc("resend_signup_confirmation", token)).toBe("already_sent");
    const [, second] = await expectMail(email, 2);
    expect(await rpc("confirm_signup", token)).toBe("expired");
    expect(await rpc("confirm_signup", confirmationToken(second))).toBe("confirmed");
    expect(await rpc("resend_signup_confirmation", token)).toBe("already_confirmed");
  });
});

describe("one-click unsubscribe", () => {
  it("shows a page on GET and unsubscribes only on the mail client's POST, without any key", async () => {
    const email = address();
    await signUp(email);
    const [message] = await expectMail(email, 1);
    const link = unsubscribeUrl(message);

    const opened = await fetch(link, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(
      `${TEST_SITE_URL}/beta/unsubscribe?token=${new URL(link).searchParams.get("token")}`,
    );
    expect(await signupRow(email)).toBeDefined();

    const posted = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ status: "unsubscribed" });
    expect(await signupRow(email)).toBeUndefined();
    expect(await rpc("confirm_signup", confirmationToken(message))).toBe("invalid");

    const unknown = await fetch(`${backend.url}/functions/v1/unsubscribe?token=${"a".repeat(43)}`, {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
  });

  it("stops all later mail to the address; a fresh sign-up gets its confirmation, and confirming lifts nothing", async () => {
    const email = address();
    await signUp(email);
    const [message] = await expectMail(email, 1);
    await backend.api.query(
      "update private.signup_confirmation_tokens set expires_at = now() - interval '1 second'",
    );
    await aDayLater(email);
    // A confirmation is queued, then its recipient unsubscribes: it is never sent.
    expect(await rpc("resend_signup_confirmation", confirmationToken(message))).toBe("sent");
    await fetch(unsubscribeUrl(message), {
      method: "POST",
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    await expectMail(email, 1);

    // Any other mail function asks before sending: refused.
    const allowed = await backend.service.rpc("register_mail_recipient", {
      recipient: email.toUpperCase(),
      unsubscribe_token_hash: "0".repeat(64),
    });
    expect(allowed).toMatchObject({ data: false, error: null });

    // Its owner (or anyone) signs up again: that confirmation, queued after the suppression, goes out. Confirming
    // it confirms the sign-up and never lifts the suppression (before decision 038 it did, so whoever or whatever
    // opened the link, a mail scanner included, reopened the address to all mail).
    await backend.api.query("update private.outbox set created_at = created_at - interval '25 hours'");
    expect(await signUp(email)).toEqual({ error: null, status: 201 });
    const [, again] = await expectMail(email, 2);
    expect(await rpc("confirm_signup", confirmationToken(again))).toBe("confirmed");
    expect((await signupRow(email))?.confirmed_at).not.toBeNull();
    const stillSuppressed = await backend.service.rpc("register_mail_recipient", {
      recipient: email,
      unsubscribe_token_hash: "1".repeat(64),
    });
    expect(stillSuppressed).toMatchObject({ data: false, error: null });
    const [suppression] = await backend.api.query<{ count: number }>(
      "select count(*)::int as count from private.mail_suppressions where recipient_hash = private.email_hash($1)",
      [email],
    );
    expect(suppression?.count).toBe(1);
  });

  it("holds an applicant's receipt to it too and gives receipts the unsubscribe headers, never team notices", async () => {
    const team = "hiring@tapsheet.example";
    const drainer = await startMailDrainer({
      supabaseDir: SUPABASE_DIR,
      supabaseUrl: backend.url,
      serviceRoleKey: backend.api.serviceRoleKey,
      env: {
        EMAIL_API_URL: backend.api.mailboxUrl,
        EMAIL_API_KEY: "local-mailbox",
        EMAIL_FROM: "Tapsheet Careers <careers@tapsheet.example>",
        HIRING_TEAM_EMAIL: team,
        SITE_URL: TEST_SITE_URL,
      },
    });
    try {
      const apply = async (email: string) => {
        const { candidate, objectName } = candidateWithResume("cv", { email });
        expect(
          (await backend.request("/rest/v1/candidates", { method: "POST", body: candidate })).status,
        ).toBe(201);
        const uploaded = await backend.request(`/storage/v1/object/resumes/${objectName}`, {
          method: "POST",
          body: pdfBytes(512),
          headers: { "content-type": "application/pdf" },
        });
        expect(uploaded.status).toBe(200);
      };
      const left = address();
      await signUp(left);
      const [message] = await expectMail(left, 1);
      await fetch(unsubscribeUrl(message), { method: "POST", body: "List-Unsubscribe=One-Click" });
      const stayed = address();
      await apply(left);
      await apply(stayed);
      await drainer.drain();

      expect(await mail.mailTo(left)).toHaveLength(1);
      const [confirmation] = await mail.mailTo(stayed);
      expect(confirmation?.subject).toMatch(/^We received your application/);
      expect(confirmation?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeUrl(confirmation)).toContain("/functions/v1/unsubscribe?token=");
      const notices = (await mail.mailTo(team)).filter((notice) => notice.text.includes(stayed));
      expect(notices).toHaveLength(1);
      // Staff mail is not list mail (decision 039): nothing in it can switch the team's mail off.
      expect(notices[0]?.headers).toEqual({});
      expect(notices[0]?.text).not.toContain("/functions/v1/unsubscribe");
      const [held] = await backend.api.query<{ status: string; last_error: string }>(
        `select m.status, m.last_error from private.outbox m join public.candidates c on c.id = m.application_id
          where c.email = $1 and m.kind = 'applicant_confirmation'`,
        [left],
      );
      expect(held).toEqual({ status: "suppressed", last_error: "The recipient unsubscribed from all mail" });
    } finally {
      await drainer.stop();
    }
  });

  it("serves functions as the platform's gateway does", async () => {
    expect((await fetch(`${backend.url}/functions/v1/nothing-here`, { method: "POST" })).status).toBe(404);
    // beta-mail verifies a JWT at the gateway and accepts only the service role itself.
    expect((await fetch(`${backend.url}/functions/v1/beta-mail`, { method: "POST" })).status).toBe(401);
    expect((await backend.request("/functions/v1/beta-mail", { method: "POST" })).status).toBe(401);
    expect((await backend.request("/functions/v1/beta-mail", { method: "POST", as: "service" })).status).toBe(
      200,
    );
  });

  it("keeps the mail records out of the public key's reach", async () => {
    for (const [name, body] of [
      ["register_mail_recipient", { recipient: "a@example.com", unsubscribe_token_hash: "0".repeat(64) }],
      ["unsubscribe_mail_recipient", { token: "a".repeat(43) }],
      ["claim_mail", { sender: "beta-mail", lease_seconds: 60 }],
      [
        "attach_signup_confirmation_token",
        { message_id: crypto.randomUUID(), claim: crypto.randomUUID(), token_hash: "0".repeat(64) },
      ],
    ] as const) {
      const response = await backend.request(`/rest/v1/rpc/${name}`, { method: "POST", body });
      expect(response.status, name).toBe(401);
    }
  });
});
