// @ts-check
/**
 * Runs the Edge Function `<supabaseDir>/functions/application-mail` under the real Deno runtime (the npm `deno`
 * package) and calls it on a timer, as pg_cron does on a hosted project (decision 018).
 *
 *   const drainer = await startMailDrainer({ supabaseDir, supabaseUrl: api.url, serviceRoleKey, env: { EMAIL_API_URL } });
 *   await drainer.drain(); … await drainer.stop();
 *
 * `env` is passed to the function as its secrets. Without EMAIL_API_URL the caller decides where mail goes (the
 * embedded API passes its local mailbox).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const START_TIMEOUT_MS = 30_000;

/** The Deno executable the npm package ships (installed on first use when the package's install step did not run). */
function denoExecutable() {
  const packaged = path.join(path.dirname(require.resolve("deno/package.json")), "deno");
  if (existsSync(packaged)) return packaged;
  return /** @type {{ runInstall: () => string }} */ (require("deno/install_api.cjs")).runInstall();
}

/**
 * @typedef {{ sent: number, retrying: number, failed: number, rejected: number }} DrainResult
 * @typedef {{
 *   functionUrl: string,
 *   drain: () => Promise<DrainResult>,
 *   stop: (signal?: NodeJS.Signals) => Promise<void>,
 * }} MailDrainer
 */

/**
 * Starts the function on a free loopback port and, when `intervalMs` is given, calls it every `intervalMs` after
 * the previous call ended.
 * @param {{
 *   supabaseDir: string,
 *   supabaseUrl: string,
 *   serviceRoleKey: string,
 *   env?: Record<string, string>,
 *   intervalMs?: number,
 *   log?: (line: string) => void,
 * }} options
 * @returns {Promise<MailDrainer>}
 */
export async function startMailDrainer({
  supabaseDir,
  supabaseUrl,
  serviceRoleKey,
  env = {},
  intervalMs,
  log,
}) {
  const functionEntry = path.join(supabaseDir, "functions", "application-mail", "index.ts");
  const logLine = log ?? (() => undefined);
  const child = spawn(denoExecutable(), ["run", "--allow-net", "--allow-env", "--no-prompt", functionEntry], {
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
      DENO_NO_UPDATE_CHECK: "1",
      NO_COLOR: "1",
      // Deno.serve() listens where this says, so the function's code needs nothing local.
      DENO_SERVE_ADDRESS: "tcp:127.0.0.1:0",
      ...env,
      SUPABASE_URL: supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));

  /** @type {string} */
  const functionUrl = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error("Deno did not start the mail function in time")),
      START_TIMEOUT_MS,
    );
    /** @param {Error} error */
    function fail(error) {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${output}`));
    }
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString("utf8");
      const listening = /Listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        child.stderr?.off("data", onData);
        child.stderr?.on("data", (/** @type {Buffer} */ more) =>
          logLine(`mail function: ${more.toString().trim()}`),
        );
        resolve(listening[1]);
      }
    };
    child.stderr?.on("data", onData);
    child.once("error", fail);
    child.once("exit", (code) =>
      fail(new Error(`Deno exited with ${code} before serving the mail function`)),
    );
  });

  let stopped = false;
  /** @type {Promise<DrainResult> | undefined} */
  let running;

  async function callFunction() {
    const response = await fetch(functionUrl, {
      method: "POST",
      headers: { Authorization: `Bearer ${serviceRoleKey}`, "Content-Type": "application/json" },
      body: "{}",
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`The mail function answered ${response.status}: ${body}`);
    return /** @type {DrainResult} */ (JSON.parse(body));
  }

  /** One call at a time from this scheduler, as one cron job's runs do not overlap. */
  function drain() {
    running ??= callFunction().finally(() => {
      running = undefined;
    });
    return running;
  }

  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const schedule = () => {
    if (stopped || intervalMs === undefined) return;
    timer = setTimeout(() => {
      drain()
        .then(
          (result) => {
            if (result.sent + result.retrying + result.failed + result.rejected > 0) {
              logLine(
                `Application mail: ${result.sent} sent, ${result.retrying} to retry, ${result.failed} failed, ${result.rejected} rejected`,
              );
            }
          },
          (/** @type {unknown} */ error) => logLine(error instanceof Error ? error.message : String(error)),
        )
        .finally(schedule);
    }, intervalMs);
  };
  schedule();

  return {
    functionUrl,
    drain,
    async stop(signal = "SIGTERM") {
      stopped = true;
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
