// @ts-check
/**
 * The embedded Supabase-compatible API: PGlite with the project's migrations and seed, behind a small HTTP server
 * that speaks the PostgREST and Storage subset the site uses (docs/decisions/001-embedded-supabase-api.md).
 *
 *   const api = await startLocalSupabase({ port: 0 });          // in memory, random port
 *   const api = await startLocalSupabase({ dataDir: ".data/x" }); // persistent
 *   createClient(api.url, api.anonKey, …); … await api.close();
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { identifyCaller } from "./auth.mjs";
import { openDatabase, RequestQueue, runInRequestTransaction } from "./database.mjs";
import { FunctionRoutes } from "./edge-functions.mjs";
import { handleAuth } from "./gotrue.mjs";
import {
  drainRequest,
  fromLoopback,
  sendJson,
  sendPgrstError,
  sendPreflight,
  setClientAddress,
  setCorsHeaders,
} from "./http.mjs";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys.mjs";
import { Mailbox } from "./mailbox.mjs";
import { apiKeyRefused, internalError, tokenRefused } from "./postgrest-errors.mjs";
import { handleRest, SchemaCache } from "./rest.mjs";
import { TUS_OPTIONS_HEADERS, handleResumable } from "./resumable.mjs";
import { handleStorage } from "./storage.mjs";
import { GuessLimits } from "./verify-limits.mjs";

/**
 * @typedef {import("./database.mjs").ApiRole} ApiRole
 * @typedef {{
 *   supabaseDir: string,
 *   dataDir?: string,
 *   port?: number,
 *   host?: string,
 *   trustProxy?: boolean,
 *   siteUrl?: string,
 *   log?: (message: string) => void,
 * }} LocalSupabaseOptions
 * @typedef {{
 *   url: string,
 *   mailboxUrl: string,
 *   anonKey: string,
 *   serviceRoleKey: string,
 *   publishableKey: string,
 *   secretKey: string,
 *   dataDir: string | undefined,
 *   storageDir: string,
 *   created: boolean,
 *   mountFunction: (name: string, functionUrl: string) => void,
 *   query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>,
 *   queryAs: <T = Record<string, unknown>>(role: ApiRole, sql: string, params?: unknown[]) => Promise<T[]>,
 *   close: () => Promise<void>,
 * }} LocalSupabase
 */

/** The CLI's API port. */
const DEFAULT_PORT = 54321;
const DEFAULT_HOST = "127.0.0.1";

/**
 * Claims the data directory for this process, so two servers never open the same PGlite files.
 * @param {string} dataDir
 * @returns {Promise<string>} the lock file
 */
async function lockDataDir(dataDir) {
  const lockFile = path.join(dataDir, "server.pid");
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8").trim());
    let alive = pid === process.pid;
    if (Number.isInteger(pid) && pid > 0 && !alive) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch (error) {
        alive = /** @type {{ code?: unknown }} */ (error).code === "EPERM";
      }
    }
    if (alive) throw new Error(`The data directory ${dataDir} is in use by process ${pid}`);
  }
  await writeFile(lockFile, `${process.pid}\n`);
  return lockFile;
}

/**
 * Starts the embedded API.
 *
 * - `supabaseDir`: the Supabase CLI project folder whose `migrations/` and `seed.sql` build the database.
 * - `dataDir` undefined: an in-memory database and a temporary directory for uploads, both discarded on close.
 * - `dataDir` set: the database lives in `<dataDir>/pgdata` (created with the bootstrap, migrations and seed on
 *   first use; reopened, with any new migrations applied, afterwards) and uploads in `<dataDir>/storage`.
 * - `port` 0 picks a free port; the default is the CLI's 54321. `host` defaults to 127.0.0.1.
 * - `trustProxy`: take the client's address from the first X-Forwarded-For value instead of the socket (behind a
 *   proxy, or a load test presenting many clients from one machine). Without it a client cannot choose its
 *   address, so a forged X-Forwarded-For never resets an abuse budget.
 * - `siteUrl`: the site that staff sign in to; its host names the authenticator entries (TOTP issuer) when the
 *   client names none (default: the dev server, http://localhost:5173).
 * - `log` receives one line per request and any internal error (default: silent).
 * @param {LocalSupabaseOptions} options
 * @returns {Promise<LocalSupabase>}
 */
