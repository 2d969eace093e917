// @ts-check
/**
 * Who is calling: the gateway's API-key check (as on hosted Supabase) followed by the JWT verification that
 * PostgREST and Storage perform themselves.
 */
import { verifyJwt } from "./jwt.mjs";

/**
 * @typedef {import("../db/database.mjs").ApiRole} ApiRole
 * @typedef {import("./jwt.mjs").JwtFailure} JwtFailure
 * @typedef {import("./keys.mjs").KeySet} KeySet
 * @typedef {{ ok: true, role: ApiRole, claims: Record<string, unknown> }
 *   | { ok: false, layer: "gateway", message: string, hint: string }
 *   | { ok: false, layer: "token", reason: JwtFailure | "role", message: string }} Caller
 */

/** @type {ReadonlySet<string>} */
const API_ROLES = new Set(["anon", "authenticated", "service_role"]);

/**
 * @param {string} key
 * @param {KeySet} keys
 * @returns {string | undefined} the JWT an opaque `sb_…` key stands for, or undefined if it is unknown
 */
function jwtForOpaqueKey(key, keys) {
  return Object.hasOwn(keys.opaque, key) ? keys.opaque[key] : undefined;
}

/**
 * @param {string} key
 * @param {KeySet} keys
 * @returns {Promise<boolean>} whether `key` is one of this API's keys (an opaque key, or an unexpired JWT signed
 *   with the secret for anon or service_role)
 */
async function isValidApiKey(key, keys) {
  const jwt = key.startsWith("sb_") ? jwtForOpaqueKey(key, keys) : key;
  if (!jwt) return false;
  const verified = await verifyJwt(jwt, keys.jwtSecret);
  return verified.ok && (verified.claims.role === "anon" || verified.claims.role === "service_role");
}

/**
 * Identifies the caller of a request.
 *
 * 1. Gateway: an `apikey` header (or `?apikey=`) is required and must be one of this API's keys, as hosted
 *    Supabase's gateway requires (the CLI's Kong does not check it).
 * 2. Token: `Authorization: Bearer <jwt>` if present, else the apikey; opaque `sb_…` keys are first mapped to
 *    their JWT. The role comes from the `role` claim (anon when absent) and must be an API role.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {URLSearchParams} query
 * @param {KeySet} keys the secret and keys of this server
 * @returns {Promise<Caller>}
 */
export async function identifyCaller(headers, query, keys) {
  const headerKey = headers.apikey;
  const apiKey = typeof headerKey === "string" ? headerKey.trim() : (query.get("apikey")?.trim() ?? "");
  if (!apiKey) {
    return {
      ok: false,
      layer: "gateway",
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    };
  }
  if (!(await isValidApiKey(apiKey, keys))) {
    return {
      ok: false,
      layer: "gateway",
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    };
  }

  const authorization = typeof headers.authorization === "string" ? headers.authorization.trim() : "";
  let token = apiKey;
  if (authorization) {
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization);
    if (!bearer?.[1]) {
      return {
        ok: false,
        layer: "token",
        reason: "malformed",
        message: "Authorization must be a Bearer token",
      };
    }
    token = bearer[1];
  }
  if (token.startsWith("sb_")) {
    const mapped = jwtForOpaqueKey(token, keys);
    if (!mapped) return { ok: false, layer: "token", reason: "signature", message: "Invalid API key" };
    token = mapped;
  }

  const verified = await verifyJwt(token, keys.jwtSecret);
  if (!verified.ok) return { ok: false, layer: "token", reason: verified.reason, message: verified.message };
  const role = verified.claims.role ?? "anon";
  if (typeof role !== "string" || !API_ROLES.has(role)) {
    return { ok: false, layer: "token", reason: "role", message: `role "${String(role)}" does not exist` };
  }
  return { ok: true, role: /** @type {ApiRole} */ (role), claims: { ...verified.claims, role } };
}
