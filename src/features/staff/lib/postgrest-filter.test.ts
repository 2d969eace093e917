import { describe, expect, it } from "vitest";

import { likeLiteral, quoteFilterValue, searchFilter } from "./postgrest-filter";

describe("quoteFilterValue", () => {
  it("quotes reserved characters and escapes quotes and backslashes", () => {
    expect(quoteFilterValue("a,b)")).toBe('"a,b)"');
    expect(quoteFilterValue('x"y')).toBe('"x\\"y"');
    expect(quoteFilterValue("c:\\d. e")).toBe('"c:\\\\d. e"');
  });
});

describe("likeLiteral", () => {
  it("escapes LIKE's wildcards and escape so they match themselves", () => {
    expect(likeLiteral("%_")).toBe("\\%\\_");
    expect(likeLiteral("a\\b")).toBe("a\\\\b");
    expect(likeLiteral("5*")).toBe("5_");
  });
});

describe("searchFilter", () => {
  it("searches every column for the words in order, in one expression", () => {
    expect(searchFilter("  Grace  hop ", ["full_name", "email"])).toBe(
      'full_name.ilike."*Grace*hop*",email.ilike."*Grace*hop*"',
    );
  });

  it("keeps separators and wildcards as plain text", () => {
    expect(searchFilter('a,b) x"y %_', ["name"])).toBe('name.ilike."*a,b)*x\\"y*\\\\%\\\\_*"');
  });

  it("is null for a blank search", () => {
    expect(searchFilter(undefined, ["name"])).toBeNull();
    expect(searchFilter("   ", ["name"])).toBeNull();
  });
});
