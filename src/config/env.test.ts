import { describe, expect, it } from "vitest";

import { parseEnv } from "./env";

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
