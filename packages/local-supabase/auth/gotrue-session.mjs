// @ts-check
/**
 * Sessions: who the signed-in caller is (a valid JWT for a live user and session), refresh-token rotation
 * (`POST /token?grant_type=refresh_token`; token.go, tokens/service.go) and `POST /logout` (logout.go).
 */
import { AuthError, findUser, isUuid } from "./gotrue-model.mjs";
import { grantRefreshToken, sessionResponse } from "./gotrue-tokens.mjs";
import { checkSessionLife } from "./session-limits.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 */

/** How long a rotated refresh token may still be exchanged (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
const REFRESH_REUSE_SECONDS = 10;

/**
 * The signed-in caller (requireAuthentication and maybeLoadUserOrSession): a valid JWT whose `sub` is an existing
 * user and whose `session_id`, if any, is a live session.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<{ user: UserRow, session: SessionRow | null, claims: Record<string, unknown> }>}
 */
export async function requireAuthentication(tx, request) {
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
 * `POST /token?grant_type=refresh_token` with `{ refresh_token }` (tokens/service.go RefreshTokenGrant, legacy
 * tokens): rotates the token. The previous token, once revoked, answers with its successor if that is the
 * session's active token (a client that lost the answer), may be swapped again for 10 s, and after that is a reuse:
 * the session's tokens are all revoked and the request refused.
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @returns {Promise<AuthAnswer>}
 */
export async function token(tx, request) {
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
    body: await sessionResponse(tx, user, row.session_id, issued, {
      issuer: request.backend.issuer(),
      jwtSecret: request.backend.jwtSecret,
    }),
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
export async function logout(tx, request) {
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
