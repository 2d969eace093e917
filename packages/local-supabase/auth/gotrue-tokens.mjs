// @ts-check
/**
 * Sessions and tokens for the embedded Auth API (decision 036): refresh tokens, the authentication methods a
 * session records, the access token's claims (supabase/auth internal/tokens/service.go) and the session answer.
 * Every function here runs in the caller's transaction as the superuser.
 */
import { randomUUID } from "node:crypto";
import { signJwt } from "../keys/jwt.mjs";
import { secureAlphanumeric, userJson } from "./gotrue-model.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {{ issuer: string, jwtSecret: string }} Signer the Auth API's address (`iss`) and the server's secret
 */

/**
 * Lifetime of an access token (GOTRUE_JWT_EXP, config.toml's jwt_expiry): shorter than the 30-minute inactivity
 * timeout, so that an open desk refreshes its session before the timeout ends it (decision 043).
 */
const ACCESS_TOKEN_SECONDS = 1200;

/**
 * Records that the session was authenticated by `method` (mfa_amr_claims, one row per method, refreshed on reuse).
 * @param {Transaction} tx
 * @param {string} sessionId
 * @param {string} method
 */
export async function addAmrClaim(tx, sessionId, method) {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

/**
 * A new refresh token for the session, child of `parent` (rotation).
 * @param {Transaction} tx
 * @param {string} userId
 * @param {string} sessionId
 * @param {string | null} parent
 */
export async function grantRefreshToken(tx, userId, sessionId, parent) {
  const token = secureAlphanumeric(12);
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, revoked, parent, session_id) values ($1, $2, false, $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/**
 * Signs the access token for a session: GoTrue's claims in its order, with `aal` and `amr` computed from the
 * session's authentication methods (aal2 once an authenticator has been verified in it; amr newest first).
 * @param {Transaction} tx
 * @param {UserRow} user
 * @param {string} sessionId
 * @param {Signer} signer
 */
async function accessToken(tx, user, sessionId, { issuer, jwtSecret }) {
  const claims = /** @type {{ authentication_method: string, updated_at: Date }[]} */ (
    (
      await tx.query(
        `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1
          order by updated_at desc`,
        [sessionId],
      )
    ).rows
  );
  const aal = claims.some((claim) =>
    ["totp", "mfa/phone", "mfa/webauthn"].includes(claim.authentication_method),
  )
    ? "aal2"
    : "aal1";
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS;
  const token = await signJwt(
    {
      iss: issuer,
      sub: user.id,
      aud: user.aud,
      exp: expiresAt,
      iat: issuedAt,
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role,
      aal,
      amr: claims.map((claim) => ({
        method: claim.authentication_method,
        timestamp: Math.floor(new Date(claim.updated_at).getTime() / 1000),
      })),
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    jwtSecret,
  );
  return { token, expiresAt, aal };
}

/**
 * The session answer: AccessTokenResponse.
 * @param {Transaction} tx
 * @param {UserRow} user
 * @param {string} sessionId
 * @param {string} refreshToken
 * @param {Signer} signer
 */
export async function sessionResponse(tx, user, sessionId, refreshToken, signer) {
  const { token, expiresAt } = await accessToken(tx, user, sessionId, signer);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/**
 * Signs the user in: a new session at aal1 authenticated by `method`, its first refresh token, and the session
 * answer (IssueRefreshToken).
 * @param {Transaction} tx
 * @param {UserRow} user
 * @param {string} method e.g. "otp"
 * @param {Signer & { userAgent: string | null, ip: string | null }} request
 */
export async function issueSession(tx, user, method, { issuer, jwtSecret, userAgent, ip }) {
  const sessionId = randomUUID();
  const updated = await tx.query(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning *`,
    [user.id],
  );
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [user.id]);
  await tx.query(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip) values ($1, $2, 'aal1', $3, $4::inet)`,
    [sessionId, user.id, userAgent, ip || null],
  );
  const refreshToken = await grantRefreshToken(tx, user.id, sessionId, null);
  await addAmrClaim(tx, sessionId, method);
  return sessionResponse(tx, /** @type {UserRow} */ (updated.rows[0]), sessionId, refreshToken, {
    issuer,
    jwtSecret,
  });
}
