// @ts-check
/**
 * HS256 JSON Web Tokens with node:crypto: enough to sign the demo keys and to verify the tokens the embedded API
 * receives, the way PostgREST and Storage do with a shared JWT secret.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** Clock skew tolerated for `iat` in the future, in seconds (PostgREST allows 30 s). */
const CLOCK_SKEW_SECONDS = 30;

/**
 * @typedef {Record<string, unknown>} JwtClaims
 * @typedef {"malformed" | "algorithm" | "signature" | "expired" | "not_yet_valid" | "issued_in_future"} JwtFailure
 * @typedef {{ ok: true, claims: JwtClaims } | { ok: false, reason: JwtFailure, message: string }} JwtVerification
 */

/** @param {unknown} value */
function base64UrlJson(value) {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/**
 * @param {string} signingInput
 * @param {string} secret
 */
function hmacSha256(signingInput, secret) {
  return createHmac("sha256", secret).update(signingInput).digest();
}

/**
 * Signs `claims` as an HS256 JWT with the header `{"alg":"HS256","typ":"JWT"}` (the Supabase CLI's format).
 * @param {JwtClaims} claims
 * @param {string} secret
 * @returns {string}
 */
export function signJwt(claims, secret) {
  const signingInput = `${base64UrlJson({ alg: "HS256", typ: "JWT" })}.${base64UrlJson(claims)}`;
  return `${signingInput}.${hmacSha256(signingInput, secret).toString("base64url")}`;
}

/**
 * @param {string} segment
 * @returns {unknown}
 */
function decodeSegment(segment) {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) throw new Error("not base64url");
  return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Verifies an HS256 JWT: structure, algorithm (only HS256; `none` and asymmetric algorithms are refused),
 * signature (constant-time comparison), then the `exp`, `nbf` and `iat` claims.
 * @param {string} token
 * @param {string} secret
 * @param {number} [nowSeconds]
 * @returns {JwtVerification}
 */
export function verifyJwt(token, secret, nowSeconds = Date.now() / 1000) {
  const parts = token.split(".");
  if (parts.length !== 3) {
    return { ok: false, reason: "malformed", message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  const [headerPart = "", payloadPart = "", signaturePart = ""] = parts;
  /** @type {unknown} */
  let header;
  /** @type {unknown} */
  let payload;
  try {
    header = decodeSegment(headerPart);
    payload = decodeSegment(payloadPart);
  } catch {
    return { ok: false, reason: "malformed", message: "JWT cryptographic operation failed" };
  }
  if (!isPlainObject(header) || !isPlainObject(payload)) {
    return { ok: false, reason: "malformed", message: "JWT cryptographic operation failed" };
  }
  if (header.alg !== "HS256") {
    return { ok: false, reason: "algorithm", message: "Wrong or unsupported encoding algorithm" };
  }
  const expected = hmacSha256(`${headerPart}.${payloadPart}`, secret);
  const actual = /^[A-Za-z0-9_-]+$/.test(signaturePart)
    ? Buffer.from(signaturePart, "base64url")
    : Buffer.alloc(0);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: "signature", message: "No suitable key or wrong key type" };
  }
  if (payload.exp !== undefined && (typeof payload.exp !== "number" || nowSeconds >= payload.exp)) {
    return { ok: false, reason: "expired", message: "JWT expired" };
  }
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || nowSeconds < payload.nbf)) {
    return { ok: false, reason: "not_yet_valid", message: "JWT not yet valid" };
  }
  if (
    payload.iat !== undefined &&
    (typeof payload.iat !== "number" || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS)
  ) {
    return { ok: false, reason: "issued_in_future", message: "JWT issued at future" };
  }
  return { ok: true, claims: payload };
}
