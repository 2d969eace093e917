/**
 * The embedded API beyond loopback: refused unless ALLOW_REMOTE is set, and then with a JWT secret and keys of its
 * data directory's own (the public demo secret and keys are refused, as they would let anyone read everything) and
 * CORS for the site's origin only.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  JWT_SECRET,
  keysFor,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
  signJwt,
  startLocalSupabase,
  type LocalSupabase,
} from "@tapsheet/local-supabase";
import { claimsOf, createUser, signInWithCode, staffAddress } from "./support/auth";
import { createTestClient, SUPABASE_DIR, type LocalSupabaseHarness } from "./support/local-supabase";

interface StoredKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}
const readKeys = (dataDir: string) =>
  JSON.parse(readFileSync(path.join(dataDir, "keys.json"), "utf8")) as StoredKeys;

const MAIN = fileURLToPath(import.meta.resolve("@tapsheet/local-supabase/main"));
const SITE = "http://desk.tapsheet.test:5173";

let directory = "";

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "tapsheet-remote-api-test-"));
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

/** Runs main.mjs until it prints that it is ready (resolves with its output) or exits (rejects with it). */
function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: "0", MAIL_POLL_MS: "60000", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<{ url: string; output: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Press Ctrl\+C/.test(output) ? /ready at (http:\/\/\S+)/.exec(output) : null;
      if (match?.[1]) resolve({ url: match[1], output });
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then((code) => reject(Object.assign(new Error(`main.mjs exited with ${code}`), { output })));
  });
  return { child, exited, ready };
}

/** A staff member's `aal2` access token that nobody issued, signed with the demo secret. */
const forgedAal2 = () => {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: crypto.randomUUID(),
      role: "authenticated",
      aal: "aal2",
      session_id: crypto.randomUUID(),
      iat: now,
      exp: now + 3600,
    },
    JWT_SECRET,
  );
};

const read = (api: LocalSupabase, key: string, token = key) =>
  fetch(`${api.url}/rest/v1/jobs?select=slug`, {
    headers: { apikey: key, Authorization: `Bearer ${token}`, Origin: SITE },
  });

describe("a HOST that is not loopback", () => {
  it("is refused without ALLOW_REMOTE, saying why and what to set", async () => {
    for (const host of ["0.0.0.0", "::", "192.0.2.10"]) {
      await expect(startLocalSupabase({ supabaseDir: SUPABASE_DIR, port: 0, host })).rejects.toThrow(
        /ALLOW_REMOTE=1/,
      );
    }
    const { exited, ready } = runMain({ HOST: "0.0.0.0", DATA_DIR: path.join(directory, "refused") });
    const failure = (await ready.then(
      () => new Error("main.mjs started"),
      (error: unknown) => error,
    )) as Error & { output?: string };
    expect(await exited).toBe(1);
    expect(failure.output).toMatch(/HOST=0\.0\.0\.0 would let other machines reach this API/);
    expect(failure.output).toMatch(/demo JWT secret and service key/);
    expect(failure.output).toMatch(/127\.0\.0\.1.*ALLOW_REMOTE=1/s);
  });

  it("is served on loopback addresses without ALLOW_REMOTE, with the demo keys and any origin", async () => {
    for (const host of ["127.0.0.1", "localhost"]) {
      const api = await startLocalSupabase({ supabaseDir: SUPABASE_DIR, port: 0, host });
      try {
        const answer = await read(api, SERVICE_ROLE_KEY);
        expect(answer.status).toBe(200);
        expect(answer.headers.get("access-control-allow-origin")).toBe("*");
      } finally {
        await api.close();
      }
    }
  });
});

