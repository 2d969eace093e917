// @ts-check
/**
 * The embedded Supabase-compatible API: PGlite with the project's migrations and seed, behind a small HTTP server
 * that speaks the PostgREST and Storage subset the site uses (docs/decisions/001-embedded-supabase-api.md).
 *
 *   const api = await startLocalSupabase({ port: 0 });          // in memory, random port
 *   const api = await startLocalSupabase({ dataDir: ".data/x" }); // persistent
 *   createClient(api.url, api.anonKey, …); … await api.close();
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { RequestQueue, runInRequestTransaction } from "../db/database.mjs";
import { FunctionRoutes } from "../functions/edge-functions.mjs";
import { Mailbox } from "../mail/mailbox.mjs";
import { internalError } from "../rest/postgrest-errors.mjs";
import { SchemaCache } from "../rest/schema-cache.mjs";
import { lockDataDir, openDataDir } from "./data-dir.mjs";
import { sendPgrstError } from "../http/http.mjs";
import { DEMO_KEYS } from "../keys/keys.mjs";
import { KEYS_FILE, checkListenHost, corsOrigin, keysFor } from "./remote.mjs";
import { createRequestHandler } from "./routes.mjs";
import { GuessLimits } from "../auth/verify-limits.mjs";

/**
 * @typedef {import("../db/database.mjs").ApiRole} ApiRole
 * @typedef {{
 *   supabaseDir: string,
 *   dataDir?: string,
 *   port?: number,
 *   host?: string,
 *   allowRemote?: boolean,
 *   trustProxy?: boolean,
 *   siteUrl?: string,
 *   codeMailIntervalSeconds?: number,
 *   log?: (message: string) => void,
 * }} LocalSupabaseOptions
 * @typedef {{
 *   url: string,
 *   mailboxUrl: string,
 *   anonKey: string,
 *   serviceRoleKey: string,
 *   publishableKey: string,
 *   secretKey: string,
 *   ownKeys: boolean,
 *   keysFile: string | undefined,
 *   dataDir: string | undefined,
 *   storageDir: string,
 *   created: boolean,
 *   mountFunction: (name: string, functionUrl: string) => void,
 *   query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>,
 *   queryAs: <T = Record<string, unknown>>(role: ApiRole, sql: string, params?: unknown[]) => Promise<T[]>,
 *   close: () => Promise<void>,
 * }} LocalSupabase (ownKeys: the keys are this server's own, not the demo ones; keysFile: where they are kept)
 */

/** The CLI's API port. */
const DEFAULT_PORT = 54321;
const DEFAULT_HOST = "127.0.0.1";

/**
 * Starts the embedded API.
 *
 * - `supabaseDir`: the Supabase CLI project folder whose `migrations/` and `seed.sql` build the database.
 * - `dataDir` undefined: an in-memory database and a temporary directory for uploads, both discarded on close.
 * - `dataDir` set: the database lives in `<dataDir>/pgdata` (created with the bootstrap, migrations and seed on
 *   first use; reopened, with any new migrations applied, afterwards) and uploads in `<dataDir>/storage`.
 * - `port` 0 picks a free port; the default is the CLI's 54321. `host` defaults to 127.0.0.1.
 * - `allowRemote`: needed for a `host` that is not loopback (127.0.0.0/8, ::1, localhost), which is refused
 *   without it. It makes the server sign and accept only a JWT secret and keys of its data directory's own
 *   (remote.mjs; generated once, kept in `<dataDir>/keys.json`), never the demo ones, and CORS name the origin of
 *   `siteUrl` instead of `*`. A data directory with keys of its own uses them on loopback too.
 * - `trustProxy`: take the client's address from the first X-Forwarded-For value instead of the socket (behind a
 *   proxy, or a load test presenting many clients from one machine). Without it a client cannot choose its
 *   address, so a forged X-Forwarded-For never resets an abuse budget.
 * - `siteUrl`: the site that staff sign in to; its host names the authenticator entries (TOTP issuer) when the
 *   client names none (default: the dev server, http://localhost:5173).
 * - `codeMailIntervalSeconds`: how long an address waits between e-mailed sign-in codes (hosted's default, 60).
 * - `log` receives one line per request and any internal error (default: silent).
 * @param {LocalSupabaseOptions} options
 * @returns {Promise<LocalSupabase>}
 */
