// @ts-check
/**
 * The subset of PostgREST the site and its tests use, on PGlite: `/rest/v1/<table>` reads (select, filters,
 * order, limit/offset, singular responses, HEAD, exact counts), inserts (return=minimal|representation|
 * headers-only, upsert resolutions), and PATCH/DELETE with filters. Every request runs in one transaction as the
 * caller's role, so grants and RLS decide, exactly as on Supabase. Table and column names are checked against
 * the catalog before they reach SQL; values are always bound parameters; response bodies are built by
 * PostgreSQL (json_agg), so dates and numbers are formatted as PostgREST formats them. This file routes a
 * request to its handler and answers failures in PostgREST's shape.
 */
import { sendPgrstError } from "../http/http.mjs";
import { runInRequestTransaction } from "../db/database.mjs";
import {
  ApiError,
  descriptionDenied,
  internalError,
  invalidPath,
  invalidSchema,
  mediaTypeUnavailable,
  tableNotFound,
  unsupportedMethod,
} from "./postgrest-errors.mjs";
import { EXPOSED_SCHEMA, negotiate, parsePrefer } from "./postgrest-query.mjs";
import { parsePayload } from "./postgrest-payload.mjs";
import { httpStatusForSqlState, isDatabaseError, responseForPgrstRaise } from "./sqlstate.mjs";
import { readJsonBody } from "./request-body.mjs";
import { read } from "./read.mjs";
import { remove, update } from "./mutate.mjs";
import { insert } from "./insert.mjs";
import { callFunction } from "./rpc.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./schema-cache.mjs").Caller} Caller
 * @typedef {import("./schema-cache.mjs").Backend} Backend
 * @typedef {import("./schema-cache.mjs").RestResponse} RestResponse
 * @typedef {import("./schema-cache.mjs").SchemaCache} SchemaCache
 */

/**
 * The response for `/rest/v1/` itself. Supabase restricts the OpenAPI description to secret keys, so the public
 * key learns nothing about the schema.
 * @param {Caller} caller
 * @param {SchemaCache} schema
 * @returns {RestResponse}
 */
function describeRoot(caller, schema) {
  if (caller.role !== "service_role") {
    throw descriptionDenied(caller.role);
  }
  const paths = Object.fromEntries(
    schema.list().map((table) => [`/${table.name}`, { columns: table.columns }]),
  );
  return {
    status: 200,
    headers: { "Content-Type": "application/openapi+json; charset=utf-8" },
    body: JSON.stringify({ swagger: "2.0", info: { title: "Tapsheet local API", version: "local" }, paths }),
  };
}

/**
 * Answers one request under `/rest/v1`.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {string} restPath the path after /rest/v1, e.g. "/jobs"
 * @param {Caller} caller
 * @param {Backend} backend
 */
export async function handleRest(req, res, url, restPath, caller, backend) {
  try {
    const response = await answerRest(req, url, restPath, caller, backend);
    if (response.body !== null) response.headers["Content-Length"] = String(Buffer.byteLength(response.body));
    res.writeHead(response.status, response.headers);
    res.end(response.body ?? undefined);
  } catch (error) {
    if (error instanceof ApiError) {
      sendPgrstError(res, error.status, error.body);
    } else if (isDatabaseError(error) && error.code === "PGRST") {
      const raised = responseForPgrstRaise(error);
      sendPgrstError(res, raised.status, raised.body, raised.headers);
    } else if (isDatabaseError(error)) {
      sendPgrstError(res, httpStatusForSqlState(error.code, caller.role, error.message), {
        code: error.code,
        message: error.message,
        details: error.detail ?? null,
        hint: error.hint ?? null,
      });
    } else {
      backend.log(
        `REST ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      if (!res.headersSent) {
        const failure = internalError("The local API could not complete the request");
        sendPgrstError(res, failure.status, failure.body);
      } else {
        res.destroy();
      }
    }
  }
}

/**
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} restPath
 * @param {Caller} caller
 * @param {Backend} backend
 * @returns {Promise<RestResponse>}
 */
async function answerRest(req, url, restPath, caller, backend) {
  const method = req.method ?? "GET";
  const isRead = method === "GET" || method === "HEAD";

  const profile = req.headers[isRead ? "accept-profile" : "content-profile"];
  if (typeof profile === "string" && profile.trim() !== EXPOSED_SCHEMA) {
    throw invalidSchema(profile.trim(), EXPOSED_SCHEMA);
  }

  if (restPath === "/" || restPath === "") {
    if (!isRead) {
      throw unsupportedMethod(method);
    }
    return describeRoot(caller, backend.schema);
  }

  const segments = restPath.slice(1).split("/");
  if (segments[0] === "rpc") {
    return callFunction(req, url, decodeSegment(segments.slice(1).join("/")), caller, backend);
  }
  if (segments.length !== 1 || !segments[0]) {
    throw invalidPath();
  }
  const tableName = decodeSegment(segments[0]);

  if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method)) {
    throw unsupportedMethod(method);
  }

  const media = negotiate(req.headers.accept);
  if (media === null) {
    throw mediaTypeUnavailable(String(req.headers.accept));
  }
  const singular = media === "object";
  const prefer = parsePrefer(req.headers.prefer);
  const body = isRead ? null : method === "DELETE" ? Buffer.alloc(0) : await readJsonBody(req);

  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : (value ?? ""),
    ]),
  );

  return backend.queue.run(async () => {
    let table = backend.schema.get(tableName);
    if (!table) {
      await backend.schema.reload(backend.db);
      table = backend.schema.get(tableName);
    }
    if (!table) {
      throw tableNotFound(EXPOSED_SCHEMA, tableName);
    }
    const found = table;
    // Everything that can be rejected without the database is checked before the transaction starts.
    const payload =
      body && method !== "DELETE" ? parsePayload(body, url.searchParams.get("columns"), found) : null;
    const context = {
      role: caller.role,
      claims: caller.claims,
      method,
      path: `/${found.name}`,
      headers,
      readOnly: isRead,
    };
    return runInRequestTransaction(backend.db, context, async (tx) => {
      if (isRead) {
        return read(tx, found, url.searchParams, {
          head: method === "HEAD",
          singular,
          countExact: ["exact", "planned", "estimated"].includes(prefer.get("count") ?? ""),
        });
      }
      if (method === "POST") return insert(tx, found, url.searchParams, prefer, singular, payload);
      if (method === "PATCH") return update(tx, found, url.searchParams, prefer, singular, payload);
      return remove(tx, found, url.searchParams, prefer, singular);
    });
  });
}

/**
 * @param {string} segment
 * @returns {string}
 */
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw invalidPath();
  }
}
