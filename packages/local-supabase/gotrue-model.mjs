// @ts-check
/**
 * Supabase Auth's state and shapes for the embedded Auth API (decision 036): its errors, the user and factor JSON
 * (supabase/auth internal/models user.go and factor.go), sessions, refresh tokens and the access token's claims
 * (internal/tokens/service.go). The tables are those of bootstrap.sql's `auth` schema; every function here runs in
 * the caller's transaction as the superuser.
 */
import { createHash, randomInt, randomUUID } from "node:crypto";

import { signJwt } from "./jwt.mjs";
import { JWT_SECRET } from "./keys.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {{
 *   id: string, aud: string, role: string, email: string | null, phone: string | null,
 *   email_confirmed_at: Date | null, phone_confirmed_at: Date | null, confirmed_at: Date | null,
 *   invited_at: Date | null, confirmation_token: string | null, confirmation_sent_at: Date | null,
 *   recovery_token: string | null, recovery_sent_at: Date | null, last_sign_in_at: Date | null,
 *   raw_app_meta_data: Record<string, unknown> | null, raw_user_meta_data: Record<string, unknown> | null,
 *   created_at: Date, updated_at: Date, banned_until: Date | null, deleted_at: Date | null, is_anonymous: boolean,
 * }} UserRow
 * @typedef {{ id: string, user_id: string, aal: string | null, factor_id: string | null }} SessionRow
 */

/** Lifetime of an access token (GOTRUE_JWT_EXP; hosted's default). */
const ACCESS_TOKEN_SECONDS = 3600;

/** An answer in Supabase Auth's error shape. */
export class AuthError extends Error {
  /**
   * @param {number} status
   * @param {string} code the `error_code` (ErrorCode in supabase/auth internal/api/apierrors)
   * @param {string} message
   */
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * GoTrue's token hash of an e-mailed code: SHA-224 of the address followed by the code, in hex.
 * @param {string} email
 * @param {string} code
 */
export const tokenHash = (email, code) => createHash("sha224").update(`${email}${code}`).digest("hex");

/** @returns {string} a random 6-digit code (GOTRUE_MAILER_OTP_LENGTH's default) */
export const generateOtp = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * @param {number} length
 * @returns {string} random letters and digits (crypto.SecureAlphanumeric)
 */
function secureAlphanumeric(length) {
  let output = "";
  for (let index = 0; index < length; index += 1) output += ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)];
  return output;
}

/** @param {string} value */
export const isUuid = (value) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** @param {Date | string | null | undefined} value */
const time = (value) => (value ? new Date(value).toISOString() : undefined);

/**
 * An address as GoTrue's validateEmail accepts it (required, at most 255 characters, a plausible format),
 * lower-cased.
 * @param {unknown} email
 */
export function validateEmail(email) {
  if (typeof email !== "string" || email === "") {
    throw new AuthError(400, "validation_failed", "An email address is required");
  }
  if (email.length > 255) throw new AuthError(400, "validation_failed", "An email address is too long");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new AuthError(400, "validation_failed", "Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}

/**
 * @param {Transaction} tx
 * @param {string} where a condition on `u`
 * @param {unknown[]} params
 * @returns {Promise<UserRow | undefined>}
 */
export async function findUser(tx, where, params) {
  const result = await tx.query(`select u.* from auth.users u where ${where}`, params);
  return /** @type {UserRow | undefined} */ (result.rows[0]);
}

/**
 * @param {Record<string, unknown>} factor a row of auth.mfa_factors
 */
export function factorJson(factor) {
  return {
    id: factor.id,
    created_at: time(/** @type {Date} */ (factor.created_at)),
    updated_at: time(/** @type {Date} */ (factor.updated_at)),
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: factor.phone ?? "",
    last_challenged_at: time(/** @type {Date | null} */ (factor.last_challenged_at)) ?? null,
  };
}

/**
 * The user as Supabase Auth answers it (models.User's JSON: empty optional fields left out, factors only when
 * there are some, identities always).
 * @param {Transaction} tx
 * @param {UserRow} user
 */
export async function userJson(tx, user) {
  const [identities, factors] = await Promise.all([
    tx.query(`select * from auth.identities where user_id = $1 order by created_at`, [user.id]),
    tx.query(`select * from auth.mfa_factors where user_id = $1 order by created_at`, [user.id]),
  ]);
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: time(user.email_confirmed_at),
    invited_at: time(user.invited_at),
    phone: user.phone ?? "",
    phone_confirmed_at: time(user.phone_confirmed_at),
    confirmation_sent_at: time(user.confirmation_sent_at),
    confirmed_at: time(user.confirmed_at),
    recovery_sent_at: time(user.recovery_sent_at),
    last_sign_in_at: time(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    ...(factors.rows.length > 0 ? { factors: factors.rows.map((row) => factorJson(row)) } : {}),
    identities: /** @type {Record<string, unknown>[]} */ (identities.rows).map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: time(/** @type {Date | null} */ (identity.last_sign_in_at)),
      created_at: time(/** @type {Date} */ (identity.created_at)),
      updated_at: time(/** @type {Date} */ (identity.updated_at)),
      email: identity.email ?? undefined,
    })),
    created_at: time(user.created_at),
    updated_at: time(user.updated_at),
    banned_until: time(user.banned_until),
    deleted_at: time(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * Creates an e-mail user with its `email` identity, as the admin API does.
 * @param {Transaction} tx
 * @param {{ email: string, userMetadata?: Record<string, unknown>, appMetadata?: Record<string, unknown>,
 *   confirmed?: boolean, invited?: boolean, role?: string }} attributes
 * @returns {Promise<UserRow>}
 */
export async function createUser(
  tx,
  { email, userMetadata = {}, appMetadata = {}, confirmed, invited, role },
) {
  const id = randomUUID();
  const result = await tx.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, email_confirmed_at,
                             invited_at)
     values ($1, 'authenticated', $2, $3, $4::jsonb, $5::jsonb,
             case when $6 then now() end, case when $7 then now() end)
     returning *`,
    [
      id,
      role || "authenticated",
      email,
      JSON.stringify({ provider: "email", providers: ["email"], ...appMetadata }),
      JSON.stringify(userMetadata),
      Boolean(confirmed),
      Boolean(invited),
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider)
     values ($1, $2, $3::jsonb, 'email')`,
    [id, id, JSON.stringify({ sub: id, email, email_verified: false, phone_verified: false })],
  );
  return /** @type {UserRow} */ (result.rows[0]);
}

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
 * @param {string} issuer
 */
async function accessToken(tx, user, sessionId, issuer) {
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
    JWT_SECRET,
  );
  return { token, expiresAt, aal };
}

/**
 * The session answer: AccessTokenResponse.
 * @param {Transaction} tx
 * @param {UserRow} user
 * @param {string} sessionId
 * @param {string} refreshToken
 * @param {string} issuer
 */
export async function sessionResponse(tx, user, sessionId, refreshToken, issuer) {
  const { token, expiresAt } = await accessToken(tx, user, sessionId, issuer);
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
 * @param {{ issuer: string, userAgent: string | null, ip: string | null }} request
 */
export async function issueSession(tx, user, method, { issuer, userAgent, ip }) {
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
  return sessionResponse(tx, /** @type {UserRow} */ (updated.rows[0]), sessionId, refreshToken, issuer);
}
