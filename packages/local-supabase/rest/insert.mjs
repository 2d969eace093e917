// @ts-check
/**
 * Inserts: one row or many, with PostgREST's upsert resolutions and the columns' defaults for missing keys.
 */
import { invalidJson, unknownColumn } from "./postgrest-errors.mjs";
import { EXPOSED_SCHEMA, Params, quoteIdent } from "./postgrest-query.mjs";
import { mutate, returningClause } from "./mutate.mjs";

/**
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 * @typedef {import("./schema-cache.mjs").RestResponse} RestResponse
 */

/**
 * @param {Transaction} tx
 * @param {TableInfo} table
 * @param {URLSearchParams} query
 * @param {Map<string, string>} prefer
 * @param {boolean} singular
 * @param {{ rows: Record<string, unknown>[], columns: string[], isArray: boolean } | null} payload
 * @returns {Promise<RestResponse>}
 */
export async function insert(tx, table, query, prefer, singular, payload) {
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
