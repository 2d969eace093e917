// @ts-check
/**
 * HS256 JSON Web Tokens through `jose`: signing the demo keys and signed URLs, and verifying the tokens the embedded
 * API receives the way PostgREST and Storage do with a shared JWT secret.
 */
import { SignJWT, errors, jwtVerify } from "jose";

/** Clock skew tolerated for `iat` in the future, in seconds (PostgREST allows 30 s). */
const CLOCK_SKEW_SECONDS = 30;

/**
 * @typedef {Record<string, unknown>} JwtClaims
 * @typedef {"malformed" | "algorithm" | "signature" | "expired" | "not_yet_valid" | "issued_in_future"} JwtFailure
 * @typedef {{ ok: true, claims: JwtClaims } | { ok: false, reason: JwtFailure, message: string }} JwtVerification
 */

/** PostgREST's words for each failure. */
const MESSAGES = /** @type {const} */ ({
  malformed: "JWT cryptographic operation failed",
  algorithm: "Wrong or unsupported encoding algorithm",
  signature: "No suitable key or wrong key type",
  expired: "JWT expired",
  not_yet_valid: "JWT not yet valid",
  issued_in_future: "JWT issued at future",
});

/**
 * The secret as key bytes, made with this realm's Uint8Array: jose checks `instanceof Uint8Array`, which a
 * TextEncoder's output fails when the API runs inside a test's jsdom window.
 * @param {string} secret
 */
const keyOf = (secret) => new Uint8Array(Buffer.from(secret));

/**
 * Signs `claims` as an HS256 JWT with the header `{"alg":"HS256","typ":"JWT"}` (the Supabase CLI's format); the
 * claims are written in the order given, so the CLI's demo keys come out byte for byte.
 * @param {JwtClaims} claims
 * @param {string} secret
 * @returns {Promise<string>}
 */
export function signJwt(claims, secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(keyOf(secret));
}

/**
 * @param {JwtFailure} reason
 * @returns {JwtVerification}
 */
const failure = (reason) => ({ ok: false, reason, message: MESSAGES[reason] });

/**
 * Verifies an HS256 JWT: structure, algorithm (only HS256; `none` and asymmetric algorithms are refused),
 * signature, then the `exp` and `nbf` claims (no leeway) and an `iat` no more than 30 s in the future.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {Promise<JwtVerification>}
 */
export async function verifyJwt(token, secret, nowSeconds = Date.now() / 1000) {
  const parts = token.split(".").length;
  if (parts !== 3)
    return { ok: false, reason: "malformed", message: `Expected 3 parts in JWT; got ${parts}` };
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ["HS256"],
      currentDate: new Date(nowSeconds * 1000),
    });
    if (payload.iat !== undefined && payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)
      return failure("issued_in_future");
    return { ok: true, claims: payload };
  } catch (error) {
    if (error instanceof errors.JOSEAlgNotAllowed) return failure("algorithm");
    if (error instanceof errors.JWSSignatureVerificationFailed) return failure("signature");
    if (error instanceof errors.JWTExpired) return failure("expired");
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "nbf")
      return failure("not_yet_valid");
    if (error instanceof errors.JOSEError) return failure("malformed");
    throw error;
  }
}
