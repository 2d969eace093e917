import { describe, expect, it } from "vitest";

import { parseEnv, publicKeyProblem } from "./env";

const KEY = "a-public-anon-key-of-enough-length";

describe("parseEnv", () => {
  it("accepts an http(s) project URL and a public key", () => {
    expect(parseEnv({ VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_ANON_KEY: KEY })).toEqual({
      VITE_SUPABASE_URL: "https://abc.supabase.co",
      VITE_SUPABASE_ANON_KEY: KEY,
    });
  });

  it("names every setting that is missing or malformed, and how to fix it", () => {
    expect(() => parseEnv({})).toThrow(
      "- VITE_SUPABASE_URL must be the http(s) URL of your Supabase project\n- VITE_SUPABASE_ANON_KEY is missing\nCopy .env.example to .env",
    );
    expect(() => parseEnv({ VITE_SUPABASE_URL: "ftp://abc", VITE_SUPABASE_ANON_KEY: KEY })).toThrow(
      "VITE_SUPABASE_URL must be the http(s) URL",
    );
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: "https://abc.supabase.co", VITE_SUPABASE_ANON_KEY: "short" }),
    ).toThrow("VITE_SUPABASE_ANON_KEY must be the project's public anon (or publishable) key");
  });
});

/** An unsigned JWT with these claims: only its payload is read. */
function jwtWith(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe("the key the site ships", () => {
  const URL = "https://abc.supabase.co";

  it("accepts the anon JWT and a publishable key", () => {
    for (const key of [jwtWith({ role: "anon", iss: "supabase" }), "sb_publishable_abcdefghijklmnopqrstuv"]) {
      expect(publicKeyProblem(key)).toBeNull();
      expect(parseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: key }).VITE_SUPABASE_ANON_KEY).toBe(
        key,
      );
    }
  });

  it("refuses the service-role key, any JWT whose role is not anon, and a secret key", () => {
    const refusals: [string, string][] = [
      [jwtWith({ role: "service_role", iss: "supabase" }), 'role is "service_role", not "anon"'],
      [jwtWith({ role: "authenticated" }), 'role is "authenticated", not "anon"'],
      [jwtWith({ iss: "supabase" }), "role is unreadable"],
      ["sb_secret_abcdefghijklmnopqrstuvwxyz", "is a secret key (sb_secret_…)"],
    ];
    for (const [key, reason] of refusals) {
      expect(publicKeyProblem(key)).toContain(reason);
      expect(() => parseEnv({ VITE_SUPABASE_URL: URL, VITE_SUPABASE_ANON_KEY: key })).toThrow(reason);
    }
  });

  it("stops the build when the key given as public is a secret one", async () => {
    const { resolveConfig } = await import("vite");
    const previous = process.env.VITE_SUPABASE_ANON_KEY;
    try {
      for (const key of [jwtWith({ role: "service_role" }), "sb_secret_abcdefghijklmnopqrstuvwxyz"]) {
        process.env.VITE_SUPABASE_ANON_KEY = key;
        await expect(
          resolveConfig({ configFile: "vite.config.ts", logLevel: "silent" }, "build"),
        ).rejects.toThrow("VITE_SUPABASE_ANON_KEY is a");
      }
    } finally {
      if (previous === undefined) delete process.env.VITE_SUPABASE_ANON_KEY;
      else process.env.VITE_SUPABASE_ANON_KEY = previous;
    }
  });
});
