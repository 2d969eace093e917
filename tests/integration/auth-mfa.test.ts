/**
 * The TOTP authenticator through the embedded Auth API with the unchanged supabase-js `auth.mfa` (decision 036):
 * enrolment, challenge and verification (supabase/auth's mfa.go), the aal2 session it gives, what aal1 may not do,
 * and the storage policies that read `auth.jwt() ->> 'aal'` and `auth.uid()` from those tokens.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { totpCode } from "@tapsheet/local-supabase";

import {
  aMinuteLater,
  freshTotpCode,
  claimsOf,
  createUser,
  enrolAuthenticator,
  refreshWith,
  signInAtAal2,
  signInWithCode,
} from "./support/auth";
import { pdfBytes, useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase({ clients: "one" });

/** A private bucket whose objects, under a folder named after a user, only that user reads or deletes, at aal2. */
const BUCKET = "staff-probe";

beforeAll(async () => {
  await backend.api.query(`insert into storage.buckets (id, name, public) values ($1, $1, false)`, [BUCKET]);
  for (const command of ["select", "delete"]) {
    await backend.api.query(
      `create policy "probe ${command} at aal2" on storage.objects for ${command} to authenticated
         using (bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid())::text
                and (select auth.jwt() ->> 'aal') = 'aal2')`,
    );
  }
});

