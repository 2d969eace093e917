/**
 * Staff sign-in through the embedded Auth API with the unchanged supabase-js (decision 036): an e-mailed code for
 * existing users only, its limits, the session and access token it gives (claims as supabase/auth's
 * tokens/service.go writes them), refresh-token rotation, the user, and signing out by scope.
 */
import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import {
  aMinuteLater,
  claimsOf,
  codeFor,
  createUser,
  mailTo,
  newClient,
  refreshWith,
  signInWithCode,
  staffAddress,
} from "./support/auth";
import { useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase({ clients: "one" });

describe("an e-mailed code", () => {
  it("is refused to an address that is not a user, as hosted refuses it, and nothing is mailed", async () => {
    const email = staffAddress("stranger");
    const { error } = await newClient(backend).auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false },
    });
    expect(error).toMatchObject({
      status: 422,
      code: "otp_disabled",
      message: "Signups not allowed for otp",
    });
    const signUp = await newClient(backend).auth.signInWithOtp({ email });
    expect(signUp.error).toMatchObject({ status: 422, code: "signup_disabled" });
    expect(await mailTo(backend, email)).toEqual([]);
    expect(await backend.api.query(`select id from auth.users where email = $1`, [email])).toEqual([]);
  });

  it("is mailed to a user as six digits, and signs them in once at aal1", async () => {
    const user = await createUser(backend);
    const client = newClient(backend);
    const sent = await client.auth.signInWithOtp({ email: user.email, options: { shouldCreateUser: false } });
    expect(sent).toEqual({ data: { user: null, session: null }, error: null });
    const [message, ...others] = await mailTo(backend, user.email);
    expect(others).toEqual([]);
    expect(message?.text).toMatch(/\b\d{6}\b/);
    const token = await codeFor(backend, user.email);

    const { data, error } = await client.auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 1200 });
    expect(session.expires_at).toBe(claimsOf(session.access_token).exp);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(session.user).toMatchObject({
      id: user.id,
      aud: "authenticated",
      role: "authenticated",
      email: user.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {},
      is_anonymous: false,
    });
    expect(session.user.identities?.[0]).toMatchObject({ provider: "email", user_id: user.id });
    expect(session.user.factors).toBeUndefined();

    const claims = claimsOf(session.access_token);
    // tokens/service.go AccessTokenClaims, in its field order, aud as a string.
    expect(Object.keys(claims)).toEqual([
      "iss",
      "sub",
      "aud",
      "exp",
      "iat",
      "email",
      "phone",
      "app_metadata",
      "user_metadata",
      "role",
      "aal",
      "amr",
      "session_id",
      "is_anonymous",
    ]);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      sub: user.id,
      aud: "authenticated",
      email: user.email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1200);
    expect(claims.amr).toEqual([{ method: "otp", timestamp: expect.any(Number) as number }]);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const again = await newClient(backend).auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(again.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
  });

  it("signs in a client in the PKCE flow the same way", async () => {
    const user = await createUser(backend);
    const client = createClient(backend.url, backend.api.anonKey, {
      auth: { flowType: "pkce", persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    expect((await client.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const token = await codeFor(backend, user.email);
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token)).toMatchObject({ sub: user.id, aal: "aal1" });
  });

  it("is mailed at most once a minute per address", async () => {
    const user = await createUser(backend);
    const client = newClient(backend);
    expect((await client.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const { error } = await client.auth.signInWithOtp({ email: user.email });
    expect(error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(await mailTo(backend, user.email)).toHaveLength(1);

    await aMinuteLater(backend, user.email);
    expect((await client.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    expect(await mailTo(backend, user.email)).toHaveLength(2);
  });

  it("refuses a wrong code; after five wrong codes the next try waits, and the code is not voided", async () => {
    const user = await createUser(backend);
    const client = newClient(backend);
    await client.auth.signInWithOtp({ email: user.email });
    const token = await codeFor(backend, user.email);
    const wrong = String((Number(token) + 1) % 1_000_000).padStart(6, "0");

    const first = await client.auth.verifyOtp({ email: user.email, token: wrong, type: "email" });
    expect(first.error).toMatchObject({ status: 403, code: "otp_expired" });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      await client.auth.verifyOtp({ email: user.email, token: wrong, type: "email" });
    }
    const waiting = await backend.request("/auth/v1/verify", {
      method: "POST",
      body: { type: "email", email: user.email, token },
    });
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get("x-sb-error-code")).toBe("over_request_rate_limit");
    const retryAfter = Number(waiting.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const right = await client.auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(right.error).toBeNull();
    expect(right.data.session).not.toBeNull();
  });

  it("still works after a few wrong codes", async () => {
    const user = await createUser(backend);
    const client = newClient(backend);
    await client.auth.signInWithOtp({ email: user.email });
    const token = await codeFor(backend, user.email);
    await client.auth.verifyOtp({
      email: user.email,
      token: token === "000000" ? "000001" : "000000",
      type: "email",
    });
    const { error } = await client.auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(error).toBeNull();
  });

  it("expires ten minutes after it was mailed", async () => {
    const user = await createUser(backend);
    const client = newClient(backend);
    await client.auth.signInWithOtp({ email: user.email });
    const token = await codeFor(backend, user.email);
    await backend.api.query(
      `update auth.users set recovery_sent_at = now() - interval '601 seconds' where id = $1`,
      [user.id],
    );
    const { error } = await client.auth.verifyOtp({ email: user.email, token, type: "email" });
    expect(error).toMatchObject({ status: 403, code: "otp_expired" });
  });

  it("is kept only as a hash, out of reach of every API role", async () => {
    const user = await createUser(backend);
    await newClient(backend).auth.signInWithOtp({ email: user.email });
    const token = await codeFor(backend, user.email);
    const [row] = await backend.api.query<{ recovery_token: string }>(
      `select recovery_token from auth.users where id = $1`,
      [user.id],
    );
    expect(row?.recovery_token).toMatch(/^[0-9a-f]{56}$/);
    expect(row?.recovery_token).not.toContain(token);
    for (const role of ["anon", "authenticated", "service_role"] as const) {
      for (const table of ["users", "sessions", "refresh_tokens", "one_time_tokens", "mfa_factors"]) {
        await expect(backend.api.queryAs(role, `select * from auth.${table}`)).rejects.toThrow(
          /permission denied/,
        );
      }
    }
  });
});

describe("errors", () => {
  it("take GoTrue's 2024-01-01 shape when the client asks for that version, and the older one otherwise", async () => {
    const body = { email: staffAddress("stranger"), create_user: false };
    const versioned = await backend.request("/auth/v1/otp", {
      method: "POST",
      body,
      headers: { "x-supabase-api-version": "2024-01-01" },
    });
    expect(versioned.status).toBe(422);
    expect(versioned.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(versioned.headers.get("x-sb-error-code")).toBe("otp_disabled");
    expect(await versioned.json()).toEqual({ code: "otp_disabled", message: "Signups not allowed for otp" });

    const initial = await backend.request("/auth/v1/otp", { method: "POST", body });
    expect(initial.headers.get("x-supabase-api-version")).toBeNull();
    expect(await initial.json()).toEqual({
      code: 422,
      error_code: "otp_disabled",
      msg: "Signups not allowed for otp",
    });
  });

  it("need the gateway's API key first", async () => {
    const response = await backend.request("/auth/v1/otp", {
      method: "POST",
      as: null,
      body: { email: staffAddress() },
    });
    expect(response.status).toBe(401);
  });
});

describe("a session", () => {
  it("rotates its refresh token, and a token reused after the grace period is refused", async () => {
    const user = await createUser(backend);
    const { client, session: first } = await signInWithCode(backend, user.email);
    const second = (await client.auth.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token)).toMatchObject({ sub: user.id, aal: "aal1" });
    expect(claimsOf(second.access_token).session_id).toBe(claimsOf(first.access_token).session_id);

    // A client that lost the answer gets the token that replaced its own (tokens/service.go).
    const lost = await refreshWith(backend, first.refresh_token);
    expect(lost.data.session?.refresh_token).toBe(second.refresh_token);

    const third = (await client.auth.refreshSession()).data.session!;
    await backend.api.query(
      `update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`,
      [first.refresh_token],
    );
    const reused = await refreshWith(backend, first.refresh_token);
    expect(reused.error).toMatchObject({ status: 400, code: "refresh_token_already_used" });
    const revoked = await backend.api.query<{ revoked: boolean }>(
      `select revoked from auth.refresh_tokens where token = $1`,
      [third.refresh_token],
    );
    expect(revoked).toEqual([{ revoked: true }]);
  });

  it("refuses an unknown refresh token", async () => {
    const { error } = await refreshWith(backend, "AAAAAAAAAAAA");
    expect(error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("reads its user, and not once it has signed out", async () => {
    const user = await createUser(backend);
    const { client, session } = await signInWithCode(backend, user.email);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: user.id,
      email: user.email,
      email_confirmed_at: expect.any(String) as string,
    });

    expect((await client.auth.signOut({ scope: "local" })).error).toBeNull();
    const after = await client.auth.getUser(session.access_token);
    expect(after.error).toMatchObject({ name: "AuthSessionMissingError" });
    expect((await refreshWith(backend, session.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("signs out this tab (local), the other tabs (others) or everywhere (global)", async () => {
    const user = await createUser(backend);
    const tabs = [];
    for (let index = 0; index < 4; index += 1) {
      await aMinuteLater(backend, user.email);
      tabs.push(await signInWithCode(backend, user.email));
    }
    const [a, b, c, d] = tabs as [(typeof tabs)[0], (typeof tabs)[0], (typeof tabs)[0], (typeof tabs)[0]];
    const works = async (tab: typeof a) => !(await tab.client.auth.refreshSession()).error;

    await a.client.auth.signOut({ scope: "local" });
    expect(await works(b)).toBe(true);
    expect((await refreshWith(backend, a.session.refresh_token)).error?.code).toBe("refresh_token_not_found");

    await b.client.auth.signOut({ scope: "others" });
    expect(await works(b)).toBe(true);
    expect(await works(c)).toBe(false);

    await aMinuteLater(backend, user.email);
    const e = await signInWithCode(backend, user.email);
    await e.client.auth.signOut();
    expect(await works(b)).toBe(false);
    expect(await works(d)).toBe(false);
    expect(await backend.api.query(`select id from auth.sessions where user_id = $1`, [user.id])).toEqual([]);
  });
});
