// @ts-check
/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226) with node:crypto, as Supabase Auth's TOTP factors use
 * them: HMAC-SHA-1, 6 digits, a 30-second step, a secret of 20 random bytes written in unpadded base32, and one
 * step of clock skew either way when verifying. Also the otpauth:// URI and its QR code as SVG for the enrolment.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import encodeQR from "qr";

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const STEP_SECONDS = 30;
const DIGITS = 6;

/**
 * @param {Uint8Array} bytes
 * @returns {string} RFC 4648 base32 without padding
 */
export function base32Encode(bytes) {
  let bits = 0;
  let value = 0;
  let output = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/**
 * @param {string} text base32, any case, padding and spaces ignored
 * @returns {Buffer}
 */
export function base32Decode(text) {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  let bits = 0;
  let value = 0;
  /** @type {number[]} */
  const bytes = [];
  for (const character of clean) {
    const index = BASE32_ALPHABET.indexOf(character);
    if (index === -1) throw new Error("Invalid base32 character");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** @returns {string} a new secret: 20 random bytes (160 bits, RFC 4226's recommendation) in base32 */
export function generateTotpSecret() {
  return base32Encode(randomBytes(20));
}

/**
 * The code for one time step (RFC 4226 HOTP with the step number as counter).
 * @param {string} secret base32
 * @param {number} step
 */
function codeForStep(secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, "0");
}

/**
 * @param {string} secret base32
 * @param {number} [nowMs]
 * @returns {string} the 6-digit code an authenticator shows at `nowMs`
 */
export function totpCode(secret, nowMs = Date.now()) {
  return codeForStep(secret, Math.floor(nowMs / 1000 / STEP_SECONDS));
}

/**
 * @param {string} secret base32
 * @param {string} code what the user typed
 * @param {number} [nowMs]
 * @returns {number | null} the time step whose code `code` is, among the current step and the one before or after
 *   it; null when it is none of them
 */
export function totpStep(secret, code, nowMs = Date.now()) {
  if (!/^\d{6}$/.test(code)) return null;
  const step = Math.floor(nowMs / 1000 / STEP_SECONDS);
  /** @type {number | null} */
  let matched = null;
  for (const candidate of [step - 1, step, step + 1]) {
    if (timingSafeEqual(Buffer.from(codeForStep(secret, candidate)), Buffer.from(code))) matched = candidate;
  }
  return matched;
}

/**
 * @param {string} secret base32
 * @param {string} code what the user typed
 * @param {number} [nowMs]
 * @returns {boolean} whether `code` is the code of the current step or of the one before or after it
 */
export const verifyTotp = (secret, code, nowMs = Date.now()) => totpStep(secret, code, nowMs) !== null;

/**
 * The key URI authenticator apps read (the format pquerna/otp writes for Supabase Auth).
 * @param {{ issuer: string, accountName: string, secret: string }} key
 */
export function otpauthUri({ issuer, accountName, secret }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    algorithm: "SHA1",
    digits: String(DIGITS),
    issuer,
    period: String(STEP_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** Pixels per QR module in the SVG's own size, as Supabase Auth draws it. */
const QR_MODULE_PIXELS = 3;

/**
 * The URI as a QR code (error correction level H, as Supabase Auth draws it) in SVG, on a white background so
 * that it scans on a dark page too. Like Supabase Auth's, the markup has its own width and height and no `#`:
 * clients put it unencoded after `data:image/svg+xml;utf-8,`, where a `#` would end the image's data.
 * @param {string} uri
 * @returns {string}
 */
export function qrCodeSvg(uri) {
  const svg = encodeQR(uri, "svg", { ecc: "high" });
  return svg.replace(/^<svg viewBox="0 0 (\d+) (\d+)"([^>]*)>/, (_tag, width, height, rest) => {
    const size = `width="${width * QR_MODULE_PIXELS}" height="${height * QR_MODULE_PIXELS}"`;
    return `<svg ${size} viewBox="0 0 ${width} ${height}"${rest}><rect width="100%" height="100%" fill="white"/>`;
  });
}
