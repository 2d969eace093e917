// @ts-check
/** How PostgREST turns a PostgreSQL error into an HTTP status (PostgREST's `mapSQLtoHTTP`, v12-v14). */
import { unreadableRaise } from "./postgrest-errors.mjs";

/** SQLSTATE classes PostgREST answers with 500. */
const SERVER_ERROR_CLASSES = new Set([
  "09",
  "25",
  "2D",
  "38",
  "39",
  "3B",
  "40",
  "54",
  "55",
  "57",
  "58",
  "F0",
  "HV",
  "P0",
  "XX",
]);

/**
 * @param {string} sqlState the five-character SQLSTATE
 * @param {string} role the request's role; insufficient privilege is 401 for anon and 403 for anyone else
 * @param {string} [message] the error message (22023 "role … does not exist" becomes 401)
 * @returns {number}
 */
export function httpStatusForSqlState(sqlState, role, message = "") {
  if (sqlState === "42501") return role === "anon" ? 401 : 403;
  const custom = /^PT(\d{3})$/.exec(sqlState);
  if (custom?.[1]) return Number(custom[1]);
  switch (sqlState) {
    case "23503":
    case "23505":
      return 409;
    case "25006":
      return 405;
    case "P0001":
      return 400;
    case "42883":
    case "42P01":
      return 404;
    case "42P17":
    case "53400":
      return 500;
    case "57P01":
      return 503;
    case "22023":
      return /role .* does not exist/.test(message) ? 401 : 400;
    default:
      break;
  }
  const sqlClass = sqlState.slice(0, 2);
  if (sqlClass === "08" || sqlClass === "53") return 503;
  if (sqlClass === "0L" || sqlClass === "0P" || sqlClass === "28") return 403;
  if (SERVER_ERROR_CLASSES.has(sqlClass)) return 500;
  return 400;
}

/**
 * @typedef {{ code: string, message: string, detail?: string, hint?: string, severity?: string }} DatabaseError
 */

/**
 * @param {unknown} error
 * @returns {error is DatabaseError} whether `error` came from PostgreSQL (PGlite's DatabaseError or pg's)
 */
export function isDatabaseError(error) {
  if (typeof error !== "object" || error === null) return false;
  const candidate = /** @type {{ code?: unknown, severity?: unknown, message?: unknown }} */ (error);
  return (
    typeof candidate.code === "string" &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.severity === "string" &&
    typeof candidate.message === "string"
  );
}

/**
 * @typedef {{ status: number, headers: Record<string, string>,
 *   body: { code: string, message: string, details: string | null, hint: string | null } }} RaisedResponse
 */

/**
 * PostgREST's answer to `raise sqlstate 'PGRST' using message = '<json>', detail = '<json>'`: the message holds
 * the error body (`code`, `message`, optional `details` and `hint`), the detail the HTTP `status` and optional
 * `headers`. Anything else is PostgREST's PGRST121 (500).
 * @param {DatabaseError} error an error whose code is "PGRST"
 * @returns {RaisedResponse}
 */
export function responseForPgrstRaise(error) {
  try {
    const body = /** @type {unknown} */ (JSON.parse(error.message));
    const detail = /** @type {unknown} */ (JSON.parse(error.detail ?? ""));
    if (typeof body !== "object" || body === null || typeof detail !== "object" || detail === null) {
      throw new TypeError("not objects");
    }
    const { code, message, details, hint } = /** @type {Record<string, unknown>} */ (body);
    const { status, headers } = /** @type {Record<string, unknown>} */ (detail);
    if (typeof code !== "string" || typeof message !== "string") throw new TypeError("code and message");
    if (typeof status !== "number" || !Number.isInteger(status) || status < 100 || status > 599) {
      throw new TypeError("status");
    }
    /** @type {Record<string, string>} */
    const extraHeaders = {};
    if (typeof headers === "object" && headers !== null) {
      for (const [name, value] of Object.entries(headers)) {
        if (typeof value === "string") extraHeaders[name] = value;
      }
    }
    return {
      status,
      headers: extraHeaders,
      body: {
        code,
        message,
        details: typeof details === "string" ? details : null,
        hint: typeof hint === "string" ? hint : null,
      },
    };
  } catch {
    const unreadable = unreadableRaise();
    return { status: unreadable.status, headers: {}, body: unreadable.body };
  }
}
