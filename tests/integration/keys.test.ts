/**
 * The local keys are the Supabase CLI's publicly known demo values (decision 001), and the JWT
 * verifier refuses what PostgREST refuses.
 */
import { describe, expect, it } from "vitest";

import { signJwt, verifyJwt } from "@tapsheet/local-supabase";
import {
  ANON_KEY,
  JWT_SECRET,
  OPAQUE_KEY_JWTS,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from "@tapsheet/local-supabase";

const DEMO_EXPIRY = 1983812996;

describe("demo keys", () => {
  it("are HS256 JWTs of the CLI's claims, signed with the CLI's secret", async () => {
    expect(JWT_SECRET).toBe("super-secret-jwt-token-with-at-least-32-characters-long");
    expect(await signJwt({ iss: "supabase-demo", role: "anon", exp: DEMO_EXPIRY }, JWT_SECRET)).toBe(
      ANON_KEY,
    );
    expect(await signJwt({ iss: "supabase-demo", role: "service_role", exp: DEMO_EXPIRY }, JWT_SECRET)).toBe(
      SERVICE_ROLE_KEY,
    );
  });

  it("end as the publicly documented demo keys do", () => {
    expect(ANON_KEY.endsWith("CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0")).toBe(true);
    expect(SERVICE_ROLE_KEY.endsWith("EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU")).toBe(true);
  });

  it("map the opaque CLI keys to the matching JWTs", () => {
    expect(PUBLISHABLE_KEY).toBe("sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH");
    expect(SECRET_KEY).toBe("sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz");
    expect(OPAQUE_KEY_JWTS).toEqual({ [PUBLISHABLE_KEY]: ANON_KEY, [SECRET_KEY]: SERVICE_ROLE_KEY });
  });
});

describe("verifyJwt", () => {
  const now = 1_800_000_000;

  it("accepts a valid token and returns its claims", async () => {
    expect(await verifyJwt(ANON_KEY, JWT_SECRET, now)).toEqual({
      ok: true,
      claims: { iss: "supabase-demo", role: "anon", exp: DEMO_EXPIRY },
    });
  });

  it.each([
    ["too few parts", () => "a.b", "malformed"],
    ["a bad signature", () => `${ANON_KEY.slice(0, -2)}xx`, "signature"],
    ["another secret", () => signJwt({ role: "anon" }, "another-secret-another-secret-0000"), "signature"],
    [
      "alg none",
      () =>
        `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"anon"}').toString("base64url")}.`,
      "algorithm",
    ],
    ["an expired token", () => signJwt({ role: "anon", exp: now - 1 }, JWT_SECRET), "expired"],
    ["a token not yet valid", () => signJwt({ role: "anon", nbf: now + 60 }, JWT_SECRET), "not_yet_valid"],
    [
      "a token issued in the future",
      () => signJwt({ role: "anon", iat: now + 3600 }, JWT_SECRET),
      "issued_in_future",
    ],
    [
      "a non-object payload",
      () =>
        `${Buffer.from('{"alg":"HS256"}').toString("base64url")}.${Buffer.from("[1]").toString("base64url")}.x`,
      "malformed",
    ],
  ])("rejects %s", async (_label, makeToken, reason) => {
    expect(await verifyJwt(await makeToken(), JWT_SECRET, now)).toMatchObject({ ok: false, reason });
  });
});
