// @ts-check
/**
 * The subset of PostgREST the site and its tests use, on PGlite: `/rest/v1/<table>` reads (select, filters,
 * order, limit/offset, singular responses, HEAD, exact counts), inserts (return=minimal|representation|
 * headers-only, upsert resolutions), and PATCH/DELETE with filters. Every request runs in one transaction as the
 * caller's role, so grants and RLS decide, exactly as on Supabase. Table and column names are checked against
 * the catalog before they reach SQL; values are always bound parameters; response bodies are built by
 * PostgreSQL (json_agg), so dates and numbers are formatted as PostgREST formats them.
 */
import { readBody, BodyTooLargeError, drainRequest, sendPgrstError } from "./http.mjs";
import { runInRequestTransaction } from "./database.mjs";
import {
  ApiError,
  bodyTooLarge,
  contentTypeNotSupported,
  descriptionDenied,
  functionNotFound,
  functionsTakePost,
  internalError,
  invalidJson,
  invalidPath,
  invalidSchema,
  mediaTypeUnavailable,
  notOneRow,
  tableNotFound,
  unknownColumn,
  unsupportedMethod,
} from "./postgrest-errors.mjs";
import {
  EXPOSED_SCHEMA,
  Params,
  SINGULAR_MEDIA_TYPE,
  buildFilters,
  buildOrder,
  buildSelectList,
  contentRange,
  negotiate,
  parseCount,
  parsePayload,
  parsePrefer,
  quoteIdent,
} from "./postgrest-query.mjs";
import { httpStatusForSqlState, isDatabaseError, responseForPgrstRaise } from "./sqlstate.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./database.mjs").RequestQueue} RequestQueue
 * @typedef {import("./database.mjs").ApiRole} ApiRole
 * @typedef {import("./http.mjs").PgrstError} PgrstError
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 * @typedef {{ role: ApiRole, claims: Record<string, unknown> }} Caller
 * @typedef {{ db: PGlite, queue: RequestQueue, schema: SchemaCache, log: (message: string) => void }} Backend
 */

/** Largest JSON body accepted by the REST endpoint (a blog post's HTML is the largest legitimate payload). */
const MAX_REST_BODY_BYTES = 1024 * 1024;
/** Supabase's default `db-max-rows`. */
const MAX_ROWS = 1000;
/**
 * The tables and columns of the exposed schema, read from the catalog (PostgREST's "schema cache"). Reloaded
 * when a request names a table it does not know, so objects created after start-up become reachable.
 */
export class SchemaCache {
  /** @type {Map<string, TableInfo>} */
  #tables = new Map();

  /** @param {PGlite | Transaction} db */
  async reload(db) {
    const result = await db.query(
      `select c.relname as table_name,
              a.attname as column_name,
              coalesce(a.attnum = any (pk.indkey::int2[]), false) as is_primary_key
         from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         left join pg_catalog.pg_index pk on pk.indrelid = c.oid and pk.indisprimary
        where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
        order by c.relname, a.attnum`,
      [EXPOSED_SCHEMA],
    );
    /** @type {Map<string, TableInfo>} */
    const tables = new Map();
    for (const row of /** @type {{ table_name: string, column_name: string, is_primary_key: boolean }[]} */ (
      result.rows
    )) {
      let table = tables.get(row.table_name);
      if (!table) {
        table = { name: row.table_name, columns: [], columnSet: new Set(), primaryKey: [] };
        tables.set(row.table_name, table);
      }
      table.columns.push(row.column_name);
      table.columnSet.add(row.column_name);
      if (row.is_primary_key) table.primaryKey.push(row.column_name);
    }
    this.#tables = tables;
  }

  /**
   * @param {string} name
   * @returns {TableInfo | undefined}
   */
  get(name) {
    return this.#tables.get(name);
  }

