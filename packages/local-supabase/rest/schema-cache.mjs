// @ts-check
/**
 * PostgREST's schema cache: the tables and columns of the exposed schema, read from the catalog, and the types
 * the REST handlers share.
 */
import { EXPOSED_SCHEMA } from "./postgrest-query.mjs";

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("@electric-sql/pglite").Transaction} Transaction
 * @typedef {import("../db/database.mjs").RequestQueue} RequestQueue
 * @typedef {import("../db/database.mjs").ApiRole} ApiRole
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 * @typedef {{ role: ApiRole, claims: Record<string, unknown> }} Caller
 * @typedef {{ db: PGlite, queue: RequestQueue, schema: SchemaCache, log: (message: string) => void }} Backend
 * @typedef {{ status: number, headers: Record<string, string>, body: string | null }} RestResponse
 */

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
