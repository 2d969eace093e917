// @ts-check
/**
 * Every error the embedded API answers in PostgREST's shape, in one place: its HTTP status, PostgREST's (or
 * PostgreSQL's) code and PostgREST's words, so a handler names the error and never spells one out. Errors that
 * PostgreSQL itself raises keep their SQLSTATE and come from `sqlstate.mjs`; Storage's are in `storage-errors.mjs`.
 */

/** @typedef {{ code: string, message: string, details: string | null, hint: string | null }} PgrstErrorBody */

/** An error answered as-is to the client (a PostgREST error code with its HTTP status). */
export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {PgrstErrorBody} body
   */
  constructor(status, body) {
    super(body.message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {{ details?: string | null, hint?: string | null }} [more]
 */
const apiError = (status, code, message, { details = null, hint = null } = {}) =>
  new ApiError(status, { code, message, details, hint });

/**
 * A query parameter, path or header the grammar cannot read (PGRST100).
 * @param {string} what e.g. "filter"
 * @param {string} input the text that failed to parse
 * @param {string} details
 */
export const parseFailed = (what, input, details) =>
  apiError(400, "PGRST100", `"failed to parse ${what} (${input})" (line 1, column 1)`, { details });

/** A body that is not the JSON expected (PGRST102). */
export const invalidJson = () => apiError(400, "PGRST102", "Empty or invalid json");

/** A bulk insert whose rows do not all have the same keys (PGRST102). */
export const keysMustMatch = () => apiError(400, "PGRST102", "All object keys must match");

/**
 * A column named in `select`, a filter or `order` that the table does not have (PostgreSQL's 42703).
 * @param {string} table
 * @param {string} column
 */
export const unknownColumn = (table, column) =>
  apiError(400, "42703", `column ${table}.${column} does not exist`);

/**
 * A column named in a body or `columns` that the table does not have (PGRST204).
 * @param {string} table
 * @param {string} column
 */
export const payloadColumnNotFound = (table, column) =>
  apiError(400, "PGRST204", `Could not find the '${column}' column of '${table}' in the schema cache`);

/**
 * A singular request (`Accept: application/vnd.pgrst.object+json`) whose result is not exactly one row (PGRST116).
 * @param {number} count
 */
export const notOneRow = (count) =>
  apiError(406, "PGRST116", "Cannot coerce the result to a single JSON object", {
    details: `The result contains ${count} rows`,
  });

/**
 * A request body in another media type than JSON (PGRST107).
 * @param {string} mediaType
 */
export const contentTypeNotSupported = (mediaType) =>
  apiError(415, "PGRST107", `The Content-Type "${mediaType}" is not supported`, {
    hint: "The local API accepts application/json request bodies only.",
  });

/**
 * An `Accept` header naming nothing the API answers in (PGRST107).
 * @param {string} accept
 */
export const mediaTypeUnavailable = (accept) =>
  apiError(406, "PGRST107", `None of these media types are available: ${accept.slice(0, 200)}`);

/**
 * A body over the limit (PGRST413).
 * @param {number} limit in bytes
 */
export const bodyTooLarge = (limit) =>
  apiError(413, "PGRST413", `The request body is larger than ${limit} bytes`);

/**
 * The schema description (`/rest/v1/`) asked for by a role other than the service role (42501).
 * @param {string} role
 */
export const descriptionDenied = (role) =>
  apiError(role === "anon" ? 401 : 403, "42501", "permission denied for the API description", {
    hint: "The schema description is available to the service role only.",
  });

/**
 * An `Accept-Profile`/`Content-Profile` naming a schema that is not exposed (PGRST106).
 * @param {string} profile
 * @param {string} exposed
 */
export const invalidSchema = (profile, exposed) =>
  apiError(406, "PGRST106", `Invalid schema: ${profile.slice(0, 100)}`, {
    hint: `Only the following schemas are exposed: ${exposed}`,
  });

/**
 * An HTTP method the path does not take (PGRST117).
 * @param {string} method
 */
export const unsupportedMethod = (method) => apiError(405, "PGRST117", `Unsupported HTTP method: ${method}`);

/** A path that names no table or function (PGRST125). */
export const invalidPath = () => apiError(404, "PGRST125", "Invalid path specified in request URL");

/**
 * A table or view the exposed schema does not have (PGRST205).
 * @param {string} schema
 * @param {string} table
 */
export const tableNotFound = (schema, table) =>
  apiError(
    404,
    "PGRST205",
    `Could not find the table '${schema}.${table.slice(0, 100)}' in the schema cache`,
  );

/** A function called with another method than POST, the only one served here (PGRST101). */
export const functionsTakePost = () =>
  apiError(405, "PGRST101", "Only POST is supported for calling functions here");

/**
 * A function the exposed schema does not have with these argument names (PGRST202).
 * @param {string} schema
 * @param {string} name
 * @param {string[]} argNames
 */
export const functionNotFound = (schema, name, argNames) =>
  apiError(
    404,
    "PGRST202",
    `Could not find the function ${schema}.${name.slice(0, 100)}(${argNames.join(", ")}) in the schema cache`,
  );

/** A `raise sqlstate 'PGRST'` whose message or detail is not the JSON PostgREST expects (PGRST121). */
export const unreadableRaise = () =>
  apiError(500, "PGRST121", "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error");

/**
 * Anything the API did not expect (PGRST000).
 * @param {string} message
 */
export const internalError = (message) => apiError(500, "PGRST000", message);

/**
 * The gateway's refusal of a missing or unknown API key (PGRST302 / PGRST301).
 * @param {string} message
 * @param {string} hint
 */
export const apiKeyRefused = (message, hint) =>
  apiError(401, message === "Invalid API key" ? "PGRST301" : "PGRST302", message, { hint });

/**
 * A bearer token that does not verify (PGRST301) or is outside its validity window (PGRST303).
 * @param {boolean} outsideValidity
 * @param {string} message
 */
export const tokenRefused = (outsideValidity, message) =>
  apiError(401, outsideValidity ? "PGRST303" : "PGRST301", message);