  /** @returns {TableInfo[]} */
  list() {
    return [...this.#tables.values()];
  }
}

/**
 * @param {IncomingMessage} req
 * @returns {string | null} a problem with the request's Content-Type, or null when it is JSON (or absent)
 */
function unsupportedContentType(req) {
  const contentType = req.headers["content-type"];
  if (!contentType) return null;
  const mediaType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return mediaType === "application/json" ? null : mediaType;
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
async function readJsonBody(req) {
  const unsupported = unsupportedContentType(req);
  if (unsupported !== null) {
    drainRequest(req);
    throw contentTypeNotSupported(unsupported);
  }
  try {
    return await readBody(req, MAX_REST_BODY_BYTES);
  } catch (error) {
    drainRequest(req);
    if (error instanceof BodyTooLargeError) {
      throw bodyTooLarge(MAX_REST_BODY_BYTES);
    }
    throw error;
  }
}

/**
 * @typedef {{ status: number, headers: Record<string, string>, body: string | null }} RestResponse
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
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {{ head: boolean, singular: boolean, countExact: boolean }} options
 * @returns {Promise<RestResponse>}
 */
async function read(tx, table, query, options) {
  const params = new Params();
  const selectList = buildSelectList(query.get("select"), table);
  const conditions = buildFilters(query, table, params);
  const order = buildOrder(query.get("order"), table);
  const requestedLimit = parseCount(query.get("limit"), "limit");
  const offset = parseCount(query.get("offset"), "offset") ?? 0;
  const limit = Math.min(requestedLimit ?? MAX_ROWS, MAX_ROWS);
  const from = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
  const where = conditions.length > 0 ? ` where ${conditions.join(" and ")}` : "";
  const filterValues = [...params.values];
  const limitSql = ` limit ${params.add(limit)} offset ${params.add(offset)}`;
  const result = await tx.query(
    `select coalesce(json_agg(_pgrst_t), '[]')::text as body,
            (json_agg(_pgrst_t) -> 0)::text as first_row,
            count(*)::int as row_count
       from (select ${selectList} from ${from}${where}${order}${limitSql}) as _pgrst_t`,
    params.values,
  );
  const row = /** @type {{ body: string, first_row: string | null, row_count: number }} */ (result.rows[0]);
  let total = null;
  if (options.countExact) {
    const counted = await tx.query(`select count(*)::int as total from ${from}${where}`, filterValues);
    total = /** @type {{ total: number }} */ (counted.rows[0]).total;
  }
  if (options.singular && row.row_count !== 1) throw notOneRow(row.row_count);
  const body = options.singular ? (row.first_row ?? "null") : row.body;
  return {
    status: 200,
    headers: {
      "Content-Type": `${options.singular ? SINGULAR_MEDIA_TYPE : "application/json"}; charset=utf-8`,
      "Content-Range": contentRange(offset, row.row_count, total),
      ...(options.countExact ? { "Preference-Applied": "count=exact" } : {}),
    },
    body: options.head ? null : body,
  };
}

/**
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @returns {{ returning: string, mode: "minimal" | "representation" | "headers-only" }}
 */
function returningClause(table, query, prefer) {
  const mode = prefer.get("return") ?? "minimal";
  if (mode === "representation") return { returning: buildSelectList(query.get("select"), table), mode };
  if (mode === "headers-only" && table.primaryKey.length > 0) {
    return { returning: table.primaryKey.map(quoteIdent).join(", "), mode };
  }
  return { returning: "1", mode: "minimal" };
}

/**
 * Runs a data-changing CTE and shapes the response.
 * @param {Transaction} tx
 * @param {string} statement the INSERT/UPDATE/DELETE … RETURNING statement
 * @param {unknown[]} values
 * @param {{ mode: "minimal" | "representation" | "headers-only", singular: boolean, successStatus: number,
 *   preferenceApplied: string[], table: TableInfo }} options
 * @returns {Promise<RestResponse>}
 */
async function mutate(tx, statement, values, options) {
  const aggregate =
    options.mode === "minimal"
      ? `null::text as body, null::text as first_row`
      : `coalesce(json_agg(_pgrst_source), '[]')::text as body, (json_agg(_pgrst_source) -> 0)::text as first_row`;
  const result = await tx.query(
    `with _pgrst_source as (${statement}) select ${aggregate}, count(*)::int as row_count from _pgrst_source`,
    values,
  );
  const row = /** @type {{ body: string | null, first_row: string | null, row_count: number }} */ (
    result.rows[0]
  );
  if (options.singular && row.row_count !== 1) {
    // PostgREST rolls the change back when a singular response cannot be produced.
    await tx.rollback();
    throw notOneRow(row.row_count);
  }
  /** @type {Record<string, string>} */
  const headers = { "Content-Range": "*/*" };
  if (options.preferenceApplied.length > 0)
    headers["Preference-Applied"] = options.preferenceApplied.join(", ");
  if (options.mode === "headers-only") {
    const first = row.body ? /** @type {Record<string, unknown>[]} */ (JSON.parse(row.body))[0] : undefined;
    if (first) {
      const location = options.table.primaryKey
        .map((column) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(first[column]))}`)
        .join("&");
      headers.Location = `/${encodeURIComponent(options.table.name)}?${location}`;
    }
    return { status: options.successStatus, headers, body: null };
  }
  if (options.mode === "minimal") {
    return { status: options.successStatus === 201 ? 201 : 204, headers, body: null };
  }
  headers["Content-Type"] = `${options.singular ? SINGULAR_MEDIA_TYPE : "application/json"}; charset=utf-8`;
  return {
    status: options.successStatus === 201 ? 201 : 200,
    headers,
    body: options.singular ? (row.first_row ?? "null") : (row.body ?? "[]"),
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
async function callFunction(req, url, name, caller, backend) {
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

/**
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @param {boolean} singular
 * @param {{ rows: Record<string, unknown>[], columns: string[], isArray: boolean } | null} payload
 * @returns {Promise<RestResponse>}
 */
async function insert(tx, table, query, prefer, singular, payload) {
  if (!payload) throw invalidJson();
  const { returning, mode } = returningClause(table, query, prefer);
  /** @type {string[]} */
  const applied = [];
  if (prefer.has("return")) applied.push(`return=${mode}`);
  if (payload.rows.length === 0) {
    return mode === "representation"
      ? { status: 201, headers: { "Content-Type": "application/json; charset=utf-8" }, body: "[]" }
      : { status: 201, headers: {}, body: null };
  }
  const params = new Params();
  const target = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
  const columnList = payload.columns.map(quoteIdent).join(", ");
  const rowsJson = params.add(JSON.stringify(payload.rows));
  // PostgREST fills a column a row's object leaves out with NULL, or with the column's default under
  // `Prefer: missing=default` (supabase-js's `defaultToNull: false`); a key given as null stays NULL either way.
  const missingDefault = prefer.get("missing") === "default" && payload.columns.length > 0;
  if (missingDefault) applied.push("missing=default");
  let source = `(${columnList}) select ${columnList} from json_populate_recordset(null::${target}, ${rowsJson}::json)`;
  if (payload.columns.length === 0) {
    source = `select from json_populate_recordset(null::${target}, ${rowsJson}::json)`;
  } else if (missingDefault) {
    const values = (await columnDefaults(tx, target, payload.columns)).map(
      ({ column, expression }) =>
        `case when _pgrst_e.j -> ${params.add(column)}::text is not null then _pgrst_r.${quoteIdent(column)} else ${expression} end`,
    );
    source = `(${columnList}) select ${values.join(", ")}
      from json_array_elements(${rowsJson}::json) with ordinality as _pgrst_e (j, n)
      cross join lateral json_populate_record(null::${target}, _pgrst_e.j) as _pgrst_r
     order by _pgrst_e.n`;
  }

  let conflict = "";
  const resolution = prefer.get("resolution");
  if (resolution === "ignore-duplicates" || resolution === "merge-duplicates") {
    const onConflict = query.get("on_conflict");
    const targetColumns = onConflict
      ? onConflict.split(",").map((column) => column.trim())
      : table.primaryKey;
    for (const column of targetColumns) {
      if (!table.columnSet.has(column)) throw unknownColumn(table.name, column);
    }
    if (targetColumns.length > 0) {
      const updates = payload.columns.map(
        (column) => `${quoteIdent(column)} = excluded.${quoteIdent(column)}`,
      );
      conflict =
        resolution === "merge-duplicates" && updates.length > 0
          ? ` on conflict (${targetColumns.map(quoteIdent).join(", ")}) do update set ${updates.join(", ")}`
          : ` on conflict (${targetColumns.map(quoteIdent).join(", ")}) do nothing`;
      applied.push(`resolution=${resolution}`);
    }
  }
  return mutate(tx, `insert into ${target} ${source}${conflict} returning ${returning}`, params.values, {
    mode,
    singular,
    successStatus: 201,
    preferenceApplied: applied,
    table,
  });
}

/**
 * Each column's default expression as the catalog holds it (written by the migrations), or NULL if it has none.
 * @param {Transaction} tx
 * @param {string} target the quoted table name
 * @param {string[]} columns
 * @returns {Promise<{ column: string, expression: string }[]>}
 */
async function columnDefaults(tx, target, columns) {
  const result = await tx.query(
    `select a.attname as column, pg_catalog.pg_get_expr(d.adbin, d.adrelid) as expression
       from pg_catalog.pg_attribute a
       join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attrelid = $1::regclass and a.attgenerated = ''`,
    [target],
  );
  const defaults = new Map(
    /** @type {{ column: string, expression: string }[]} */ (result.rows).map((row) => [
      row.column,
      row.expression,
    ]),
  );
  return columns.map((column) => ({ column, expression: `(${defaults.get(column) ?? "null"})` }));
}

/**
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @param {boolean} singular
 * @param {{ rows: Record<string, unknown>[], columns: string[], isArray: boolean } | null} payload
 * @returns {Promise<RestResponse>}
 */
async function update(tx, table, query, prefer, singular, payload) {
  if (!payload || payload.isArray) {
    throw invalidJson();
  }
  const { returning, mode } = returningClause(table, query, prefer);
  if (payload.columns.length === 0) return { status: 204, headers: {}, body: null };
  const params = new Params();
  const target = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
  const rowJson = params.add(JSON.stringify(payload.rows[0]));
  const conditions = buildFilters(query, table, params, target);
  const assignments = payload.columns.map(
    (column) => `${quoteIdent(column)} = _pgrst_body.${quoteIdent(column)}`,
  );
  const where = conditions.length > 0 ? ` where ${conditions.join(" and ")}` : "";
  return mutate(
    tx,
    `update ${target} set ${assignments.join(", ")} from json_populate_record(null::${target}, ${rowJson}::json) as _pgrst_body${where} returning ${returning === "1" ? "1" : qualifyReturning(returning, target)}`,
    params.values,
    {
      mode,
      singular,
      successStatus: 200,
      preferenceApplied: prefer.has("return") ? [`return=${mode}`] : [],
      table,
    },
  );
}

/**
 * In UPDATE … FROM, bare column names would be ambiguous with the body record's; qualify them with the table.
 * @param {string} returning
 * @param {string} target
 */
function qualifyReturning(returning, target) {
  return returning
    .split(", ")
    .map((item) => (item.startsWith('"public".') ? item : `${target}.${item}`))
    .join(", ");
}

/**
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @param {boolean} singular
 * @returns {Promise<RestResponse>}
 */
async function remove(tx, table, query, prefer, singular) {
  const { returning, mode } = returningClause(table, query, prefer);
  const params = new Params();
  const target = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}`;
  const conditions = buildFilters(query, table, params);
  const where = conditions.length > 0 ? ` where ${conditions.join(" and ")}` : "";
  return mutate(tx, `delete from ${target}${where} returning ${returning}`, params.values, {
    mode,
    singular,
    successStatus: 200,
    preferenceApplied: prefer.has("return") ? [`return=${mode}`] : [],
    table,
  });
}
