// A fresh embedded API in a temporary data directory, for one run of the gate or the benchmark.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { ANON_KEY } from "@tapsheet/local-supabase";

import { E2E_API_SETTINGS } from "../e2e/env.mjs";

const START_TIMEOUT_MS = 90_000;

/** A read with the public key, as the site makes it; throws on anything but a 2xx answer. */
export async function anonGet(url, query) {
  const res = await fetch(`${url}/rest/v1/${query}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
  });
  if (!res.ok) throw new Error(`${res.status} for ${query}`);
  return res.json();
}

const THIS_CHECKOUT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The API program of `checkout` (this one by default) and the project folder it builds its database from: the
 * checkout's own `supabase/`. The API reads that folder from its working directory unless told, so an API started
 * from here for another checkout would otherwise apply this checkout's migrations to the other's code.
 */
function apiProcess(checkout = THIS_CHECKOUT) {
  const main = createRequire(join(checkout, "package.json")).resolve("@tapsheet/local-supabase/main");
  return { main, cwd: checkout, supabaseDir: join(checkout, "supabase") };
}

/**
 * Starts the API on `port` and resolves once it answers reads; `stop()` ends it and removes its data, and
 * resolves once the process has exited (its port is free again); `pid` is its process.
 * `trustProxy`: client addresses come from X-Forwarded-For (TRUST_PROXY=1), so a test or load run on one machine
 * can present many visitors to the abuse budgets.
 * `checkout`: another checkout of the project (installed) whose own API to start, with its own migrations and seed
 * (the benchmark's baseline); this one's by default.
 * @param {number} port
 * @param {string} label
 * @param {{ trustProxy?: boolean, checkout?: string }} [options]
 */
export async function startThrowawayApi(port, label, { trustProxy = false, checkout } = {}) {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `tapsheet-${label}-`));
  const { main, cwd, supabaseDir } = apiProcess(checkout);
  const child = spawn(process.execPath, [main], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    // Set up as the end-to-end tests' API is (mail drained every half second, and so on).
    env: {
      ...process.env,
      ...E2E_API_SETTINGS,
      PORT: String(port),
      DATA_DIR: dataDir,
      SUPABASE_DIR: supabaseDir,
      TRUST_PROXY: trustProxy ? "1" : "",
      SITE_URL: process.env.SITE_URL || E2E_API_SETTINGS.SITE_URL,
    },
  });
  // Its data goes once it has exited: until then it may still be writing there (the database, the mailbox).
  const exited = new Promise((resolve) => child.once("exit", resolve)).then(() =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  const stop = () => {
    child.kill("SIGTERM");
    return exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      await anonGet(url, "jobs?select=id&limit=1");
      return { url, stop, pid: child.pid };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  stop();
  throw new Error(`The embedded API did not start on ${url}`);
}
