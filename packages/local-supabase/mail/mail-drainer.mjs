// @ts-check
/**
 * Runs a mail-sending Edge Function (`application-mail` by default, decision 018; `beta-mail`, decision 027) under
 * the real Deno runtime (edge-functions.mjs) and calls it on a timer, as pg_cron does on a hosted project.
 *
 *   const drainer = await startMailDrainer({ supabaseDir, supabaseUrl: api.url, serviceRoleKey, env: { EMAIL_API_URL } });
 *   await drainer.drain(); … await drainer.stop();
 *
 * `env` is passed to the function as its secrets. Without EMAIL_API_URL the caller decides where mail goes (the
 * embedded API passes its local mailbox).
 */
import { startEdgeFunction } from "../functions/edge-functions.mjs";

/**
 * @typedef {{ sent: number, retrying: number, failed: number } & Record<string, number>} DrainResult
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
 *   anonKey?: string,
 *   functionName?: string,
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
  anonKey,
  functionName = "application-mail",
  env = {},
  intervalMs,
  log,
}) {
  const logLine = log ?? (() => undefined);
  const edgeFunction = await startEdgeFunction({
    supabaseDir,
    name: functionName,
    supabaseUrl,
    serviceRoleKey,
    anonKey,
    env,
    log: logLine,
  });
  const functionUrl = edgeFunction.url;

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
    if (!response.ok) throw new Error(`The ${functionName} function answered ${response.status}: ${body}`);
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
            const counts = Object.entries(result).filter(([, count]) => count > 0);
            if (counts.length > 0) {
              logLine(
                `${functionName}: ${counts.map(([outcome, count]) => `${count} ${outcome}`).join(", ")}`,
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
      await edgeFunction.stop(signal);
    },
  };
}