export async function startLocalSupabase({
  supabaseDir,
  dataDir,
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  trustProxy = false,
  siteUrl = "http://localhost:5173",
  log,
}) {
  const logLine = log ?? (() => undefined);
  const resolvedDataDir = dataDir === undefined ? undefined : path.resolve(dataDir);
  const baseDir = resolvedDataDir ?? (await mkdtemp(path.join(os.tmpdir(), "tapsheet-local-supabase-")));
  await mkdir(baseDir, { recursive: true });
  const lockFile = resolvedDataDir ? await lockDataDir(resolvedDataDir) : undefined;
  const storageRoot = path.join(baseDir, "storage");
  const tempRoot = path.join(baseDir, "storage-tmp");
  await mkdir(storageRoot, { recursive: true });
  await rm(tempRoot, { recursive: true, force: true });

  /** @type {Awaited<ReturnType<typeof openDatabase>>} */
  let opened;
  try {
    opened = await openDatabase({ dataDir: resolvedDataDir, supabaseDir });
  } catch (error) {
    if (lockFile) await rm(lockFile, { force: true });
    if (!resolvedDataDir) await rm(baseDir, { recursive: true, force: true });
    throw error;
  }
  const { db, created } = opened;
  if (!created) {
    for (const file of opened.migrationsApplied) logLine(`Applied new migration ${file}`);
  }
  for (const file of opened.migrationsChanged) {
    logLine(
      `Warning: ${file} changed after it was applied to ${resolvedDataDir ?? "this database"}; ` +
        "delete the data directory to rebuild it from the current migrations",
    );
  }
  if (!created) {
    const auth = await db.query(`select to_regclass('auth.one_time_tokens') is not null as ready`);
    if (!(/** @type {{ ready: boolean } | undefined} */ (auth.rows[0])?.ready)) {
      logLine(
        `Warning: ${resolvedDataDir ?? "this database"} was created before the Auth API's tables existed; ` +
          "delete the data directory to rebuild it, or staff sign-in will fail",
      );
    }
  }
  const queue = new RequestQueue();
  const schema = new SchemaCache();
  await schema.reload(db);
  const restBackend = { db, queue, schema, log: logLine };
  const storageBackend = { db, queue, storageRoot, tempRoot, log: logLine };
  const mailbox = new Mailbox(path.join(baseDir, "mailbox.jsonl"));
  const functionRoutes = new FunctionRoutes(supabaseDir);
  /** The Auth API's own address, the `iss` of its tokens; known once the server listens. */
  let authUrl = "";
  const authBackend = {
    db,
    queue,
    siteUrl,
    log: logLine,
    issuer: () => authUrl,
    guesses: new GuessLimits(),
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

  /**
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  async function handleRequest(req, res) {
    setCorsHeaders(res);
    setClientAddress(req, trustProxy);
    /** @type {URL} */
    let url;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      if (!(req.url ?? "").startsWith("/")) throw new Error("not an origin-form request target");
    } catch {
      drainRequest(req);
      sendJson(res, 400, { message: "Bad request" });
      return;
    }
    if (req.method === "OPTIONS") {
      drainRequest(req);
      // The resumable endpoint answers OPTIONS as a tus server too, preflight or not.
      const resumable = /^\/storage\/v1\/upload\/resumable(?:\/|$)/.test(url.pathname);
      sendPreflight(req, res, resumable ? TUS_OPTIONS_HEADERS : {});
      return;
    }
    const pathname = url.pathname;
    // The mailbox holds every link token the local mail carried: it answers only this machine, even when the API
    // listens on other addresses too (HOST=0.0.0.0); anyone else gets the gateway's answer for an unknown route.
    if ((pathname === "/mailbox" || pathname.startsWith("/mailbox/")) && fromLoopback(req)) {
      await mailbox.handle(req, res, pathname.slice("/mailbox".length));
      return;
    }
    const functionPath = /^\/functions\/v1\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(pathname);
    if (functionPath?.[1]) {
      await functionRoutes.handle(req, res, functionPath[1], `${functionPath[2] ?? ""}${url.search}`, url);
      return;
    }
    if (pathname.startsWith("/auth/v1/")) {
      const caller = await identifyCaller(req.headers, url.searchParams);
      if (!caller.ok && caller.layer === "gateway") {
        drainRequest(req);
        const refused = apiKeyRefused(caller.message, caller.hint);
        sendPgrstError(res, refused.status, refused.body);
        return;
      }
      await handleAuth(req, res, url, pathname.slice("/auth/v1".length), caller, authBackend);
      return;
    }
    const isRest = pathname === "/rest/v1" || pathname.startsWith("/rest/v1/");
    const isStorage = pathname.startsWith("/storage/v1/");
    if (!isRest && !isStorage) {
      drainRequest(req);
      // The gateway's answer for routes it does not serve (realtime, GraphQL, …).
      sendJson(res, 404, { message: "no Route matched with those values" });
      return;
    }

    const storagePath = isStorage ? pathname.slice("/storage/v1".length) : "";
    // Public objects and signed URLs are fetched without keys (the URL is the permission).
    const keyless =
      isStorage &&
      (req.method === "GET" || req.method === "HEAD") &&
      (storagePath.startsWith("/object/public/") || storagePath.startsWith("/object/sign/"));
    const caller = await identifyCaller(req.headers, url.searchParams);
    if (caller.ok && caller.role === "service_role") housekeeping.add(res);

    if (!caller.ok && caller.layer === "gateway" && !keyless) {
      drainRequest(req);
      const refused = apiKeyRefused(caller.message, caller.hint);
      sendPgrstError(res, refused.status, refused.body);
      return;
    }

    if (isStorage) {
      const storageCaller = caller.ok
        ? { role: caller.role, claims: caller.claims }
        : { ok: /** @type {const} */ (false), message: caller.message };
      if (storagePath === "/upload/resumable" || storagePath.startsWith("/upload/resumable/")) {
        await handleResumable(req, res, url, storagePath, storageCaller, storageBackend);
        return;
      }
      await handleStorage(req, res, url, storagePath, storageCaller, storageBackend);
      return;
    }

    if (!caller.ok) {
      drainRequest(req);
      const refused = tokenRefused(
        caller.layer === "token" && ["expired", "not_yet_valid", "issued_in_future"].includes(caller.reason),
        caller.message,
      );
      sendPgrstError(res, refused.status, refused.body, {
        "WWW-Authenticate": `Bearer error="invalid_token", error_description="${caller.message.replace(/["\\]/g, "")}"`,
      });
      return;
    }
    await handleRest(
      req,
      res,
      url,
      pathname.slice("/rest/v1".length),
      { role: caller.role, claims: caller.claims },
      restBackend,
    );
  }

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
    anonKey: ANON_KEY,
    serviceRoleKey: SERVICE_ROLE_KEY,
    publishableKey: PUBLISHABLE_KEY,
    secretKey: SECRET_KEY,
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
