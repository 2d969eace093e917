// @ts-check
/**
 * PostgREST's filters: `column=operator.operand` query parameters and `or`/`and` trees, checked against the
 * table's columns and turned into SQL with bound parameters.
 */
import { parseFailed, unknownColumn } from "./postgrest-errors.mjs";
import { parseLogicTree } from "./postgrest-logic.mjs";
import { quoteIdent } from "./postgrest-query.mjs";

/**
 * @typedef {import("./postgrest-query.mjs").Params} Params
 * @typedef {import("./postgrest-query.mjs").TableInfo} TableInfo
 */

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