describe("ALLOW_REMOTE", () => {
  it("uses keys of the data directory's own, refuses the demo ones, and keeps them across a restart", async () => {
    const dataDir = path.join(directory, "remote");
    const first = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      dataDir,
      port: 0,
      host: "0.0.0.0",
      allowRemote: true,
      siteUrl: `${SITE}/careers`,
    });
    const keysFile = path.join(dataDir, "keys.json");
    let stored: StoredKeys;
    try {
      expect(first.ownKeys).toBe(true);
      expect(first.keysFile).toBe(keysFile);
      expect(statSync(keysFile).mode & 0o777).toBe(0o600);
      stored = readKeys(dataDir);
      expect(stored).toMatchObject({ anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey });
      expect(stored.jwtSecret).not.toBe(JWT_SECRET);
      expect(first.serviceRoleKey).not.toBe(SERVICE_ROLE_KEY);

      // The demo service key, the demo opaque keys and a token signed with the demo secret get nothing.
      for (const [key, token] of [
        [SERVICE_ROLE_KEY, SERVICE_ROLE_KEY],
        [SECRET_KEY, SECRET_KEY],
        [PUBLISHABLE_KEY, PUBLISHABLE_KEY],
        [first.anonKey, await forgedAal2()],
      ] as const) {
        const refused = await read(first, key, token);
        expect(refused.status).toBe(401);
      }
      const exported = await fetch(`${first.url}/rest/v1/signups?select=*`, {
        headers: { apikey: first.anonKey, Authorization: `Bearer ${await forgedAal2()}` },
      });
      expect(exported.status).toBe(401);
      const admin = await fetch(`${first.url}/auth/v1/admin/users`, {
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      });
      expect(admin.status).toBe(401);

      // The generated keys work, and CORS names the site's origin.
      const served = await read(first, first.serviceRoleKey);
      expect(served.status).toBe(200);
      expect(served.headers.get("access-control-allow-origin")).toBe(SITE);
      expect((await read(first, first.secretKey)).status).toBe(200);
      expect((await read(first, first.publishableKey)).status).toBe(200);
      const preflight = await fetch(`${first.url}/rest/v1/jobs`, {
        method: "OPTIONS",
        headers: { Origin: "https://elsewhere.test", "Access-Control-Request-Method": "GET" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBe(SITE);

      // Auth signs its sessions with the directory's secret: accepted here, and not a demo-secret token.
      const harness = {
        api: first,
        url: first.url,
        service: createTestClient(first.url, first.serviceRoleKey),
      } as unknown as LocalSupabaseHarness;
      const { email } = await createUser(harness, staffAddress("remote"));
      const { session } = await signInWithCode(harness, email);
      expect(claimsOf(session.access_token)).toMatchObject({ email, aal: "aal1" });
      expect((await read(first, first.anonKey, session.access_token)).status).toBe(200);
    } finally {
      await first.close();
    }

    // What npm run dev and the staff tools read: the directory's keys, and the demo ones for a directory without.
    expect((await keysFor(dataDir, false)).serviceRoleKey).toBe(stored.serviceRoleKey);
    expect((await keysFor(path.join(directory, "plain"), false)).serviceRoleKey).toBe(SERVICE_ROLE_KEY);

    // Reopened, on loopback too, the directory keeps its keys and still refuses the demo ones.
    const second = await startLocalSupabase({
      supabaseDir: SUPABASE_DIR,
      dataDir,
      port: 0,
      allowRemote: true,
    });
    try {
      expect(second.serviceRoleKey).toBe(stored.serviceRoleKey);
      expect(second.anonKey).toBe(stored.anonKey);
      expect((await read(second, stored.serviceRoleKey)).status).toBe(200);
    } finally {
      await second.close();
    }
    const third = await startLocalSupabase({ supabaseDir: SUPABASE_DIR, dataDir, port: 0 });
    try {
      expect(third.serviceRoleKey).toBe(stored.serviceRoleKey);
      expect((await read(third, SERVICE_ROLE_KEY)).status).toBe(401);
      expect((await read(third, stored.serviceRoleKey)).status).toBe(200);
    } finally {
      await third.close();
    }
  });

  it("main.mjs prints the generated keys and where they are kept, and gives them to the Edge Functions", async () => {
    const dataDir = path.join(directory, "main");
    const { child, exited, ready } = runMain({
      HOST: "0.0.0.0",
      ALLOW_REMOTE: "1",
      DATA_DIR: dataDir,
      SITE_URL: SITE,
    });
    try {
      const { url, output } = await ready;
      const stored = readKeys(dataDir);
      expect(output).toContain(`VITE_SUPABASE_ANON_KEY=${stored.anonKey}`);
      expect(output).toContain(`service-role key: ${stored.serviceRoleKey}`);
      expect(output).toContain(path.join(dataDir, "keys.json"));
      expect(output).toContain(`CORS allows only ${SITE}`);
      expect(output).not.toContain(SERVICE_ROLE_KEY);
      // The mail function reads the outbox with the service key the API gave it: a demo key would fail here.
      const drained = await fetch(`${url}/functions/v1/application-mail`, {
        method: "POST",
        headers: {
          apikey: stored.serviceRoleKey,
          Authorization: `Bearer ${stored.serviceRoleKey}`,
          "Content-Type": "application/json",
        },
        body: "{}",
      });
      expect(drained.status).toBe(200);
      expect(drained.headers.get("access-control-allow-origin")).toBe(SITE);
      const forged = await fetch(`${url}/functions/v1/application-mail`, {
        method: "POST",
        headers: {
          apikey: SERVICE_ROLE_KEY,
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          "Content-Type": "application/json",
        },
        body: "{}",
      });
      expect(forged.status).toBe(401);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  });
});
