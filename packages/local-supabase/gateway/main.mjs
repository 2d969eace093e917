#!/usr/bin/env node
// @ts-check
/**
 * `npm run api` (the `local-supabase` command): serves the embedded Supabase-compatible API with persistent data,
 * for the Supabase CLI project in the current directory.
 *
 *   SUPABASE_DIR  the project folder with migrations/, seed.sql and functions/ (default ./supabase)
 *   DATA_DIR  where the database and uploads live (default ./.data/local-supabase)
 *   PORT      default 54321, the Supabase CLI's API port
 *   HOST      default 127.0.0.1; any address that is not loopback is refused without ALLOW_REMOTE=1
 *   ALLOW_REMOTE=1  listen beyond loopback: the API then signs and accepts only a JWT secret and keys generated
 *                  for DATA_DIR (kept in <DATA_DIR>/keys.json, owner-only, printed below), never the demo ones,
 *                  and CORS allows only SITE_URL's origin
 *   TRUST_PROXY=1  the client's address is the first X-Forwarded-For value (a proxy or a load test in front);
 *                  otherwise it is the socket's peer and a client-supplied X-Forwarded-For is discarded
 *
 * It also runs the Edge Functions under Deno and serves them at /functions/v1/<name>: application-mail and
 * beta-mail are called every MAIL_POLL_MS (default 5000), as the hosted project's cron jobs do every minute
 * (decisions 018 and 027), unsubscribe answers mail clients' one-click POSTs, staff-admin lets an admin of the
 * staff desk invite and remove members (decision 035) and staff-resume makes the desk's resume links and erasures
 * (decision 045), and post-image admits an image for a post (decision 062). The functions' secrets come from
 * the environment: EMAIL_API_URL (default: the local mailbox at <API URL>/mailbox), EMAIL_API_KEY, EMAIL_FROM,
 * HIRING_TEAM_EMAIL, BETA_EMAIL_FROM and SITE_URL (the site the mail links to and whose host names staff
 * authenticator entries; default the dev server's http://localhost:5173), with the local defaults below. Every
 * JOBS_TICK_MS (default 60000) it opens and closes jobs whose time has come, as the hosted `advance-jobs` cron job
 * does every minute (decision 047). The Auth
 * API's sign-in codes always go to the local mailbox, as the Supabase CLI's Auth mails its local inbox, at most once
 * per CODE_MAIL_INTERVAL_S (default 60, hosted's) per address.
 */
import path from "node:path";

import { startJobClock } from "../db/job-clock.mjs";
import { startEdgeFunction } from "../functions/edge-functions.mjs";
import { startMailDrainer } from "../mail/mail-drainer.mjs";
import { startLocalSupabase } from "./server.mjs";

const supabaseDir = path.resolve(process.env.SUPABASE_DIR || "supabase");
const dataDir = path.resolve(process.env.DATA_DIR || ".data/local-supabase");
const host = process.env.HOST || "127.0.0.1";
const trustProxy = process.env.TRUST_PROXY === "1";
const allowRemote = process.env.ALLOW_REMOTE === "1";

/**
 * A whole number from the environment between `min` and `max`, or `fallback` when unset; anything else stops the
 * API with a message naming the variable.
 * @param {string} name
 * @param {number} fallback
 * @param {number} min
 * @param {number} [max]
 */
function wholeNumber(name, fallback, min, max = Number.MAX_SAFE_INTEGER) {
  const text = process.env[name];
  const value = text ? Number(text) : fallback;
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  process.stderr.write(`${name} must be an integer between ${min} and ${max}, got "${text}"\n`);
  process.exit(1);
}

const port = wholeNumber("PORT", 54321, 0, 65535);
const mailPollMs = wholeNumber("MAIL_POLL_MS", 5000, 100);
const jobsTickMs = wholeNumber("JOBS_TICK_MS", 60_000, 100);
const codeMailIntervalSeconds = wholeNumber("CODE_MAIL_INTERVAL_S", 60, 1);

/** @param {string} line */
const log = (line) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

const siteUrl = process.env.SITE_URL || "http://localhost:5173";

