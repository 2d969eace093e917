// @ts-check
/**
 * TOTP factors under /auth/v1/factors (supabase/auth internal/api/mfa.go): enrol, challenge and verify
 * (gotrue-mfa-verify.mjs, which lifts the caller's session to aal2) and unenrol. Phone and WebAuthn factors are
 * not served.
 */
import { randomUUID } from "node:crypto";
import { AuthError, isUuid } from "./gotrue-model.mjs";
import { generateTotpSecret, otpauthUri, qrCodeSvg } from "./totp.mjs";
import { challenge, verify } from "./gotrue-mfa-verify.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./gotrue.mjs").AuthRequest} AuthRequest
 * @typedef {import("./gotrue.mjs").AuthAnswer} AuthAnswer
 * @typedef {import("./gotrue-model.mjs").UserRow} UserRow
 * @typedef {import("./gotrue-model.mjs").SessionRow} SessionRow
 * @typedef {{ id: string, user_id: string, status: string, factor_type: string, secret: string,
 *   friendly_name: string | null }} FactorRow
 */

/** GOTRUE_MFA_FACTOR_EXPIRY_DURATION (an unverified factor), seconds. */
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
