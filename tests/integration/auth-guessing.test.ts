/**
 * Codes cannot be guessed and sessions end when they should (decision 043), against the embedded Auth API with the
 * unchanged supabase-js: wrong codes (by address, by token hash, from an authenticator) slow the client that sends
 * them without voiding the member's code or keeping the member out; an authenticator's code works once; a session
 * idle for more than 30 minutes cannot refresh; and a session that ended stops reading at once.
 */
import { describe, expect, it, vi } from "vitest";

import { totpCode } from "@tapsheet/local-supabase";

import { codeFor, createUser, enrolAuthenticator, freshTotpCode, signInWithCode } from "./support/auth";
import { createTestClient, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

/** A client whose every request comes from `address` (the API trusts X-Forwarded-For here). */
function clientAt(address: string) {
  const fetchFrom: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set("x-forwarded-for", address);
    return fetch(input, { ...init, headers });
  };
  return createTestClient(backend.url, backend.api.anonKey, fetchFrom);
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string, offset: number) =>
  String((Number(code) + offset) % 1_000_000).padStart(6, "0");

/**
 * The statuses of `count` wrong guesses made one after another, with the clock held still (the API runs in this
 * process): a slow machine taking seconds per request must not let a wait run out between them.
 */
async function guesses(count: number, guess: (index: number) => Promise<{ error: unknown }>) {
  const statuses: number[] = [];
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  try {
    for (let index = 1; index <= count; index += 1) {
      const { error } = await guess(index);
      statuses.push((error as { status?: number } | null)?.status ?? 200);
    }
  } finally {
    vi.useRealTimers();
  }
  return statuses;
}

describe("wrong codes", () => {
  it("sent as a token hash, twenty in a row are slowed to refusals, and the right hash still works elsewhere", async () => {
    const user = await createUser(backend);
    const guesser = clientAt("203.0.113.10");
    await clientAt("203.0.113.11").auth.signInWithOtp({ email: user.email });
    const [row] = await backend.api.query<{ token_hash: string }>(
      `select token_hash from auth.one_time_tokens where user_id = $1`,
      [user.id],
    );
    const statuses = await guesses(20, (index) =>
      guesser.auth.verifyOtp({ type: "email", token_hash: `${index}`.padStart(56, "0") }),
    );
    expect(statuses.slice(0, 4)).toEqual([403, 403, 403, 403]);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    // While it waits, the guesser's tries are not even checked: the right hash is refused to it too.
    const unchecked = await guesser.auth.verifyOtp({ type: "email", token_hash: row!.token_hash });
    expect(unchecked.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });

    const member = await clientAt("203.0.113.12").auth.verifyOtp({
      type: "email",
      token_hash: row!.token_hash,
    });
    expect(member.error).toBeNull();
    expect(member.data.session).not.toBeNull();
  });

  it("for a member's address, from a stranger, neither void the code nor keep the member out", async () => {
    const user = await createUser(backend);
    const member = clientAt("203.0.113.20");
    await member.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    const code = await codeFor(backend, user.email);
    const stranger = clientAt("203.0.113.21");
    const statuses = await guesses(20, (index) =>
      stranger.auth.verifyOtp({ email: user.email, token: otherThan(code, index), type: "email" }),
    );
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 403).length).toBeLessThan(10);

    const { data, error } = await member.auth.verifyOtp({ email: user.email, token: code, type: "email" });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(user.id);
  });

  it("from an authenticator, twenty in a row are slowed to refusals", async () => {
    const user = await createUser(backend);
    const { client } = await signInWithCode(backend, user.email);
    const { factorId, secret } = await enrolAuthenticator(client);
    const statuses = await guesses(20, (index) =>
      client.auth.mfa.challengeAndVerify({ factorId, code: otherThan(totpCode(secret), 1000 * index) }),
    );
    expect(statuses.slice(0, 4)).toEqual([422, 422, 422, 422]);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
  });
});

describe("an authenticator's code", () => {
  it("is accepted once: the same code again is refused", async () => {
    const user = await createUser(backend);
    const first = await signInWithCode(backend, user.email);
    const { factorId, secret } = await enrolAuthenticator(first.client);
    await backend.api.query(
      `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 seconds' where id = $1`,
      [user.id],
    );
    const code = await freshTotpCode(secret);
    const second = await signInWithCode(backend, user.email);
    expect((await second.client.auth.mfa.challengeAndVerify({ factorId, code })).error).toBeNull();

    await backend.api.query(
      `update auth.users set recovery_sent_at = recovery_sent_at - interval '61 seconds' where id = $1`,
      [user.id],
    );
    const third = await signInWithCode(backend, user.email);
    const replayed = await third.client.auth.mfa.challengeAndVerify({ factorId, code });
    expect(replayed.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
  });
});

describe("a session", () => {
  it("idle for more than 30 minutes cannot refresh", async () => {
    const user = await createUser(backend);
    const { client, session } = await signInWithCode(backend, user.email);
    expect((await client.auth.refreshSession()).error).toBeNull();
    await backend.api.query(
      `update auth.sessions set refreshed_at = refreshed_at - interval '31 minutes',
              created_at = created_at - interval '31 minutes' where user_id = $1`,
      [user.id],
    );
    const { error } = await client.auth.refreshSession();
    expect(error).toMatchObject({ status: 400, code: "session_expired" });
    expect(session.refresh_token).toBeTruthy();
  });

  it("signed out everywhere reads nothing with its old access token", async () => {
    const user = await createUser(backend);
    const { client } = await signInWithCode(backend, user.email);
    const { session } = await enrolAuthenticator(client);
    const added = await backend.service
      .from("staff_members")
      .insert({ user_id: user.id, email: user.email, role: "hiring" });
    expect(added.error).toBeNull();
    await backend.admitResume("signed-out");
    const read = () =>
      backend.request("/rest/v1/candidates?select=id&limit=1", {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
    expect(await (await read()).json()).toHaveLength(1);

    expect((await client.auth.signOut({ scope: "global" })).error).toBeNull();
    const after = await read();
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual([]);
    const rpc = await backend.request("/rest/v1/rpc/signup_counts", {
      method: "POST",
      body: {},
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(rpc.status).toBe(403);
  });
});
