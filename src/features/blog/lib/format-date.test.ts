import { describe, expect, it } from "vitest";

import { formatPublishedDate, isoDate } from "./format-date";

describe("formatPublishedDate", () => {
  it("writes dates in long US English", () => {
    expect(formatPublishedDate("2025-01-15")).toBe("January 15, 2025");
    expect(formatPublishedDate("2024-12-02")).toBe("December 2, 2024");
  });

  it("never shifts a date-only value across a day boundary", () => {
    // Read as local midnight, 1 January would show as 31 December west of UTC.
    expect(formatPublishedDate("2025-01-01")).toBe("January 1, 2025");
    expect(formatPublishedDate("2025-12-31")).toBe("December 31, 2025");
    expect(isoDate("2025-01-01")).toBe("2025-01-01");
  });

  it("accepts a full timestamp and leaves an unreadable value as it is", () => {
    expect(formatPublishedDate("2025-03-04T10:00:00+00:00")).toBe("March 4, 2025");
    expect(formatPublishedDate("soon")).toBe("soon");
    expect(isoDate("soon")).toBeUndefined();
  });
});
