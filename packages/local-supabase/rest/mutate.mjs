// @ts-check
/**
 * Writes shared by insert, update and delete: the RETURNING clause a `Prefer: return=` asks for, running the
 * statement and shaping its answer, and PATCH and DELETE themselves.
 */
import { invalidJson, notOneRow } from "./postgrest-errors.mjs";
import {
  EXPOSED_SCHEMA,
  Params,
  SINGULAR_MEDIA_TYPE,
  buildSelectList,
  quoteIdent,
} from "./postgrest-query.mjs";
import { buildFilters } from "./postgrest-filters.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 * @typedef {import("./schema-cache.mjs").RestResponse} RestResponse
 */

/**
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @returns {{ returning: string, mode: "minimal" | "representation" | "headers-only" }}
 */
export function returningClause(table, query, prefer) {
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
export async function mutate(tx, statement, values, options) {
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
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @param {boolean} singular
 * @param {{ rows: Record<string, unknown>[], columns: string[], isArray: boolean } | null} payload
 * @returns {Promise<RestResponse>}
 */
export async function update(tx, table, query, prefer, singular, payload) {
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
export async function remove(tx, table, query, prefer, singular) {
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
