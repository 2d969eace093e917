// @ts-check
/**
 * The Supabase Auth (GoTrue) subset supabase-js uses for staff sign-in (decision 036), under /auth/v1: an e-mailed
 * one-time code (gotrue-otp.mjs), sessions, refresh-token rotation, `/user` and `/logout` (gotrue-session.mjs),
 * TOTP factors (gotrue-mfa.mjs) and the admin API the staff tool uses (gotrue-admin.mjs). Requests, answers and
 * error codes follow supabase/auth's internal/api (otp.go, magic_link.go, mail.go, verify.go, token.go,
 * tokens/service.go, user.go, logout.go, auth.go, errors.go). State lives in the `auth` schema of the database.
 * This file reads a request, routes it, and answers in GoTrue's shape.
 */
import { handleAdmin } from "./gotrue-admin.mjs";
import { handleFactors } from "./gotrue-mfa.mjs";
import { AuthError, userJson } from "./gotrue-model.mjs";
import { BodyTooLargeError, drainRequest, readBody, sendJson } from "../http/http.mjs";
import { sendOtp, verifyOtp } from "./gotrue-otp.mjs";
import { logout, requireAuthentication, token } from "./gotrue-session.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {{
 *   db: PGlite,
 *   queue: import("../db/database.mjs").RequestQueue,
 *   sendMail: (message: { to: string, subject: string, text: string }) => void,
 *   issuer: () => string,
 *   jwtSecret: string,
 *   siteUrl: string,
 *   log: (message: string) => void,
 *   guesses: import("./verify-limits.mjs").GuessLimits,
 *   codeMailIntervalSeconds: number,
 * }} AuthBackend
 * @typedef {{
 *   req: IncomingMessage,
 *   url: URL,
 *   body: Record<string, unknown>,
 *   claims: Record<string, unknown> | null,
 *   tokenError: string | null,
 *   backend: AuthBackend,
 *   ip: string,
 *   userAgent: string | null,
 * }} AuthRequest
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string>, refusal?: AuthError }} AuthAnswer
 *   (a `refusal` is answered after the transaction's changes are kept, as GoTrue's storage.NewCommitWithError)
 */

const BODY_LIMIT = 64 * 1024;
const API_VERSION = "2024-01-01";

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function readJson(req) {
  if (req.method === "GET" || req.method === "HEAD") {
    drainRequest(req);
    return {};
  }
  /** @type {Buffer} */
  let raw;
  try {
    raw = await readBody(req, BODY_LIMIT);
  } catch (error) {
    drainRequest(req);
    if (error instanceof BodyTooLargeError)
      throw new AuthError(413, "request_too_large", "Request body too large");
    throw error;
  }
  if (raw.length === 0) return {};
  try {
    const parsed = JSON.parse(raw.toString("utf8"));
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return parsed;
  } catch {
    // Reported below.
  }
  throw new AuthError(400, "bad_json", "Could not parse request body as JSON");
}

/**
 * Answers an error as Supabase Auth does: `{ code, message }` for clients that send X-Supabase-Api-Version
 * 2024-01-01 (auth-js does), else the older `{ code: status, error_code, msg }`; the code also in x-sb-error-code.
 * @param {ServerResponse} res
 * @param {AuthError} error
 * @param {boolean} versioned
 */
function sendAuthError(res, error, versioned) {
  const headers = {
    "x-sb-error-code": error.code,
    ...(versioned ? { "X-Supabase-Api-Version": API_VERSION } : {}),
    ...("retryAfter" in error ? { "Retry-After": String(error.retryAfter) } : {}),
  };
  const body = versioned
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  sendJson(res, error.status, body, headers);
}

/**
 * Answers one request under /auth/v1.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {string} authPath the path after /auth/v1
 * @param {import("../keys/caller.mjs").Caller} caller who the gateway found calling (their key passed it)
 * @param {AuthBackend} backend
 */
export async function handleAuth(req, res, url, authPath, caller, backend) {
  const versioned = req.headers["x-supabase-api-version"] === API_VERSION;
  try {
    const body = await readJson(req);
    const forwarded = req.headers["x-forwarded-for"];
    /** @type {AuthRequest} */
    const request = {
      req,
      url,
      body,
      claims: caller.ok ? caller.claims : null,
      tokenError: caller.ok ? null : caller.message,
      backend,
      ip: typeof forwarded === "string" ? forwarded : "",
      userAgent: typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : null,
    };
    const answer = await backend.queue.run(() =>
      backend.db.transaction((tx) => route(tx, request, authPath)),
    );
    if (answer.refusal) {
      sendAuthError(res, answer.refusal, versioned);
      return;
    }
    const headers = { ...answer.headers, ...(versioned ? { "X-Supabase-Api-Version": API_VERSION } : {}) };
    if (answer.status === 204) {
      res.writeHead(204, headers);
      res.end();
      return;
    }
    sendJson(res, answer.status, answer.body ?? {}, headers);
  } catch (error) {
    if (error instanceof AuthError) {
      sendAuthError(res, error, versioned);
      return;
    }
    backend.log(
      `Auth ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    sendAuthError(res, new AuthError(500, "unexpected_failure", "Unexpected failure"), versioned);
  }
}

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {string} path
 * @returns {Promise<AuthAnswer>}
 */
async function route(tx, request, path) {
  const method = request.req.method ?? "GET";
  if (path === "/otp" && method === "POST") return sendOtp(tx, request);
  if (path === "/verify" && method === "POST") return verifyOtp(tx, request);
  if (path === "/token" && method === "POST") return token(tx, request);
  if (path === "/user" && method === "GET") {
    const { user } = await requireAuthentication(tx, request);
    return { status: 200, body: await userJson(tx, user) };
  }
  if (path === "/logout" && method === "POST") return logout(tx, request);
  if (path === "/factors" || path.startsWith("/factors/")) {
    return handleFactors(tx, request, path, await requireAuthentication(tx, request));
  }
  if (path === "/invite" || path === "/admin" || path.startsWith("/admin/"))
    return handleAdmin(tx, request, path);
  throw new AuthError(404, "not_found", "Not found");
}
