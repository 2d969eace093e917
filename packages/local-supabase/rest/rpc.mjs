// @ts-check
/**
 * `POST /rpc/<name>`: calling a function of the exposed schema as the caller.
 */
import { drainRequest } from "../http/http.mjs";
import { runInRequestTransaction } from "../db/database.mjs";
import { functionNotFound, functionsTakePost, invalidJson } from "./postgrest-errors.mjs";
import { EXPOSED_SCHEMA, parseCount, quoteIdent } from "./postgrest-query.mjs";
import { readJsonBody } from "./request-body.mjs";
import { MAX_ROWS } from "./read.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("./schema-cache.mjs").Caller} Caller
 * @typedef {import("./schema-cache.mjs").Backend} Backend
 * @typedef {import("./schema-cache.mjs").RestResponse} RestResponse
 */

/**
 * @typedef {{ argNames: string[], returnsSet: boolean, readOnly: boolean }} FunctionInfo
 */

/**
 * `POST /rpc/<name>` with a JSON object of named arguments: calls a function of the exposed schema as the caller,
 * in the request transaction (READ ONLY for stable and immutable functions), and answers its result as JSON: a
 * scalar, or an array for a set-returning function (at most db-max-rows of it, paged by `limit` and `offset`). The
 * caller needs EXECUTE (42501 otherwise, 401 for anon).
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} name
 * @param {Caller} caller
 * @param {Backend} backend
 * @returns {Promise<RestResponse>}
 */
export async function callFunction(req, url, name, caller, backend) {
  if (req.method !== "POST") {
    drainRequest(req);
    throw functionsTakePost();
  }
  const body = await readJsonBody(req);
  // A set-returning function's result is capped at db-max-rows, as a table read is; `limit` and `offset` page
  // through it (on top of any ORDER BY inside the function).
  const limit = Math.min(parseCount(url.searchParams.get("limit"), "limit") ?? MAX_ROWS, MAX_ROWS);
  const offset = parseCount(url.searchParams.get("offset"), "offset") ?? 0;
  /** @type {unknown} */
  let parsed = {};
  try {
    parsed = body.length === 0 ? {} : JSON.parse(body.toString("utf8"));
  } catch {
    throw invalidJson();
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw invalidJson();
  }
  const args = /** @type {Record<string, unknown>} */ (parsed);
  const argNames = Object.keys(args).sort();
  const notFound = () => functionNotFound(EXPOSED_SCHEMA, name, argNames);

  return backend.queue.run(async () => {
    const result = await backend.db.query(
      `select coalesce(p.proargnames[1:p.pronargs], '{}') as arg_names, p.pronargdefaults as defaults,
              p.proretset as returns_set, p.provolatile <> 'v' as read_only
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
      [EXPOSED_SCHEMA, name],
    );
    const candidates =
      /** @type {{ arg_names: string[], defaults: number, returns_set: boolean, read_only: boolean }[]} */ (
        result.rows
      );
    // The overload whose named parameters cover the given arguments and whose other parameters have defaults.
    const match = candidates.find(
      (fn) =>
        argNames.every((arg) => fn.arg_names.includes(arg)) &&
        fn.arg_names.length - fn.defaults <= argNames.length,
    );
    if (!match) throw notFound();
    const values = argNames.map((arg) => {
      const value = args[arg];
      return value === null || typeof value !== "object" ? value : JSON.stringify(value);
    });
    const call = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}(${argNames
      .map((arg, index) => `${quoteIdent(arg)} => $${index + 1}`)
      .join(", ")})`;
    const statement = match.returns_set
      ? `select coalesce(json_agg(_pgrst_t.r), '[]'::json)::text as body
           from (select r from ${call} as r limit $${values.length + 1} offset $${values.length + 2}) as _pgrst_t`
      : `select to_json(${call})::text as body`;
    if (match.returns_set) values.push(limit, offset);
    const context = {
      role: caller.role,
      claims: caller.claims,
      method: "POST",
      path: `/rpc/${name}`,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([header, value]) => [
          header,
          Array.isArray(value) ? value.join(", ") : (value ?? ""),
        ]),
      ),
      readOnly: match.read_only,
    };
    return runInRequestTransaction(backend.db, context, async (tx) => {
      const rows = /** @type {{ body: string | null }[]} */ ((await tx.query(statement, values)).rows);
      return {
        status: 200,
        headers: { "Content-Type": "application/json; charset=utf-8" },
        body: rows[0]?.body ?? "null",
      };
    });
  });
}
