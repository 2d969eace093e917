/** First characters that make a spreadsheet read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, inert in a spreadsheet: a formula-like value gets a leading `'`, then the cell is quoted. */
type CellValue = string | number | boolean | null | undefined;

export function csvCell(value: CellValue): string {
  const text = value === null || value === undefined ? "" : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${inert.replaceAll('"', '""')}"`;
}

/** A CSV document (RFC 4180, CRLF line ends) of `rows` under `columns`, every cell neutralised and quoted. */
export function toCsv<Row>(
  columns: readonly { header: string; value: (row: Row) => CellValue }[],
  rows: Row[],
) {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return `${lines.map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
