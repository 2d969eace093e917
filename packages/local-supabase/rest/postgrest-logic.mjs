// @ts-check
/**
 * PostgREST's logic trees: `or=(a.eq.1,b.ilike.*x*)`, `and=(…)`, `not.or=(…)`, nested `or(…)`/`and(…)` and
 * `not.` before a group or an operator. Values holding `,` `.` `:` `(` `)` or spaces are written in double quotes,
 * where a backslash makes the next character literal (`\"`, `\\`). This module only reads the text into a tree;
 * postgrest-query.mjs checks the columns and operators and turns the tree into SQL with bound parameters.
 */
import { parseFailed } from "./postgrest-errors.mjs";

/**
 * @typedef {{ kind: "filter", column: string, negate: boolean, operator: string, operand: string }} LogicFilter
 *   `operand` is the unquoted value, or for `in` the parenthesised list as written (quotes kept).
 * @typedef {{ kind: "or" | "and", negate: boolean, children: LogicNode[] }} LogicGroup
 * @typedef {LogicFilter | LogicGroup} LogicNode
 */

const NAME = /[A-Za-z0-9_]/;

/**
 * Reads `(…)` after the query key `or`, `and`, `not.or` or `not.and`.
 * @param {string} key
 * @param {string} text
 * @returns {LogicGroup}
 */
export function parseLogicTree(key, text) {
  let index = 0;
  /** @param {string} details */
  const fail = (details) => parseFailed("logic tree", text, details);

  const readName = () => {
    const start = index;
    while (index < text.length && NAME.test(text[index] ?? "")) index += 1;
    return text.slice(start, index);
  };
  /** @param {string} char */
  const expect = (char) => {
    if (text[index] !== char) {
      throw fail(
        `unexpected ${index < text.length ? `"${text[index]}"` : "end of input"} expecting "${char}"`,
      );
    }
    index += 1;
  };

  /** A double-quoted value; a backslash makes the next character literal. */
  const readQuoted = () => {
    expect('"');
    let value = "";
    for (;;) {
      const char = text[index];
      if (char === undefined) throw fail('unexpected end of input expecting closing quote "');
      index += 1;
      if (char === '"') return value;
      if (char === "\\" && index < text.length) {
        value += text[index];
        index += 1;
      } else {
        value += char;
      }
    }
  };

  /** The list of an `in` filter, `(…)` with quoted items kept as written for the in-list reader. */
  const readInList = () => {
    const start = index;
    expect("(");
    while (text[index] !== ")") {
      if (index >= text.length) throw fail('unexpected end of input expecting ")"');
      if (text[index] === '"') readQuoted();
      else index += 1;
    }
    index += 1;
    return text.slice(start, index);
  };

  /** Everything up to the next `,` or `)`. */
  const readBare = () => {
    const start = index;
    while (index < text.length && text[index] !== "," && text[index] !== ")") index += 1;
    return text.slice(start, index);
  };

  /** @returns {LogicNode[]} */
  const readList = () => {
    expect("(");
    /** @type {LogicNode[]} */
    const children = [];
    for (;;) {
      children.push(readNode());
      if (text[index] === ")") break;
      expect(",");
    }
    index += 1;
    return children;
  };

  /** @returns {LogicNode} */
  const readNode = () => {
    let negate = false;
    let name = readName();
    if (name === "not" && text[index] === ".") {
      const afterNot = index;
      index += 1;
      const group = readName();
      if ((group === "or" || group === "and") && text[index] === "(") {
        negate = true;
        name = group;
      } else {
        index = afterNot;
      }
    }
    if ((name === "or" || name === "and") && text[index] === "(") {
      return { kind: name, negate, children: readList() };
    }
    if (name === "")
      throw fail(`unexpected ${text[index] ? `"${text[index]}"` : "end of input"} expecting a column`);
    expect(".");
    let operator = readName();
    if (operator === "not") {
      negate = true;
      expect(".");
      operator = readName();
    }
    expect(".");
    const operand = operator === "in" ? readInList() : text[index] === '"' ? readQuoted() : readBare();
    return { kind: "filter", column: name, negate, operator, operand };
  };

  const negate = key.startsWith("not.");
  const children = readList();
  if (index !== text.length) throw fail(`unexpected "${text[index]}" expecting end of input`);
  return {
    kind: negate ? /** @type {"or" | "and"} */ (key.slice(4)) : /** @type {"or" | "and"} */ (key),
    negate,
    children,
  };
}
