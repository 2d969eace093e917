/** First characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The byte-order mark that makes Excel read a CSV file as UTF-8 rather than the system's legacy code page. */
const BYTE_ORDER_MARK = "\uFEFF";

/** One cell, inert in a spreadsheet: a formula-like value gets a leading `'`, then the cell is quoted. */
type CellValue = string | number | boolean | null | undefined;

export function csvCell(value: CellValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** A file's columns: each one's heading and how a row gives its cell. */
export type CsvColumns<Row> = readonly { header: string; value: (row: Row) => CellValue }[];

/**
 * A CSV document (RFC 4180, CRLF line ends) of `rows` under `columns`, every cell neutralised and quoted, opening
 * with a byte-order mark: saved as UTF-8, its accents read right in Excel as in every other program.
 */
export function toCsv<Row>(columns: CsvColumns<Row>, rows: Row[]) {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return `${BYTE_ORDER_MARK}${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}

/** The rows an export function gives a page at a time ({ rows, total }), read until all `total` are in. */
export async function allPages<Row>(
  readPage: (offset: number) => Promise<{ rows: Row[]; total: number }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (;;) {
    const page = await readPage(rows.length);
    rows.push(...page.rows);
    if (page.rows.length === 0 || rows.length >= page.total) return rows;
  }
}
