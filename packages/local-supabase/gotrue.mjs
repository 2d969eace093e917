// @ts-check
/**
 * The Supabase Auth (GoTrue) subset supabase-js uses for staff sign-in (decision 036), under /auth/v1: an e-mailed
 * one-time code (`/otp`, `/verify`), refresh-token rotation (`/token?grant_type=refresh_token`), `/user`,
 * `/logout`, TOTP factors (gotrue-mfa.mjs) and the admin API the staff tool uses (gotrue-admin.mjs). Requests,
 * answers and error codes follow supabase/auth's internal/api (otp.go, magic_link.go, mail.go, verify.go, token.go,
 * tokens/service.go, user.go, logout.go, auth.go, errors.go). State lives in the `auth` schema of the database.
 */
import { handleAdmin } from "./gotrue-admin.mjs";
import { handleFactors } from "./gotrue-mfa.mjs";
import { clearToken, matchesToken, sendCode } from "./gotrue-codes.mjs";
import {
  AuthError,
  findUser,
  grantRefreshToken,
  isUuid,
  issueSession,
  sessionResponse,
  tokenHash,
  userJson,
  validateEmail,
} from "./gotrue-model.mjs";
import { BodyTooLargeError, drainRequest, readBody, sendJson } from "./http.mjs";
import { checkSessionLife } from "./session-limits.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {{
 *   db: PGlite,
 *   queue: import("./database.mjs").RequestQueue,
 *   sendMail: (message: { to: string, subject: string, text: string }) => void,
 *   issuer: () => string,
 *   siteUrl: string,
 *   log: (message: string) => void,
 *   guesses: import("./verify-limits.mjs").GuessLimits,
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

/** How long a rotated refresh token may still be exchanged (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
const REFRESH_REUSE_SECONDS = 10;
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
 * @param {import("./auth.mjs").Caller} caller who the gateway found calling (their key passed it)
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

/**
 * The signed-in caller (requireAuthentication and maybeLoadUserOrSession): a valid JWT whose `sub` is an existing
 * user and whose `session_id`, if any, is a live session.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<{ user: UserRow, session: SessionRow | null, claims: Record<string, unknown> }>}
 */
async function requireAuthentication(tx, request) {
  const header = request.req.headers.authorization;
  if (typeof header !== "string" || !/^Bearer\s+\S+$/i.test(header.trim())) {
    throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  }
  const { claims } = request;
  if (!claims) {
    throw new AuthError(
      403,
      "bad_jwt",
      `invalid JWT: unable to parse or verify signature, ${request.tokenError}`,
    );
  }
  if (typeof claims.sub !== "string" || claims.sub === "") {
    throw new AuthError(403, "bad_jwt", "invalid claim: missing sub claim");
  }
  if (!isUuid(claims.sub)) throw new AuthError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const user = await findUser(tx, "u.id = $1", [claims.sub]);
  if (!user) throw new AuthError(403, "user_not_found", "User from sub claim in JWT does not exist");
  /** @type {SessionRow | null} */
  let session = null;
  if (typeof claims.session_id === "string" && claims.session_id !== "") {
    if (!isUuid(claims.session_id)) {
      throw new AuthError(403, "bad_jwt", "invalid claim: session_id claim must be a UUID");
    }
    const found = await tx.query(`select * from auth.sessions where id = $1`, [claims.session_id]);
    session = /** @type {SessionRow | undefined} */ (found.rows[0]) ?? null;
    if (!session) {
      throw new AuthError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
    }
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(403, "user_banned", "User is banned");
  }
  return { user, session, claims };
}

