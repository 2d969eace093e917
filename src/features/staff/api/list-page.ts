import { keepPreviousData, useQuery } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { callFunction } from "../lib/call-function";
import { PAGE_SIZE, pageRange } from "./keys";

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of a desk list from its database function (`list_applications`, `list_signups`), with the exact number
 * of rows the filters match. The function checks the member and records the page with its filters: staff read no
 * names or addresses from the tables themselves.
 */
async function getListPage<Row>(
  name: string,
  args: Record<string, unknown>,
  page: number,
  rowSchema: z.ZodType<Row>,
): Promise<Page<Row>> {
  const [from] = pageRange(page);
  const data = await callFunction(name, { ...args, page_offset: from, page_size: PAGE_SIZE });
  return z.object({ rows: z.array(rowSchema), total: z.number() }).parse(data);
}

/** A list page as a query that keeps showing the previous page while the next one loads. */
export function useListPage<Row>(
  queryKey: readonly unknown[],
  name: string,
  args: Record<string, unknown>,
  page: number,
  rowSchema: z.ZodType<Row>,
) {
  return useQuery({
    queryKey,
    queryFn: () => getListPage(name, args, page, rowSchema),
    placeholderData: keepPreviousData,
  });
}
