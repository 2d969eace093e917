// @ts-check
/** HTTP plumbing shared by the REST and Storage handlers: CORS, bounded body reading and error bodies. */

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{ code: string, message: string, details?: string | null, hint?: string | null }} PgrstError
 */

/** Headers browsers may read from responses (PostgREST's list plus what supabase-js inspects). */
const EXPOSED_HEADERS = [
  "Content-Encoding",
  "Content-Location",
  "Content-Range",
  "Content-Type",
  "Date",
  "Location",
  "Server",
  "Transfer-Encoding",
  "Range-Unit",
  "Preference-Applied",
  "Proxy-Status",
  "WWW-Authenticate",
  "Retry-After",
  "Tus-Resumable",
  "Tus-Version",
  "Tus-Complete",
  "Tus-Extension",
  "Tus-Max-Size",
  "Upload-Offset",
  "Upload-Length",
  "Upload-Metadata",
  "X-Supabase-Api-Version",
  "X-Sb-Error-Code",
  "X-Total-Count",
  "Link",
].join(", ");

/** Request headers allowed when the preflight does not list any (the ones supabase-js sends). */
const DEFAULT_ALLOWED_HEADERS =
  "authorization, apikey, x-client-info, content-type, accept-profile, content-profile, prefer, x-upsert, " +
  "x-retry-count, range, cache-control, x-metadata, traceparent, tracestate, baggage, tus-resumable, " +
  "upload-length, upload-metadata, upload-offset, upload-defer-length, x-supabase-api-version";

/** A comma-separated list of header names (RFC 9110 tokens), safe to echo. */
const HEADER_LIST_PATTERN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/**
 * @param {ServerResponse} res
 * @param {string} allowOrigin `*`, or the one origin (the site's) whose pages may read the answers
 */
export function setCorsHeaders(res, allowOrigin) {
  res.setHeader("Access-Control-Allow-Origin", allowOrigin);
  res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
}

/**
 * Answers a CORS preflight: the API's methods, and the requested headers echoed back.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Record<string, string>} [extraHeaders] what the endpoint itself says to OPTIONS (TUS discovery)
 */
export function sendPreflight(req, res, extraHeaders = {}) {
  const requested = req.headers["access-control-request-headers"];
  const allowHeaders =
    typeof requested === "string" && requested.length <= 2000 && HEADER_LIST_PATTERN.test(requested.trim())
      ? requested.trim()
      : DEFAULT_ALLOWED_HEADERS;
  res.writeHead(200, {
    "Access-Control-Allow-Methods": "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": allowHeaders,
    "Access-Control-Max-Age": "86400",
    "Content-Length": "0",
    ...extraHeaders,
  });
  res.end();
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * A PostgREST-style error: exactly the keys code, details, hint and message (absent values are null).
 * @param {ServerResponse} res
 * @param {number} status
 * @param {PgrstError} error
 * @param {Record<string, string>} [headers]
 */
export function sendPgrstError(res, status, error, headers = {}) {
  /** @type {Record<string, string>} */
  const extra = { "Proxy-Status": `PostgREST; error=${error.code.replace(/[^A-Za-z0-9]/g, "")}`, ...headers };
  if (status === 401 && !("WWW-Authenticate" in extra)) extra["WWW-Authenticate"] = "Bearer";
  sendJson(
    res,
    status,
    { code: error.code, details: error.details ?? null, hint: error.hint ?? null, message: error.message },
    extra,
  );
}

/**
 * A Storage-style error. Storage answers client errors with HTTP 400 and puts the logical status, as a string,
 * in the body.
 * @param {ServerResponse} res
 * @param {{ statusCode: string, error: string, message: string }} error
 * @param {number} [httpStatus]
 */
export function sendStorageError(res, error, httpStatus = 400) {
  sendJson(res, httpStatus, { statusCode: error.statusCode, error: error.error, message: error.message });
}

export class BodyTooLargeError extends Error {
  /** @param {number} limit */
  constructor(limit) {
    super(`The request body exceeds ${limit} bytes`);
    this.name = "BodyTooLargeError";
    this.limit = limit;
  }
}

/**
 * Reads the whole request body, refusing more than `limit` bytes: an oversized Content-Length is rejected
 * before anything is read, and reading stops as soon as the limit is passed.
 * @param {IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) {
    return Promise.reject(new BodyTooLargeError(limit));
  }
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let done = false;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) {
        finish(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(null);
    /** @param {Error} error */
    const onError = (error) => finish(error);
    const onAborted = () => finish(new Error("The client aborted the request"));
    /** @param {Error | null} error */
    function finish(error) {
      if (done) return;
      done = true;
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
      if (error) {
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, size));
      }
    }
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

/** Unread request bytes the server will still drain after answering, so the client sees the response. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * After an early answer (e.g. 413), consumes the rest of the request so that the client receives the response
 * instead of a reset connection; gives up (closing the socket) past MAX_DRAIN_BYTES.
 * @param {IncomingMessage} req
 */
export function drainRequest(req) {
  if (req.readableEnded || req.destroyed) return;
  let drained = 0;
  req.on("data", (/** @type {Buffer} */ chunk) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.socket.destroy();
  });
  req.on("error", () => undefined);
  req.resume();
}
