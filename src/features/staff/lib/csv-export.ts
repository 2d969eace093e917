import { z } from "@/lib/zod";

import { callFunction } from "./call-function";
import { allPages, type CsvColumns, toCsv } from "./csv";
import { formatDay } from "./dates";
import { downloadFile } from "./download";

/** The most rows an export function answers at once. */
const EXPORT_PAGE_SIZE = 1000;

/**
 * Every row a paged export function (`export_applications`, `export_signups`) gives for `args`, all pages of it,
 * not only the one on screen. The database records each call with its filters.
 */
export async function exportedRows<Row>(
  name: string,
  args: Record<string, unknown>,
  rowSchema: z.ZodType<Row>,
): Promise<Row[]> {
  const pageSchema = z.object({ rows: z.array(rowSchema), total: z.number() });
  return await allPages(async (offset) =>
    pageSchema.parse(await callFunction(name, { ...args, page_offset: offset, page_size: EXPORT_PAGE_SIZE })),
  );
}

/** Saves `rows` as `<name>-<the viewer's today>.csv` (see `toCsv`) and returns how many rows it holds. */
export function downloadCsv<Row>(name: string, columns: CsvColumns<Row>, rows: Row[]): number {
  downloadFile(`${name}-${formatDay(new Date())}.csv`, toCsv(columns, rows), "text/csv;charset=utf-8");
  return rows.length;
}
