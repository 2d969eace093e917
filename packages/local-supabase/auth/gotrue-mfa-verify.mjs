// @ts-check
/**
 * Challenging and verifying a TOTP factor (supabase/auth internal/api/mfa.go): a challenge lives for five
 * minutes, and a verified code lifts the caller's session to aal2.
 */
import { randomUUID } from "node:crypto";
import { AuthError, findUser, isUuid } from "./gotrue-model.mjs";
import { addAmrClaim, grantRefreshToken, sessionResponse } from "./gotrue-tokens.mjs";
import { totpStep } from "./totp.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {import("./gotrue-mfa.mjs").FactorRow} FactorRow
 */

/** GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION, seconds. */
const CHALLENGE_SECONDS = 300;

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {FactorRow} factor
 * @returns {Promise<AuthAnswer>}
 */
export async function challenge(tx, request, factor) {
  if (factor.factor_type !== "totp") {
    throw new AuthError(422, "mfa_phone_verify_not_enabled", "MFA verification is disabled for Phone");
  }
  const id = randomUUID();
  const created = await tx.query(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
     returning created_at`,
    [id, factor.id, request.ip || "0.0.0.0"],
  );
  await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
  const createdAt = new Date(/** @type {{ created_at: Date }} */ (created.rows[0]).created_at).getTime();
  return {
    status: 200,
    body: { id, type: "totp", expires_at: Math.floor(createdAt / 1000) + CHALLENGE_SECONDS },
  };
}

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {FactorRow} factor
 * @param {{ user: UserRow, session: SessionRow | null }} caller
 * @returns {Promise<AuthAnswer>}
 */
export async function verify(tx, request, factor, { user, session }) {
  const { body } = request;
  const code = typeof body.code === "string" ? body.code : "";
  if (code === "") throw new AuthError(400, "validation_failed", "Code needs to be non-empty");
  if (!session) throw new AuthError(500, "unexpected_failure", "Cannot read SessionId claim as UUID");
  const challengeId = typeof body.challenge_id === "string" ? body.challenge_id : "";
  const found = isUuid(challengeId)
    ? await tx.query(
        `select id, verified_at, host(ip_address) as ip, created_at from auth.mfa_challenges
          where id = $1 and factor_id = $2`,
        [challengeId, factor.id],
      )
    : { rows: [] };
  const row =
    /** @type {{ id: string, verified_at: Date | null, ip: string, created_at: Date } | undefined} */ (
      found.rows[0]
    );
  if (!row) {
    throw new AuthError(422, "mfa_factor_not_found", "MFA factor with the provided challenge ID not found");
  }
  if (row.verified_at || row.ip !== (request.ip || "0.0.0.0")) {
    throw new AuthError(422, "mfa_ip_address_mismatch", "Challenge and verify IP addresses mismatch.");
  }
  if (Date.now() > new Date(row.created_at).getTime() + CHALLENGE_SECONDS * 1000) {
    await tx.query(`delete from auth.mfa_challenges where id = $1`, [row.id]);
    return {
      status: 422,
      refusal: new AuthError(
        422,
        "mfa_challenge_expired",
        `MFA challenge ${row.id} has expired, verify against another challenge or create a new challenge.`,
      ),
    };
  }
  // Counted per factor and client address (verify-limits.mjs); a time step is accepted once.
  const guess = { subject: `factor:${factor.id}`, address: request.ip };
  request.backend.guesses.check(guess);
  const step = totpStep(factor.secret, code);
  if (step === null || !request.backend.guesses.takeStep(factor.id, step)) {
    request.backend.guesses.fail(guess);
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  }
  request.backend.guesses.succeed(guess);

  await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [row.id]);
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [
    factor.id,
  ]);
  await addAmrClaim(tx, session.id, "totp");
  // The refresh tokens issued before the authenticator was proven go, so that none of them can ever be exchanged
  // for this session at aal2 (GoTrue's current tokens reach the same end by moving their counter past them).
  await tx.query(`delete from auth.refresh_tokens where session_id = $1`, [session.id]);
  const refreshToken = await grantRefreshToken(tx, user.id, session.id, null);
  await tx.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    session.id,
    factor.id,
  ]);
  // InvalidateSessionsWithAALLessThan and DeleteUnverifiedFactors: once a factor is proven, the user's sessions
  // that never proved one end, and half-finished enrolments go.
  await tx.query(`delete from auth.sessions where user_id = $1 and (aal is null or aal < 'aal2')`, [user.id]);
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
    [user.id],
  );
  const fresh = /** @type {UserRow} */ (await findUser(tx, "u.id = $1", [user.id]));
  return {
    status: 200,
    body: await sessionResponse(tx, fresh, session.id, refreshToken, {
      issuer: request.backend.issuer(),
      jwtSecret: request.backend.jwtSecret,
    }),
  };
}
