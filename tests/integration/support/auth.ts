/**
 * Staff sign-in against the embedded API with the real supabase-js, as the staff desk signs in: an e-mailed code
 * read from the local mailbox, then a TOTP authenticator whose codes the test computes from the enrolment's secret.
 *
 *   const backend = useLocalSupabase({ clients: "one" });
 *   const user = await createUser(backend);
 *   const { client } = await signInAtAal2(backend, user.email);
 */
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { expect } from "vitest";

import { latestCodeFor, totpCode } from "@tapsheet/local-supabase";

import { createTestClient, type LocalSupabaseHarness } from "./local-supabase";

export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
}

/** A fresh address at the staff domain. */
export const staffAddress = (label = "staff") => `${label}.${crypto.randomUUID()}@tapsheet.example`;

/** Everything the local mailbox holds, oldest first. */
async function mailbox(backend: LocalSupabaseHarness): Promise<MailboxMessage[]> {
  const response = await fetch(`${backend.api.mailboxUrl}/messages`);
  return (await response.json()) as MailboxMessage[];
}

/** The messages mailed to `address`. */
export async function mailTo(backend: LocalSupabaseHarness, address: string): Promise<MailboxMessage[]> {
  return (await mailbox(backend)).filter((message) => message.to.includes(address));
}

/** The newest code mailed to `address` (the test fails if there is none). */
export async function codeFor(backend: LocalSupabaseHarness, address: string): Promise<string> {
  const code = latestCodeFor(await mailbox(backend), address);
  if (!code) throw new Error(`No code was mailed to ${address}`);
  return code;
}

/** Creates a confirmed e-mail user with the service key, as the staff tool does. */
export async function createUser(backend: LocalSupabaseHarness, email = staffAddress()) {
  const { data, error } = await backend.service.auth.admin.createUser({ email, email_confirm: true });
  if (error || !data.user) throw new Error(`Could not create ${email}: ${error?.message}`);
  return { id: data.user.id, email };
}

/**
 * Moves the address's last code request a minute into the past, as if the user waited out the one-minute limit
 * between e-mails; for tests that sign one user in several times.
 */
export async function aMinuteLater(backend: LocalSupabaseHarness, email: string): Promise<void> {
  await backend.api.query(
    `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 seconds' where email = $1`,
    [email],
  );
}

/** A new browser tab: its own supabase-js client, keeping its session in memory. */
export const newClient = (backend: LocalSupabaseHarness) =>
  createTestClient(backend.url, backend.api.anonKey);

/** Signs in with an e-mailed code (aal1), in a new client. */
export async function signInWithCode(
  backend: LocalSupabaseHarness,
  email: string,
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = newClient(backend);
  const sent = await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  expect(sent.error).toBeNull();
  const { data, error } = await client.auth.verifyOtp({
    email,
    token: await codeFor(backend, email),
    type: "email",
  });
  if (error || !data.session) throw new Error(`Sign-in for ${email} failed: ${error?.message}`);
  return { client, session: data.session };
}

/** Time steps (30 s) whose code the tests have used, by authenticator secret: the API accepts each step once. */
const usedSteps = new Map<string, number>();

/**
 * The authenticator's code for a time step not used yet: the current step's, else the next one's (the API accepts
 * one step of skew), waiting for time to catch up when both are used.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / 30_000);
  const step = Math.max(current, (usedSteps.get(secret) ?? -1) + 1);
  const wait = (step - 1) * 30_000 + 100 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  usedSteps.set(secret, step);
  return totpCode(secret, step * 30_000);
}

/** Enrols a TOTP authenticator in the signed-in client and proves it, which lifts the session to aal2. */
export async function enrolAuthenticator(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
  if (enrolled.error) throw enrolled.error;
  const { id: factorId, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId,
    code: await freshTotpCode(totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId, secret: totp.secret, session: verified.data };
}

/** Signs in with a code and, with the authenticator given (or a new one), reaches aal2. */
export async function signInAtAal2(
  backend: LocalSupabaseHarness,
  email: string,
  authenticator?: { factorId: string; secret: string },
) {
  const { client } = await signInWithCode(backend, email);
  if (!authenticator) return { client, ...(await enrolAuthenticator(client)) };
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: authenticator.factorId,
    code: await freshTotpCode(authenticator.secret),
  });
  if (verified.error) throw verified.error;
  return { client, ...authenticator, session: verified.data };
}

/** The claims of a JWT, in the order the issuer wrote them. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

/** Exchanges a refresh token directly, as a second tab holding it would. */
export function refreshWith(backend: LocalSupabaseHarness, refreshToken: string) {
  return newClient(backend).auth.refreshSession({ refresh_token: refreshToken });
}
