// @ts-check
/**
 * PostgREST's query grammar, the part the site and its tests use: the `select` list, horizontal filters
 * (`column=op.value`, `not.`) and logic trees (`or=(…)`, `and=(…)`; read in postgrest-logic.mjs), `order`, `limit`/`offset`, the `Prefer` header, the media type asked for, the
 * `columns` parameter and JSON bodies. Each reader checks names against the table from the schema cache and turns
 * what it reads into SQL text with bound parameters, or throws the error PostgREST answers (postgrest-errors.mjs).
 * No I/O: the request handler (rest.mjs) runs what these build.
 */
import {
  invalidJson,
  keysMustMatch,
  parseFailed,
  payloadColumnNotFound,
  unknownColumn,
} from "./postgrest-errors.mjs";
import { parseLogicTree } from "./postgrest-logic.mjs";

/** @typedef {{ name: string, columns: string[], columnSet: Set<string>, primaryKey: string[] }} TableInfo */

/** The one schema the Data API exposes. */
export const EXPOSED_SCHEMA = "public";
/** The media type of a singular response. */
export const SINGULAR_MEDIA_TYPE = "application/vnd.pgrst.object+json";
/** Query parameters that are not filters. */
const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const FILTER_OPERATORS = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "is",
  "in",
  "cs",
  "cd",
  "ov",
]);
const COMPARISON_SQL = /** @type {const} */ ({
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  cs: "@>",
  cd: "<@",
  ov: "&&",
});
const IS_VALUES = /** @type {const} */ ({
  null: "is null",
  not_null: "is not null",
  true: "is true",
  false: "is false",
  unknown: "is unknown",
});

