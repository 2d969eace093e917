import { describe, expect, it } from "vitest";

import {
  QUERY_GC_TIME_MS,
  QUERY_MAX_RETRIES,
  QUERY_MAX_RETRY_DELAY_MS,
  createQueryClient,
  queryRetryDelay,
  shouldRetryQuery,
} from "@/lib/query-client";

describe("data-fetch defaults (spec section 9)", () => {
  it("keeps unused data for 5 minutes", () => {
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it("retries a failed read 3 times, then gives up", () => {
    const networkError = new TypeError("Failed to fetch");
    expect(QUERY_MAX_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, networkError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(shouldRetryQuery(0, { status: 503 })).toBe(true);
  });

  it("does not retry answers that will not change (4xx)", () => {
    expect(shouldRetryQuery(0, { status: 404 })).toBe(false);
    expect(shouldRetryQuery(0, { status: 401 })).toBe(false);
  });

  it("backs off exponentially, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(queryRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(QUERY_MAX_RETRY_DELAY_MS).toBe(30_000);
  });

  it("never retries a submission on its own", () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
