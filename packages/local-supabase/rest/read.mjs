// @ts-check
/**
 * Reads: a select with filters, order and paging (at most db-max-rows), built and formatted by PostgreSQL.
 */
import { notOneRow } from "./postgrest-errors.mjs";
import {
  EXPOSED_SCHEMA,
  Params,
  SINGULAR_MEDIA_TYPE,
  buildOrder,
  buildSelectList,
  contentRange,
  parseCount,
  quoteIdent,
} from "./postgrest-query.mjs";
import { buildFilters } from "./postgrest-filters.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 * @typedef {import("./rest.mjs").RestResponse} RestResponse
 */

/** Supabase's default `db-max-rows`. */
export const MAX_ROWS = 1000;

/**
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {{ head: boolean, singular: boolean, countExact: boolean }} options
 * @returns {Promise<RestResponse>}
 */
export async function read(tx, table, query, options) {
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
