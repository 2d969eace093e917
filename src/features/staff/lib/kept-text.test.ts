import { describe, expect, it } from "vitest";

import { readKeptForm } from "./kept-text";

const blank = { title: "", slug: "", body: { json: null, html: "" } };

describe("a form kept in the tab", () => {
  it("comes back even when it would not pass the form's checks yet, so half-typed work is never dropped", () => {
    const halfTyped = {
      title: "",
      slug: "Not A Slug",
      body: { json: { type: "doc" }, html: "<p>Draft</p>" },
    };
    expect(readKeptForm(JSON.stringify(halfTyped), blank)).toEqual(halfTyped);
  });

  it("is ignored when it is not this form's: another shape, a missing field, or not JSON at all", () => {
    expect(readKeptForm("", blank)).toBeNull();
    expect(readKeptForm("{not json", blank)).toBeNull();
    expect(readKeptForm(JSON.stringify(["title"]), blank)).toBeNull();
    expect(readKeptForm(JSON.stringify({ title: "Hello", slug: "hello" }), blank)).toBeNull();
    expect(readKeptForm(JSON.stringify({ ...blank, title: 7 }), blank)).toBeNull();
    expect(readKeptForm(JSON.stringify({ ...blank, body: { json: [], html: "" } }), blank)).toBeNull();
  });
});