try {
  const api = await startLocalSupabase({
    supabaseDir,
    dataDir,
    port,
    host,
    allowRemote,
    trustProxy,
    siteUrl,
    codeMailIntervalSeconds,
    log,
  });
  const emailApiUrl = process.env.EMAIL_API_URL || api.mailboxUrl;
  const functionOptions = {
    supabaseDir,
    supabaseUrl: api.url,
    serviceRoleKey: api.serviceRoleKey,
    anonKey: api.anonKey,
    log,
  };
  const mailSettings = {
    EMAIL_API_URL: emailApiUrl,
    EMAIL_API_KEY: process.env.EMAIL_API_KEY || "local-mailbox",
    SITE_URL: siteUrl,
  };
  const [drainer, betaDrainer, unsubscribe, staffAdmin, staffResume, postImage] = await Promise.all([
    startMailDrainer({
      ...functionOptions,
      env: {
        ...mailSettings,
        EMAIL_FROM: process.env.EMAIL_FROM || "Tapsheet Careers <careers@tapsheet.example>",
        HIRING_TEAM_EMAIL: process.env.HIRING_TEAM_EMAIL || "hiring@tapsheet.example",
      },
      intervalMs: mailPollMs,
    }),
    startMailDrainer({
      ...functionOptions,
      functionName: "beta-mail",
      env: {
        ...mailSettings,
        BETA_EMAIL_FROM: process.env.BETA_EMAIL_FROM || "Tapsheet <hello@tapsheet.example>",
      },
      intervalMs: mailPollMs,
    }),
    startEdgeFunction({ ...functionOptions, name: "unsubscribe", env: { SITE_URL: siteUrl } }),
    startEdgeFunction({ ...functionOptions, name: "staff-admin" }),
    startEdgeFunction({ ...functionOptions, name: "staff-resume" }),
    startEdgeFunction({ ...functionOptions, name: "post-image" }),
  ]);
  api.mountFunction("application-mail", drainer.functionUrl);
  api.mountFunction("beta-mail", betaDrainer.functionUrl);
  api.mountFunction("unsubscribe", unsubscribe.url);
  api.mountFunction("staff-admin", staffAdmin.url);
  api.mountFunction("staff-resume", staffResume.url);
  api.mountFunction("post-image", postImage.url);
  const jobClock = startJobClock({ query: (sql) => api.query(sql), intervalMs: jobsTickMs, log });
  process.stdout.write(
    [
      "",
      `Local Supabase API ready at ${api.url}`,
      `  ${api.created ? "Created" : "Reopened"} data directory: ${dataDir}`,
      ...(trustProxy ? ["  TRUST_PROXY=1: client addresses come from X-Forwarded-For"] : []),
      `  anon key:  ${api.anonKey}`,
      `  (publishable key ${api.publishableKey} works too)`,
      process.env.EMAIL_API_URL
        ? `  Application mail goes to ${emailApiUrl} (EMAIL_API_URL)`
        : `  Local mailbox (application and beta mail): ${api.mailboxUrl}/`,
      `  Staff sign-in codes: ${api.mailboxUrl}/ (staff are added with the service key)`,
      `  Mail links to the site at ${siteUrl} (SITE_URL)`,
      ...(api.ownKeys
        ? [
            `  service-role key: ${api.serviceRoleKey} (staff tools only, never the browser)`,
            `  (secret key ${api.secretKey} works too)`,
            `  These keys are this data directory's own, kept in ${api.keysFile}; the demo keys are refused.`,
            ...(allowRemote ? [`  ALLOW_REMOTE=1: CORS allows only ${new URL(siteUrl).origin}`] : []),
          ]
        : [
            "  service-role key: SERVICE_ROLE_KEY of @tapsheet/local-supabase (tests and staff tools only, never the browser)",
          ]),
      "",
      `  VITE_SUPABASE_URL=${api.url}`,
      `  VITE_SUPABASE_ANON_KEY=${api.anonKey}`,
      "",
      "Press Ctrl+C to stop.",
      "",
    ].join("\n"),
  );

  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, shutting down`);
    Promise.all([
      drainer.stop(),
      betaDrainer.stop(),
      unsubscribe.stop(),
      staffAdmin.stop(),
      staffResume.stop(),
      postImage.stop(),
      jobClock.stop(),
    ])
      .then(() => api.close())
      .then(
        () => process.exit(0),
        (/** @type {unknown} */ error) => {
          process.stderr.write(
            `Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`,
          );
          process.exit(1);
        },
      );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  const code = /** @type {{ code?: unknown }} */ (error).code;
  const message =
    code === "EADDRINUSE"
      ? `Port ${port} on ${host} is already in use; stop the other server or set PORT.`
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`Could not start the local Supabase API: ${message}\n`);
  process.exit(1);
}
