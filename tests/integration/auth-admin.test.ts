/**
 * The admin part of the embedded Auth API that the staff tool drives with the service key through supabase-js's
 * `auth.admin` (supabase/auth's admin.go, invite.go, mail.go, pagination.go): users, their factors, invitations
 * and generated codes; and nobody else may call it.
 */
import { describe, expect, it } from "vitest";

import {
  claimsOf,
  codeFor,
  createUser,
  mailTo,
  newClient,
  signInAtAal2,
  signInWithCode,
  staffAddress,
} from "./support/auth";
import { createTestClient, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase({ clients: "one" });

describe("the admin API", () => {
  it("refuses the anon key and a signed-in user's token", async () => {
    const anon = await backend.anon.auth.admin.listUsers();
    expect(anon.error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });

    const user = await createUser(backend);
    const { session } = await signInAtAal2(backend, user.email);
    const asUser = createTestClient(backend.url, backend.api.anonKey, (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("authorization", `Bearer ${session.access_token}`);
      return fetch(input, { ...init, headers });
    });
    const listed = await asUser.auth.admin.listUsers();
    expect(listed.error).toMatchObject({ status: 403, code: "not_admin" });
    const created = await asUser.auth.admin.createUser({ email: staffAddress(), email_confirm: true });
    expect(created.error).toMatchObject({ status: 403, code: "not_admin" });
    const removed = await asUser.auth.admin.deleteUser(user.id);
    expect(removed.error).toMatchObject({ status: 403, code: "not_admin" });
  });

  it("creates a confirmed e-mail user once per address", async () => {
    const email = staffAddress("New.Person");
    const { data, error } = await backend.service.auth.admin.createUser({
      email,
      email_confirm: true,
      user_metadata: { name: "New Person" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: email.toLowerCase(),
      email_confirmed_at: expect.any(String) as string,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "New Person" },
      is_anonymous: false,
    });
    expect(data.user?.identities).toEqual([
      expect.objectContaining({
        provider: "email",
        user_id: data.user?.id,
        identity_data: expect.objectContaining({
          email: email.toLowerCase(),
          email_verified: true,
        }) as unknown,
      }) as unknown,
    ]);
    const again = await backend.service.auth.admin.createUser({ email, email_confirm: true });
    expect(again.error).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
    const read = await backend.service.auth.admin.getUserById(data.user!.id);
    expect(read.data.user?.email).toBe(email.toLowerCase());
  });

  it("lists users newest first, page by page, with the total", async () => {
    const older = await createUser(backend);
    const newer = await createUser(backend);
    const [{ count }] = (await backend.api.query<{ count: number }>(
      `select count(*)::int as count from auth.users`,
    )) as [{ count: number }];
    const first = await backend.service.auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: "authenticated", total: count, nextPage: 2, lastPage: count });
    expect(first.data.users.map((user) => user.id)).toEqual([newer.id]);
    const second = await backend.service.auth.admin.listUsers({ page: 2, perPage: 1 });
    expect(second.data.users.map((user) => user.id)).toEqual([older.id]);
  });

  it("lists and deletes a user's factors, which brings their session back to aal1", async () => {
    const user = await createUser(backend);
    const { client, factorId } = await signInAtAal2(backend, user.email);
    const listed = await backend.service.auth.admin.mfa.listFactors({ userId: user.id });
    expect(listed.data?.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: "totp", status: "verified" }) as unknown,
    ]);
    const deleted = await backend.service.auth.admin.mfa.deleteFactor({ userId: user.id, id: factorId });
    expect(deleted.error).toBeNull();
    expect((await backend.service.auth.admin.mfa.listFactors({ userId: user.id })).data?.factors).toEqual([]);
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ aal: "aal1" });
  });

  it("deletes a user, whose sessions end and who can no longer ask for a code", async () => {
    const user = await createUser(backend);
    const { session } = await signInWithCode(backend, user.email);
    const { error } = await backend.service.auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await backend.service.auth.admin.getUserById(user.id)).error).toMatchObject({
      status: 404,
      code: "user_not_found",
    });
    expect(
      (await newClient(backend).auth.refreshSession({ refresh_token: session.refresh_token })).error,
    ).toMatchObject({ code: "refresh_token_not_found" });
    const code = await newClient(backend).auth.signInWithOtp({
      email: user.email,
      options: { shouldCreateUser: false },
    });
    expect(code.error).toMatchObject({ status: 422, code: "otp_disabled" });
  });

  it("invites by e-mail: an unconfirmed user and a code that signs them in and confirms the address", async () => {
    const email = staffAddress("invited");
    const { data, error } = await backend.service.auth.admin.inviteUserByEmail(email, {
      data: { name: "Invitee" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      invited_at: expect.any(String) as string,
      user_metadata: { name: "Invitee" },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(await mailTo(backend, email)).toHaveLength(1);

    const { data: signedIn, error: refused } = await newClient(backend).auth.verifyOtp({
      email,
      token: await codeFor(backend, email),
      type: "invite",
    });
    expect(refused).toBeNull();
    expect(signedIn.user?.email_confirmed_at).toEqual(expect.any(String));
    const again = await backend.service.auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: "email_exists" });
  });

  it("generates a sign-in code without mailing it", async () => {
    const user = await createUser(backend);
    const { data, error } = await backend.service.auth.admin.generateLink({
      type: "magiclink",
      email: user.email,
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({
      email_otp: expect.stringMatching(/^\d{6}$/) as string,
      hashed_token: expect.stringMatching(/^[0-9a-f]{56}$/) as string,
      verification_type: "magiclink",
    });
    expect(data.user?.id).toBe(user.id);
    expect(await mailTo(backend, user.email)).toEqual([]);
    const byHash = await newClient(backend).auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: "magiclink",
    });
    expect(byHash.error).toBeNull();
    expect(claimsOf(byHash.data.session!.access_token)).toMatchObject({ sub: user.id, aal: "aal1" });
  });
});