/** @param {string} identifier a name that exists in the catalog */
export function quoteIdent(identifier) {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/** Collects bound parameters and hands out their placeholders. */
export class Params {
  /** @type {unknown[]} */
  values = [];

  /** @param {unknown} value */
  add(value) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * `select=*` or `select=a,alias:b`: the select list as SQL.
 * @param {string | null} param
 * @param {TableInfo} table
 */
export function buildSelectList(param, table) {
  const text = (param ?? "*").replace(/\s+/g, "");
  if (text === "" || text === "*") return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}.*`;
  return text
    .split(",")
    .map((item) => {
      if (item === "*") return `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(table.name)}.*`;
      const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(item);
      if (!match?.[2]) {
        throw parseFailed(
          "select",
          text,
          "the local API supports only column names, optionally aliased (alias:column)",
        );
      }
      const [, alias, column = ""] = match;
      if (!table.columnSet.has(column)) throw unknownColumn(table.name, column);
      return alias ? `${quoteIdent(column)} as ${quoteIdent(alias)}` : quoteIdent(column);
    })
    .join(", ");
}

/**
 * Splits the inside of `in.(a,"b,c",d)` into its values.
 * @param {string} list
 * @returns {string[] | null} null when the list is malformed
 */
function splitInList(list) {
  if (!list.startsWith("(") || !list.endsWith(")")) return null;
  const inner = list.slice(1, -1);
  /** @type {string[]} */
  const values = [];
  let current = "";
  let quoted = false;
  let wasQuoted = false;
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index];
    if (quoted) {
      if (char === "\\" && index + 1 < inner.length) {
        current += inner[index + 1];
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '"' && current === "") {
      quoted = true;
      wasQuoted = true;
    } else if (char === ",") {
      values.push(wasQuoted ? current : current.trim());
      current = "";
      wasQuoted = false;
    } else {
      current += char;
    }
  }
  if (quoted) return null;
  if (inner !== "" || wasQuoted) values.push(wasQuoted ? current : current.trim());
  return values;
}

/**
 * One filter as an SQL condition, its value bound as a parameter.
 * @param {string} column the quoted, possibly qualified column
 * @param {string} operator
 * @param {string} operand the value; for `in` the parenthesised list
 * @param {string} what what failed to parse, for the error
 * @param {string} input the text that failed to parse, for the error
 * @param {Params} params
 */
function filterCondition(column, operator, operand, what, input, params) {
  if (!FILTER_OPERATORS.has(operator)) {
    throw parseFailed(
      what,
      input,
      `unexpected "${(operator || input).slice(0, 1)}" expecting "not" or operator (eq, gt, ...)`,
    );
  }
  if (operator === "is") {
    const sql = Object.hasOwn(IS_VALUES, operand.toLowerCase())
      ? IS_VALUES[/** @type {keyof typeof IS_VALUES} */ (operand.toLowerCase())]
      : undefined;
    if (!sql) throw parseFailed(what, input, 'expecting "null", "not_null", "true", "false" or "unknown"');
    return `${column} ${sql}`;
  }
  if (operator === "in") {
    const values = splitInList(operand);
    if (!values) throw parseFailed(what, input, "expecting a parenthesised list: in.(a,b,c)");
    return values.length === 0
      ? "false"
      : `${column} in (${values.map((item) => params.add(item)).join(", ")})`;
  }
  const sqlOperator = COMPARISON_SQL[/** @type {keyof typeof COMPARISON_SQL} */ (operator)];
  const bound = operator === "like" || operator === "ilike" ? operand.replaceAll("*", "%") : operand;
  return `${column} ${sqlOperator} ${params.add(bound)}`;
}

/**
 * A logic tree (`or=(…)`, `and=(…)`, nested groups) as one SQL condition.
 * @param {import("./postgrest-logic.mjs").LogicNode} node
 * @param {TableInfo} table
 * @param {Params} params
 * @param {string} qualifier
 * @param {string} input the parameter's text, for errors
 * @returns {string}
 */
function logicCondition(node, table, params, qualifier, input) {
  /** @type {string} */
  let condition;
  if (node.kind === "filter") {
    if (!table.columnSet.has(node.column)) throw unknownColumn(table.name, node.column);
    const column = qualifier ? `${qualifier}.${quoteIdent(node.column)}` : quoteIdent(node.column);
    condition = filterCondition(column, node.operator, node.operand, "logic tree", input, params);
  } else {
    const parts = node.children.map((child) => logicCondition(child, table, params, qualifier, input));
    condition = `(${parts.join(node.kind === "or" ? " or " : " and ")})`;
  }
  return node.negate ? `not ${condition.startsWith("(") ? condition : `(${condition})`}` : condition;
}

/**
 * Horizontal filters (`column=op.value`, optionally `not.op.value`) and logic trees (`or=(…)`, `and=(…)`,
 * `not.or=(…)`, `not.and=(…)`) as SQL conditions.
 * @param {URLSearchParams} query
 * @param {TableInfo} table
 * @param {Params} params
 * @param {string} [qualifier] the quoted table name, where column names would otherwise be ambiguous
 * @returns {string[]}
 */
export function buildFilters(query, table, params, qualifier = "") {
  /** @type {string[]} */
  const conditions = [];
  for (const [key, rawValue] of query) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (key === "or" || key === "and" || key === "not.or" || key === "not.and") {
      conditions.push(logicCondition(parseLogicTree(key, rawValue), table, params, qualifier, rawValue));
      continue;
    }
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw parseFailed(
        "filter",
        `${key}=${rawValue}`,
        "the local API supports filters on plain column names only",
      );
    }
    if (!table.columnSet.has(key)) throw unknownColumn(table.name, key);
    let value = rawValue;
    let negate = false;
    if (value.startsWith("not.")) {
      negate = true;
      value = value.slice(4);
    }
    const dot = value.indexOf(".");
    const operator = dot === -1 ? "" : value.slice(0, dot);
    const operand = dot === -1 ? "" : value.slice(dot + 1);
    const column = qualifier ? `${qualifier}.${quoteIdent(key)}` : quoteIdent(key);
    const condition = filterCondition(column, operator, operand, "filter", rawValue, params);
    conditions.push(negate ? `not (${condition})` : condition);
  }
  return conditions;
}

/**
 * `order=a.desc.nullslast,b`
 * @param {string | null} param
 * @param {TableInfo} table
 * @returns {string}
 */
export function buildOrder(param, table) {
  if (param === null || param.trim() === "") return "";
  const items = param.split(",").map((item) => {
    const [column = "", ...modifiers] = item.trim().split(".");
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(column)) {
      throw parseFailed("order", param, "expecting column[.asc|.desc][.nullsfirst|.nullslast]");
    }
    if (!table.columnSet.has(column)) throw unknownColumn(table.name, column);
    let direction = "";
    let nulls = "";
    for (const modifier of modifiers) {
      if ((modifier === "asc" || modifier === "desc") && !direction && !nulls) direction = ` ${modifier}`;
      else if ((modifier === "nullsfirst" || modifier === "nullslast") && !nulls)
        nulls = modifier === "nullsfirst" ? " nulls first" : " nulls last";
      else throw parseFailed("order", param, "expecting column[.asc|.desc][.nullsfirst|.nullslast]");
    }
    return `${quoteIdent(column)}${direction}${nulls}`;
  });
  return ` order by ${items.join(", ")}`;
}

/**
 * @param {string | null} param
 * @param {"limit" | "offset"} name
 * @returns {number | null}
 */
export function parseCount(param, name) {
  if (param === null) return null;
  if (!/^\d{1,9}$/.test(param))
    throw parseFailed(`${name} parameter`, param, "expecting a non-negative integer");
  return Number(param);
}

/**
 * `Prefer: return=representation, count=exact` → a map of lower-cased preferences.
 * @param {string | string[] | undefined} header
 * @returns {Map<string, string>}
 */
export function parsePrefer(header) {
  /** @type {Map<string, string>} */
  const preferences = new Map();
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  for (const part of text.split(",")) {
    const [name = "", value = ""] = part.split("=", 2);
    if (name.trim()) preferences.set(name.trim().toLowerCase(), value.trim().toLowerCase());
  }
  return preferences;
}

/**
 * @param {string | undefined} accept
 * @returns {"array" | "object" | null} null when nothing acceptable was asked for
 */
export function negotiate(accept) {
  if (!accept || accept.trim() === "") return "array";
  const types = accept.split(",").map((part) => (part.split(";")[0] ?? "").trim().toLowerCase());
  if (types.includes(SINGULAR_MEDIA_TYPE)) return "object";
  if (types.some((type) => type === "application/json" || type === "*/*" || type === "application/*")) {
    return "array";
  }
  return null;
}

/**
 * @param {number} offset
 * @param {number} count rows in this response
 * @param {number | null} total
 */
export function contentRange(offset, count, total) {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : "*";
  return `${range}/${total ?? "*"}`;
}

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
