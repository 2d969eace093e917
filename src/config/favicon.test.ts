import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { FAVICON_DATA_URL } from "@/config/favicon";

describe("the page's favicon", () => {
  it("is the manifest's icon file, byte for byte", () => {
    const file = readFileSync("public/favicon.svg", "utf8").trim();
    expect(decodeURIComponent(FAVICON_DATA_URL.slice("data:image/svg+xml,".length))).toBe(file);
  });
});
