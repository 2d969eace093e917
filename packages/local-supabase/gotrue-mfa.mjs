// @ts-check
/**
 * TOTP factors under /auth/v1/factors (supabase/auth internal/api/mfa.go): enrol, challenge, verify (which lifts
 * the caller's session to aal2) and unenrol. Phone and WebAuthn factors are not served.
 */
import { randomUUID } from "node:crypto";

import {
  AuthError,
  addAmrClaim,
  findUser,
  grantRefreshToken,
  isUuid,
  sessionResponse,
} from "./gotrue-model.mjs";
import { generateTotpSecret, otpauthUri, qrCodeSvg, totpStep } from "./totp.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {{ id: string, user_id: string, status: string, factor_type: string, secret: string,
 *   friendly_name: string | null }} FactorRow
 */

/** GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION and GOTRUE_MFA_FACTOR_EXPIRY_DURATION (an unverified factor), seconds. */
const CHALLENGE_SECONDS = 300;
const UNVERIFIED_FACTOR_SECONDS = 300;
/** GOTRUE_MFA_MAX_ENROLLED_FACTORS and GOTRUE_MFA_MAX_VERIFIED_FACTORS. */
const MAX_FACTORS = 10;

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {string} path "/factors" or "/factors/<id>[/challenge|/verify]"
 * @param {{ user: UserRow, session: SessionRow | null }} caller
 * @returns {Promise<AuthAnswer>}
 */
export async function handleFactors(tx, request, path, caller) {
  const method = request.req.method ?? "GET";
  if (path === "/factors" && method === "POST") return enroll(tx, request, caller);
  const match = /^\/factors\/([^/]+)(\/challenge|\/verify)?$/.exec(path);
  if (!match?.[1]) throw new AuthError(404, "not_found", "Not found");
  const factorId = decodeURIComponent(match[1]);
  if (!isUuid(factorId)) throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  const found = await tx.query(`select * from auth.mfa_factors where id = $1 and user_id = $2`, [
    factorId,
    caller.user.id,
  ]);
  const factor = /** @type {FactorRow | undefined} */ (found.rows[0]);
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  if (match[2] === "/challenge" && method === "POST") return challenge(tx, request, factor);
  if (match[2] === "/verify" && method === "POST") return verify(tx, request, factor, caller);
  if (match[2] === undefined && method === "DELETE") return unenroll(tx, factor, caller);
  throw new AuthError(405, "method_not_allowed", "Method not allowed");
}

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {{ user: UserRow, session: SessionRow | null }} caller
 * @returns {Promise<AuthAnswer>}
 */
async function enroll(tx, request, { user, session }) {
  if (!session) {
    throw new AuthError(
      500,
      "unexpected_failure",
      "A valid session and a registered user are required to enroll a factor",
    );
  }
  const { body } = request;
  if (body.factor_type === "phone") {
    throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  }
  if (body.factor_type === "webauthn") {
    throw new AuthError(422, "mfa_webauthn_enroll_not_enabled", "MFA enroll is disabled for WebAuthn");
  }
  if (body.factor_type !== "totp") {
    throw new AuthError(400, "validation_failed", "factor_type needs to be totp, phone, or webauthn");
  }
  const friendlyName = typeof body.friendly_name === "string" ? body.friendly_name : "";
  const issuer =
    typeof body.issuer === "string" && body.issuer !== ""
      ? body.issuer
      : new URL(request.backend.siteUrl).host;

  await tx.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < now()`,
    [UNVERIFIED_FACTOR_SECONDS],
  );
  const factors = /** @type {FactorRow[]} */ (
    (await tx.query(`select * from auth.mfa_factors where user_id = $1`, [user.id])).rows
  );
  if (friendlyName !== "" && factors.some((factor) => factor.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  const verifiedCount = factors.filter((factor) => factor.status === "verified").length;
  if (factors.length >= MAX_FACTORS || verifiedCount >= MAX_FACTORS) {
    throw new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  }
  if (verifiedCount > 0 && session.aal !== "aal2") {
    throw new AuthError(403, "insufficient_aal", "AAL2 required to enroll a new factor");
  }

  const secret = generateTotpSecret();
  const uri = otpauthUri({ issuer, accountName: user.email ?? "", secret });
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, user.id, friendlyName, secret],
  );
  return {
    status: 200,
    body: { id, type: "totp", friendly_name: friendlyName, totp: { qr_code: qrCodeSvg(uri), secret, uri } },
  };
}

/**
 * @param {Transaction} tx
 * @param {AuthRequest} request
 * @param {FactorRow} factor
 * @returns {Promise<AuthAnswer>}
 */
async function challenge(tx, request, factor) {
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
async function verify(tx, request, factor, { user, session }) {
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
    body: await sessionResponse(tx, fresh, session.id, refreshToken, request.backend.issuer()),
  };
}

/**
 * @param {Transaction} tx
 * @param {FactorRow} factor
 * @param {{ session: SessionRow | null }} caller
 * @returns {Promise<AuthAnswer>}
 */
async function unenroll(tx, factor, { session }) {
  if (!session) {
    throw new AuthError(
      500,
      "unexpected_failure",
      "A valid session and factor are required to unenroll a factor",
    );
  }
  if (factor.status === "verified" && session.aal !== "aal2") {
    throw new AuthError(422, "insufficient_aal", "AAL2 required to unenroll verified factor");
  }
  await deleteFactor(tx, factor.id);
  return { status: 200, body: { id: factor.id } };
}

/**
 * Deletes a factor and brings the sessions it lifted back to aal1 (DowngradeSessionsToAAL1).
 * @param {Transaction} tx
 * @param {string} factorId
 */
export async function deleteFactor(tx, factorId) {
  await tx.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1)`,
    [factorId],
  );
  await tx.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`,
    [factorId],
  );
  await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
}