/**
 * `POST /otp` with `{ email, create_user, data, … }` (otp.go, magic_link.go): mails an existing user a code (a
 * PKCE client's code challenge changes nothing for a code verified by POST, as in GoTrue). An
 * unknown address is refused as hosted refuses it: with `create_user: false`, 422 otp_disabled; otherwise, since
 * sign-ups are off here as on the project, 422 signup_disabled. Nothing is mailed then.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function sendOtp(tx, request) {
  const { body } = request;
  if (typeof body.phone === "string" && body.phone !== "") {
    throw new AuthError(400, "phone_provider_disabled", "Unsupported phone provider");
  }
  const challenge = typeof body.code_challenge === "string" ? body.code_challenge : "";
  const challengeMethod = typeof body.code_challenge_method === "string" ? body.code_challenge_method : "";
  if ((challenge === "") !== (challengeMethod === "")) {
    throw new AuthError(
      400,
      "validation_failed",
      "PKCE flow requires code_challenge_method and code_challenge",
    );
  }
  const email = validateEmail(body.email);
  const user = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  if (!user) {
    if (body.create_user === false) throw new AuthError(422, "otp_disabled", "Signups not allowed for otp");
    throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  await sendCode(tx, request.backend.sendMail, user, "recovery_token");
  return { status: 200, body: {} };
}

/**
 * `POST /verify` with `{ type, email, token }` or `{ type, token_hash }` (verify.go verifyPost): the code, once,
 * within its hour, signs the user in (amr `otp`, aal1) and confirms the address.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function verifyOtp(tx, request) {
  const { body } = request;
  const type = body.type;
  if (typeof type !== "string" || type === "") {
    throw new AuthError(400, "validation_failed", "Verify requires a verification type");
  }
  const code = typeof body.token === "string" ? body.token : "";
  const givenHash = typeof body.token_hash === "string" ? body.token_hash : "";
  if ((code === "") === (givenHash === "")) {
    throw new AuthError(400, "validation_failed", "Verify requires either a token or a token hash");
  }
  /** @type {("recovery_token" | "confirmation_token")[]} */
  const kinds =
    type === "email"
      ? ["confirmation_token", "recovery_token"]
      : type === "magiclink" || type === "recovery"
        ? ["recovery_token"]
        : type === "signup" || type === "invite"
          ? ["confirmation_token"]
          : [];
  if (kinds.length === 0) throw new AuthError(400, "validation_failed", "Unsupported verification type");
  const invalid = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

  /** @type {UserRow | undefined} */
  let user;
  let hash = givenHash;
  // Guesses are counted by address for codes and together for token hashes (verify-limits.mjs).
  let subject = "token_hash";
  if (code !== "") {
    if (typeof body.phone === "string" && body.phone !== "" && !body.email) {
      throw new AuthError(
        400,
        "validation_failed",
        "Only an email address or phone number should be provided on verify",
      );
    }
    let email;
    try {
      email = validateEmail(body.email);
    } catch {
      throw new AuthError(422, "validation_failed", "Invalid email format");
    }
    hash = tokenHash(email, code);
    subject = `email:${email}`;
    user = await findUser(tx, "u.email = $1 and u.aud = 'authenticated'", [email]);
  } else {
    const found = await tx.query(`select user_id from auth.one_time_tokens where token_hash = $1`, [
      givenHash,
    ]);
    const userId = /** @type {{ user_id: string } | undefined} */ (found.rows[0])?.user_id;
    user = userId ? await findUser(tx, "u.id = $1", [userId]) : undefined;
  }
  const guess = { subject, address: request.ip };
  request.backend.guesses.check(guess);
  if (!user) {
    request.backend.guesses.fail(guess);
    throw invalid();
  }
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(403, "user_banned", "User is banned");
  }
  /** @type {"recovery_token" | "confirmation_token" | undefined} */
  let matched;
  for (const kind of kinds) {
    if (matchesToken(user, kind, hash)) {
      matched = kind;
      break;
    }
  }
  if (!matched) {
    request.backend.guesses.fail(guess);
    throw invalid();
  }
  request.backend.guesses.succeed(guess);
  await clearToken(tx, user.id, matched);
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  const confirmed = /** @type {UserRow} */ (await findUser(tx, "u.id = $1", [user.id]));
  const context = { issuer: request.backend.issuer(), userAgent: request.userAgent, ip: request.ip };
  return { status: 200, body: await issueSession(tx, confirmed, "otp", context) };
}

