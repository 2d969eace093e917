// @ts-check
/**
 * A write's JSON payload: one object or an array of objects with matching keys, limited to `columns` when given.
 */
import { invalidJson, keysMustMatch, parseFailed, payloadColumnNotFound } from "./postgrest-errors.mjs";

/**
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 */

/**
 * The `columns` query parameter: comma-separated names, each bare or double-quoted as postgrest-js sends them
 * (`"full_name","email"`); inside quotes `""` is a literal quote and commas do not separate.
 * @param {string} param
 * @returns {string[]}
 */
function parseColumnsParam(param) {
  /** @type {string[]} */
  const names = [];
  let index = 0;
  while (index <= param.length) {
    while (param[index] === " ") index += 1;
    let name = "";
    if (param[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= param.length) throw parseFailed("columns", param, "Unterminated quoted column name");
        if (param[index] === '"') {
          if (param[index + 1] !== '"') break;
          index += 1;
        }
        name += param[index];
        index += 1;
      }
      index += 1;
      while (param[index] === " ") index += 1;
      if (index < param.length && param[index] !== ",")
        throw parseFailed("columns", param, "Unexpected text after a quoted column name");
    } else {
      const comma = param.indexOf(",", index);
      const end = comma === -1 ? param.length : comma;
      name = param.slice(index, end).trim();
      index = end;
    }
    if (name) names.push(name);
    index += 1;
  }
  return names;
}

/**
 * Parses the JSON body of an insert or update into rows with a common set of keys.
 * @param {Buffer} body
 * @param {string | null} columnsParam
 * @param {TableInfo} table
 * @returns {{ rows: Record<string, unknown>[], columns: string[], isArray: boolean }}
 */
export function parsePayload(body, columnsParam, table) {
  /** @type {unknown} */
  let parsed;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    throw invalidJson();
  }
  const isArray = Array.isArray(parsed);
  const rows = /** @type {unknown[]} */ (isArray ? parsed : [parsed]);
  if (!rows.every((row) => typeof row === "object" && row !== null && !Array.isArray(row))) {
    throw invalidJson();
  }
  const objects = /** @type {Record<string, unknown>[]} */ (rows);
  /** @type {string[]} */
  let columns;
  if (columnsParam !== null) {
    columns = parseColumnsParam(columnsParam);
  } else {
    columns = Object.keys(objects[0] ?? {});
    const signature = [...columns].sort().join("\u0000");
    if (objects.some((row) => Object.keys(row).sort().join("\u0000") !== signature)) {
      throw keysMustMatch();
    }
  }
  for (const column of columns) {
    if (!table.columnSet.has(column)) {
      throw payloadColumnNotFound(table.name, column);
    }
  }
  return { rows: objects, columns, isArray };
}