export async function startLocalSupabase({
  supabaseDir,
  dataDir,
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  allowRemote = false,
  trustProxy = false,
  siteUrl = "http://localhost:5173",
  codeMailIntervalSeconds = 60,
  log,
}) {
  const logLine = log ?? (() => undefined);
  checkListenHost(host, allowRemote);
  const allowOrigin = corsOrigin(siteUrl, allowRemote);
  const resolvedDataDir = dataDir === undefined ? undefined : path.resolve(dataDir);
  const baseDir = resolvedDataDir ?? (await mkdtemp(path.join(os.tmpdir(), "tapsheet-local-supabase-")));
  await mkdir(baseDir, { recursive: true });
  const keys = await keysFor(resolvedDataDir, allowRemote);
  const lockFile = resolvedDataDir ? await lockDataDir(resolvedDataDir) : undefined;
  const storageRoot = path.join(baseDir, "storage");
  const tempRoot = path.join(baseDir, "storage-tmp");
  await mkdir(storageRoot, { recursive: true });
  await rm(tempRoot, { recursive: true, force: true });

  const { db, created } = await openDataDir({
    supabaseDir,
    resolvedDataDir,
    baseDir,
    lockFile,
    log: logLine,
  });
  const queue = new RequestQueue();
  const schema = new SchemaCache();
  await schema.reload(db);
  const restBackend = { db, queue, schema, log: logLine };
  const storageBackend = { db, queue, storageRoot, tempRoot, jwtSecret: keys.jwtSecret, log: logLine };
  const mailbox = new Mailbox(path.join(baseDir, "mailbox.jsonl"));
  const functionRoutes = new FunctionRoutes(supabaseDir, keys);
  /** The Auth API's own address, the `iss` of its tokens; known once the server listens. */
  let authUrl = "";
  const authBackend = {
    db,
    queue,
    siteUrl,
    log: logLine,
    issuer: () => authUrl,
    jwtSecret: keys.jwtSecret,
    guesses: new GuessLimits(),
    codeMailIntervalSeconds,
    /** @param {{ to: string, subject: string, text: string }} message */
    sendMail: (message) =>
      mailbox.deliver({ from: "Tapsheet Staff <no-reply@tapsheet.example>", ...message, to: [message.to] }),
  };

  /**
   * Answers to the service role that succeeded: staff tools and the local mail scheduler, which polls every few
   * seconds and report their own results. Left out of the log, so it stays quiet while no visitor does anything.
   * @type {WeakSet<import("node:http").ServerResponse>}
   */
  const housekeeping = new WeakSet();
  const handleRequest = createRequestHandler({
    trustProxy,
    mailbox,
    functionRoutes,
    authBackend,
    restBackend,
    storageBackend,
    housekeeping,
    keys,
    allowOrigin,
  });
  const server = http.createServer((req, res) => {
    const started = Date.now();
    res.on("finish", () => {
      if (housekeeping.has(res) && res.statusCode < 400) return;
      // The path only: query strings can carry personal data.
      const pathOnly = (req.url ?? "").split("?")[0] ?? "";
      logLine(`${req.method} ${pathOnly.slice(0, 200)} ${res.statusCode} ${Date.now() - started}ms`);
    });
    handleRequest(req, res).catch((error) => {
      logLine(`Unhandled error: ${error instanceof Error ? error.stack : String(error)}`);
      if (!res.headersSent) {
        const failure = internalError("Internal error");
        sendPgrstError(res, failure.status, failure.body);
      } else {
        res.destroy();
      }
    });
  });
  server.requestTimeout = 120_000;
  server.headersTimeout = 20_000;
  server.keepAliveTimeout = 5_000;
  server.maxHeadersCount = 100;

  try {
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => {
        server.off("error", reject);
        resolve(undefined);
      });
    });
  } catch (error) {
    await db.close();
    if (lockFile) await rm(lockFile, { force: true });
    if (!resolvedDataDir) await rm(baseDir, { recursive: true, force: true });
    throw error;
  }
  server.on("error", (error) => logLine(`Server error: ${error.stack ?? error.message}`));

  const address = server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  let closed = false;
  authUrl = `http://${urlHost}:${boundPort}/auth/v1`;

  return {
    url: `http://${urlHost}:${boundPort}`,
    mailboxUrl: `http://${urlHost}:${boundPort}/mailbox`,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    ownKeys: keys !== DEMO_KEYS,
    keysFile: keys !== DEMO_KEYS && resolvedDataDir ? path.join(resolvedDataDir, KEYS_FILE) : undefined,
    dataDir: resolvedDataDir,
    storageDir: storageRoot,
    created,
    mountFunction: (name, functionUrl) => functionRoutes.mount(name, functionUrl),
    query: (sql, params = []) =>
      queue.run(async () => /** @type {never[]} */ ((await db.query(sql, params)).rows)),
    queryAs: (role, sql, params = []) =>
      queue.run(() =>
        runInRequestTransaction(
          db,
          { role, claims: { role }, method: "POST", path: "/", headers: {}, readOnly: false, settings: {} },
          async (tx) => {
            const rows = /** @type {never[]} */ ((await tx.query(sql, params)).rows);
            await tx.rollback();
            return rows;
          },
        ),
      ),
    async close() {
      if (closed) return;
      closed = true;
      await new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      });
      await queue.drain();
      await db.close();
      await rm(tempRoot, { recursive: true, force: true });
      if (lockFile) await rm(lockFile, { force: true });
      if (!resolvedDataDir) await rm(baseDir, { recursive: true, force: true });
    },
  };
}
