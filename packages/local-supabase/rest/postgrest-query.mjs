// @ts-check
/**
 * PostgREST's query grammar, the part the site and its tests use: the `select` list, `order`, `limit`/`offset`,
 * the `Prefer` header, the media type asked for and Content-Range; horizontal filters and logic trees are read in
 * postgrest-filters.mjs, the `columns` parameter and JSON bodies in postgrest-payload.mjs. Each reader checks names
 * against the table from the schema cache and turns what it reads into SQL text with bound parameters, or throws
 * the error PostgREST answers (postgrest-errors.mjs). No I/O: the request handler (rest.mjs) runs what these build.
 */
import { parseFailed, unknownColumn } from "./postgrest-errors.mjs";

/**
 * @typedef {{ name: string, columns: string[], columnSet: Set<string>, primaryKey: string[] }} TableInfo
 */

/** The one schema the Data API exposes. */
export const EXPOSED_SCHEMA = "public";
/** The media type of a singular response. */
export const SINGULAR_MEDIA_TYPE = "application/vnd.pgrst.object+json";

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