/**
 * `POST /token?grant_type=refresh_token` with `{ refresh_token }` (tokens/service.go RefreshTokenGrant, legacy
 * tokens): rotates the token. The previous token, once revoked, answers with its successor if that is the
 * session's active token (a client that lost the answer), may be swapped again for 10 s, and after that is a reuse:
 * the session's tokens are all revoked and the request refused.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function token(tx, request) {
  const grantType = request.url.searchParams.get("grant_type");
  if (grantType !== "refresh_token") {
    throw new AuthError(400, "invalid_credentials", "unsupported_grant_type");
  }
  const refreshToken = request.body.refresh_token;
  if (typeof refreshToken !== "string" || refreshToken === "") {
    throw new AuthError(400, "validation_failed", "refresh_token required");
  }
  const found = await tx.query(
    `select t.id, t.token, t.revoked, t.updated_at, t.session_id, t.user_id
       from auth.refresh_tokens t where t.token = $1 for update`,
    [refreshToken],
  );
  const row =
    /** @type {{ id: number, token: string, revoked: boolean, updated_at: Date, session_id: string | null,
    user_id: string } | undefined} */ (found.rows[0]);
  if (!row) {
    throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  }
  const user = await findUser(tx, "u.id = $1", [row.user_id]);
  if (!user)
    throw new AuthError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
  if (user.banned_until && new Date(user.banned_until) > new Date()) {
    throw new AuthError(400, "user_banned", "Invalid Refresh Token: User Banned");
  }
  const session = row.session_id
    ? (await tx.query(`select * from auth.sessions where id = $1`, [row.session_id])).rows[0]
    : undefined;
  if (!session || !row.session_id) {
    throw new AuthError(400, "session_not_found", "Invalid Refresh Token: No Valid Session Found");
  }
  await checkSessionLife(tx, row.session_id, row.updated_at);
  let issued = "";
  if (row.revoked) {
    const active = await tx.query(
      `select token, parent from auth.refresh_tokens where session_id = $1 and revoked is false
        order by id desc limit 1`,
      [row.session_id],
    );
    const activeToken = /** @type {{ token: string, parent: string | null } | undefined} */ (active.rows[0]);
    if (activeToken && activeToken.parent === row.token) {
      issued = activeToken.token;
    } else if (Date.now() > new Date(row.updated_at).getTime() + REFRESH_REUSE_SECONDS * 1000) {
      await tx.query(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
        [row.session_id],
      );
      return {
        status: 400,
        refusal: new AuthError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used"),
      };
    }
  }
  if (issued === "") {
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1`, [
      row.id,
    ]);
    issued = await grantRefreshToken(tx, user.id, row.session_id, row.token);
  }
  await tx.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2,
            ip = $3::inet where id = $1`,
    [row.session_id, request.userAgent, request.ip || null],
  );
  return {
    status: 200,
    body: await sessionResponse(tx, user, row.session_id, issued, request.backend.issuer()),
  };
}

/**
 * `POST /logout?scope=global|local|others` (logout.go): ends the caller's sessions (all of them, this one, or all
 * but this one), which deletes their refresh tokens. Access tokens already issued stay valid until they expire,
 * except here and at /user, where their session must exist.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
async function logout(tx, request) {
  const scope = request.url.searchParams.get("scope") ?? "";
  if (!["", "global", "local", "others"].includes(scope)) {
    throw new AuthError(400, "validation_failed", `Unsupported logout scope "${scope}"`);
  }
  const { user, session } = await requireAuthentication(tx, request);
  if (session && scope === "local") {
    await tx.query(`delete from auth.sessions where id = $1`, [session.id]);
  } else if (session && scope === "others") {
    await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, session.id]);
  } else {
    await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
  }
  return { status: 204 };
}