describe("enrolling an authenticator", () => {
  it("answers a QR code, the key as text and its URI; the factor stays unverified until a code proves it", async () => {
    const user = await createUser(backend);
    const { client } = await signInWithCode(backend, user.email);
    const { data, error } = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Phone" });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: "totp", friendly_name: "Phone" });
    const { qr_code: qrCode, secret, uri } = data!.totp;
    expect(qrCode.startsWith("data:image/svg+xml;utf-8,<svg")).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/localhost%3A5173:${encodeURIComponent(user.email)}?algorithm=SHA1&digits=6` +
        `&issuer=localhost%3A5173&period=30&secret=${secret}`,
    );

    const before = await client.auth.mfa.listFactors();
    expect(before.data?.all).toEqual([
      expect.objectContaining({ id: data!.id, factor_type: "totp", status: "unverified" }) as unknown,
    ]);
    expect(before.data?.totp).toEqual([]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal1" });

    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    expect(challenge.data).toMatchObject({
      type: "totp",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
    });
    expect(challenge.data!.expires_at - Date.now() / 1000).toBeGreaterThan(295);
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    const refused = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: wrong,
    });
    expect(refused.error).toMatchObject({ status: 422, code: "mfa_verification_failed" });
  });

  it("lifts the session to aal2 with the authenticator's code, in the same session", async () => {
    const user = await createUser(backend);
    const { client, session: aal1 } = await signInWithCode(backend, user.email);
    const { factorId, session } = await enrolAuthenticator(client);

    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      sub: user.id,
      aal: "aal2",
      session_id: claimsOf(aal1.access_token).session_id,
    });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["totp", "otp"]);
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 1200 });
    expect(session.user.factors).toEqual([
      expect.objectContaining({ id: factorId, status: "verified", friendly_name: "Phone" }) as unknown,
    ]);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal2", nextLevel: "aal2" });
    const listed = await client.auth.mfa.listFactors();
    expect(listed.data?.totp.map((factor) => factor.id)).toEqual([factorId]);

    // The refresh token from before the authenticator can no longer be exchanged; the new one stays at aal2.
    expect((await refreshWith(backend, aal1.refresh_token)).error).toMatchObject({
      code: "refresh_token_not_found",
    });
    const refreshed = await client.auth.refreshSession();
    expect(claimsOf(refreshed.data.session!.access_token)).toMatchObject({ aal: "aal2" });
  });

  it("ends the user's other aal1 sessions once proven", async () => {
    const user = await createUser(backend);
    const other = await signInWithCode(backend, user.email);
    await aMinuteLater(backend, user.email);
    const { client } = await signInWithCode(backend, user.email);
    await enrolAuthenticator(client);
    expect((await other.client.auth.refreshSession()).error).toMatchObject({
      code: "refresh_token_not_found",
    });
  });

  it("refuses a challenge older than five minutes", async () => {
    const user = await createUser(backend);
    const { client } = await signInWithCode(backend, user.email);
    const { data } = await client.auth.mfa.enroll({ factorType: "totp" });
    const challenge = await client.auth.mfa.challenge({ factorId: data!.id });
    await backend.api.query(
      `update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1`,
      [challenge.data!.id],
    );
    const { error } = await client.auth.mfa.verify({
      factorId: data!.id,
      challengeId: challenge.data!.id,
      code: totpCode(data!.totp.secret),
    });
    expect(error).toMatchObject({ status: 422, code: "mfa_challenge_expired" });
  });
});

describe("a later sign-in", () => {
  it("starts at aal1 with aal2 next, may not add or remove factors until the authenticator proves it", async () => {
    const user = await createUser(backend);
    const first = await signInAtAal2(backend, user.email);
    await aMinuteLater(backend, user.email);
    const { client } = await signInWithCode(backend, user.email);

    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: "aal1", nextLevel: "aal2" });
    const another = await client.auth.mfa.enroll({ factorType: "totp", friendlyName: "Laptop" });
    expect(another.error).toMatchObject({ status: 403, code: "insufficient_aal" });
    const removed = await client.auth.mfa.unenroll({ factorId: first.factorId });
    expect(removed.error).toMatchObject({ status: 422, code: "insufficient_aal" });

    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: first.factorId,
      code: await freshTotpCode(first.secret),
    });
    expect(claimsOf(verified.data!.access_token)).toMatchObject({ aal: "aal2" });
    expect((await client.auth.mfa.unenroll({ factorId: first.factorId })).error).toBeNull();
    const after = await client.auth.refreshSession();
    const claims = claimsOf(after.data.session!.access_token);
    expect(claims).toMatchObject({ aal: "aal1" });
    expect((claims.amr as { method: string }[]).map((entry) => entry.method)).toEqual(["otp"]);
  });

  it("cannot reach another user's factor", async () => {
    const owner = await signInAtAal2(backend, (await createUser(backend)).email);
    const { client } = await signInWithCode(backend, (await createUser(backend)).email);
    const { error } = await client.auth.mfa.challenge({ factorId: owner.factorId });
    expect(error).toMatchObject({ status: 404, code: "mfa_factor_not_found" });
  });
});

describe("storage policies on the signed-in role", () => {
  it("sign a URL and remove an object only at aal2, for the user the policy names", async () => {
    const user = await createUser(backend);
    const name = `${user.id}/cv.pdf`;
    const upload = await backend.service.storage.from(BUCKET).upload(name, pdfBytes(64), {
      contentType: "application/pdf",
    });
    expect(upload.error).toBeNull();

    const { client } = await signInWithCode(backend, user.email);
    const atAal1 = await client.storage.from(BUCKET).createSignedUrl(name, 300, { download: true });
    expect(atAal1.data).toBeNull();
    expect((await client.storage.from(BUCKET).remove([name])).data).toEqual([]);

    await enrolAuthenticator(client);
    const signed = await client.storage.from(BUCKET).createSignedUrl(name, 300, { download: true });
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''cv.pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes(64));

    const stranger = await signInAtAal2(backend, (await createUser(backend)).email);
    expect((await stranger.client.storage.from(BUCKET).createSignedUrl(name, 300)).data).toBeNull();
    expect((await stranger.client.storage.from(BUCKET).remove([name])).data).toEqual([]);

    const removed = await client.storage.from(BUCKET).remove([name]);
    expect(removed.data?.map((object) => object.name)).toEqual([name]);
    expect(
      await backend.api.query(`select name from storage.objects where bucket_id = $1`, [BUCKET]),
    ).toEqual([]);
  });
});
