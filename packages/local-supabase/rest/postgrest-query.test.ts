import { describe, expect, it } from "vitest";

import { ApiError } from "./postgrest-errors.mjs";
import {
  Params,
  buildOrder,
  buildSelectList,
  negotiate,
  parseCount,
  parsePrefer,
} from "./postgrest-query.mjs";
import { buildFilters } from "./postgrest-filters.mjs";
import { parsePayload } from "./postgrest-payload.mjs";

const JOBS = {
  name: "jobs",
  columns: ["id", "title", "is_active", "display_order", "tags"],
  columnSet: new Set(["id", "title", "is_active", "display_order", "tags"]),
  primaryKey: ["id"],
};

/** The PostgREST error a reader throws, as the client would receive it. */
function refusal(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, code: error.body.code, message: error.body.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

function filters(query: string) {
  const params = new Params();
  return { sql: buildFilters(new URLSearchParams(query), JOBS, params), values: params.values };
}

describe("the select list", () => {
  it("reads *, plain columns and aliases", () => {
    expect(buildSelectList(null, JOBS)).toBe('"public"."jobs".*');
    expect(buildSelectList("id, headline:title", JOBS)).toBe('"id", "title" as "headline"');
  });

  it("refuses an unknown column as PostgreSQL does, and embedded resources as a parse error", () => {
    expect(refusal(() => buildSelectList("salary", JOBS))).toEqual({
      status: 400,
      code: "42703",
      message: "column jobs.salary does not exist",
    });
    expect(refusal(() => buildSelectList("id,company(name)", JOBS))).toMatchObject({
      status: 400,
      code: "PGRST100",
    });
  });
});

describe("filters", () => {
  it("binds every value, whatever it holds", () => {
    expect(filters("is_active=eq.true&title=ilike.*engineer*")).toEqual({
      sql: ['"is_active" = $1', '"title" ilike $2'],
      values: ["true", "%engineer%"],
    });
    expect(filters("title=eq.'; drop table jobs; --")).toEqual({
      sql: ['"title" = $1'],
      values: ["'; drop table jobs; --"],
    });
  });

  it("reads in-lists with quoted commas, not., is. and an empty list", () => {
    expect(filters('id=in.(a,"b,c", d)')).toEqual({
      sql: ['"id" in ($1, $2, $3)'],
      values: ["a", "b,c", "d"],
    });
    expect(filters("title=not.is.null").sql).toEqual(['not ("title" is null)']);
    expect(filters("id=in.()").sql).toEqual(["false"]);
  });

  it("ignores the reserved parameters and refuses what it does not speak", () => {
    expect(filters("select=*&order=id&limit=1&apikey=x").sql).toEqual([]);
    expect(refusal(() => filters("title=matches.x"))).toMatchObject({ code: "PGRST100" });
    expect(refusal(() => filters("title=is.maybe"))).toMatchObject({ code: "PGRST100" });
    expect(refusal(() => filters("salary=eq.1"))).toMatchObject({ code: "42703" });
  });
});

describe("logic trees", () => {
  it("reads or/and with nesting, not. before groups and operators, and binds every value", () => {
    expect(
      filters("or=(id.eq.1,and(title.ilike.*dev*,is_active.is.true))&not.and=(id.gt.5,id.not.in.(6,7))"),
    ).toEqual({
      sql: [
        '("id" = $1 or ("title" ilike $2 and "is_active" is true))',
        'not ("id" > $3 and not ("id" in ($4, $5)))',
      ],
      values: ["1", "%dev%", "5", "6", "7"],
    });
    expect(filters("and=(id.eq.1,not.or(title.eq.a,title.eq.b))").sql).toEqual([
      '("id" = $1 and not ("title" = $2 or "title" = $3))',
    ]);
  });

  it("reads quoted values with commas, parentheses, quotes and backslashes literally", () => {
    expect(filters('or=(title.eq."a,b) or (1=1",title.eq."x\\"y\\\\z",title.eq.plain value)').values).toEqual(
      ["a,b) or (1=1", 'x"y\\z', "plain value"],
    );
    expect(filters('or=(id.in.("a,b",c),title.ilike."*50% off, (*")').values).toEqual([
      "a,b",
      "c",
      "%50% off, (%",
    ]);
  });

  it("refuses a malformed tree with PGRST100 and an unknown column with 42703", () => {
    for (const query of [
      "or=(id.eq.1,)",
      "or=(id.eq.1",
      "or=id.eq.1",
      "or=()",
      'or=(title.eq."open)',
      "or=(id.eq.1))",
      "or=(id.1)",
      "or=(id.matches.1)",
      "and=(id.in.(1,2)",
    ]) {
      expect(
        refusal(() => filters(query)),
        query,
      ).toMatchObject({
        status: 400,
        code: "PGRST100",
        message: expect.stringContaining("failed to parse logic tree") as unknown,
      });
    }
    expect(refusal(() => filters("or=(salary.eq.1,id.eq.2)"))).toMatchObject({ code: "42703" });
  });
});

describe("order, limit and offset", () => {
  it("reads directions and null placement", () => {
    expect(buildOrder("display_order.desc.nullslast,title", JOBS)).toBe(
      ' order by "display_order" desc nulls last, "title"',
    );
    expect(buildOrder(null, JOBS)).toBe("");
    expect(refusal(() => buildOrder("title.sideways", JOBS))).toMatchObject({ code: "PGRST100" });
  });

  it("takes non-negative integers only", () => {
    expect(parseCount("25", "limit")).toBe(25);
    expect(parseCount(null, "offset")).toBeNull();
    expect(refusal(() => parseCount("-1", "limit"))).toMatchObject({ code: "PGRST100" });
  });
});

describe("headers", () => {
  it("reads Prefer as lower-cased preferences", () => {
    expect(parsePrefer("return=Minimal, count=exact").get("return")).toBe("minimal");
    expect([...parsePrefer(["missing=default", "resolution=ignore-duplicates"]).keys()]).toEqual([
      "missing",
      "resolution",
    ]);
  });

  it("negotiates an array, a single object, or nothing acceptable", () => {
    expect(negotiate(undefined)).toBe("array");
    expect(negotiate("application/vnd.pgrst.object+json")).toBe("object");
    expect(negotiate("text/csv")).toBeNull();
  });
});

describe("bodies", () => {
  it("reads one row or many with the same keys", () => {
    expect(parsePayload(Buffer.from('[{"title":"a"},{"title":"b"}]'), null, JOBS)).toEqual({
      rows: [{ title: "a" }, { title: "b" }],
      columns: ["title"],
      isArray: true,
    });
  });

  it("takes the columns parameter as postgrest-js quotes it", () => {
    expect(parsePayload(Buffer.from('{"title":"a"}'), '"title","is_active"', JOBS).columns).toEqual([
      "title",
      "is_active",
    ]);
  });

  it("refuses broken JSON, rows with other keys and unknown columns", () => {
    expect(refusal(() => parsePayload(Buffer.from("{"), null, JOBS))).toMatchObject({ code: "PGRST102" });
    expect(refusal(() => parsePayload(Buffer.from('[{"title":"a"},{"id":"b"}]'), null, JOBS))).toEqual({
      status: 400,
      code: "PGRST102",
      message: "All object keys must match",
    });
    expect(refusal(() => parsePayload(Buffer.from('{"salary":1}'), null, JOBS))).toMatchObject({
      code: "PGRST204",
    });
  });
});
