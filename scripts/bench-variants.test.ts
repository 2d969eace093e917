/**
 * The benchmark's side-by-side variants: bare HTML is a prerendered page with no JavaScript left in it, no variant
 * always goes first, a comparison rewrites only its own section of bench/results.md, and a baseline from before the
 * hydration mark is told apart.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { inTurn } from "./bench-compare.mjs";
import { mergedResults } from "./bench-format.mjs";
import { withoutJavaScript } from "./bench-variants.mjs";
import { marksHydration } from "./interaction-latency.mjs";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tapsheet</title>
<link rel="stylesheet" href="/assets/root-abc.css"><link rel="modulepreload" href="/assets/entry-abc.js">
<link rel=modulepreload href="/assets/chunk-def.js" crossorigin>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script>window.__reactRouterContext = {"basename":"/"};</script></head>
<body><main><h1>Raise with Tapsheet</h1><p>Cap tables <em>without</em> spreadsheets.</p></main>
<script type="text/x-after-first-paint" id="app-bootstrap">import("/assets/entry-abc.js");</script>
<SCRIPT src="/assets/legacy.js"></SCRIPT ></body></html>`;

describe("withoutJavaScript", () => {
  const bare = withoutJavaScript(PAGE);

  it("removes every script element and every modulepreload link", () => {
    expect(bare).not.toMatch(/<script/i);
    expect(bare).not.toMatch(/modulepreload/);
    expect(bare).not.toContain("__reactRouterContext");
    expect(bare).not.toContain("entry-abc.js");
  });

  it("keeps the page's content and its styles", () => {
    expect(bare).toContain('<link rel="stylesheet" href="/assets/root-abc.css">');
    expect(bare).toContain("<h1>Raise with Tapsheet</h1><p>Cap tables <em>without</em> spreadsheets.</p>");
    expect(bare).toContain("<title>Tapsheet</title>");
  });
});

describe("mergedResults", () => {
  const single = "| route | FCP |\n| --- | --- |\n| / | 0.76 s |\n";
  const sideBySide = "## Side by side\n\n| route | this build | bare HTML |\n";

  it("adds the side-by-side section after the single-build tables of the last run", () => {
    expect(mergedResults(single, { sideBySide })).toBe(`${single}\n${sideBySide}`);
  });

  it("replaces an earlier side-by-side section", () => {
    const earlier = mergedResults(single, { sideBySide: "## Side by side\n\nold figures\n" });
    expect(mergedResults(earlier, { sideBySide })).toBe(`${single}\n${sideBySide}`);
  });

  it("keeps the side-by-side section when a single-build run rewrites its tables", () => {
    const current = mergedResults(single, { sideBySide });
    const newer = "| route | FCP |\n| --- | --- |\n| / | 0.80 s |\n";
    expect(mergedResults(current, { single: newer })).toBe(`${newer}\n${sideBySide}`);
  });

  it("writes a single-build run alone as it always did", () => {
    expect(mergedResults("", { single })).toBe(single);
  });
});

describe("inTurn", () => {
  it("starts each of three runs with another of the three variants, keeping their order", () => {
    const variants = ["this", "baseline", "bare"];
    expect([1, 2, 3].map((run) => inTurn(variants, run))).toEqual([
      ["this", "baseline", "bare"],
      ["baseline", "bare", "this"],
      ["bare", "this", "baseline"],
    ]);
  });

  it("alternates two variants", () => {
    expect([1, 2, 3].map((run) => inTurn(["this", "baseline"], run)[0])).toEqual([
      "this",
      "baseline",
      "this",
    ]);
  });
});

describe("marksHydration", () => {
  let clientDir: string;
  const build = (files: Record<string, string>) => {
    clientDir = mkdtempSync(join(tmpdir(), "tapsheet-client-"));
    mkdirSync(join(clientDir, "assets"));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(clientDir, "assets", name), code);
    return clientDir;
  };
  afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

  it("finds the mark that root sets once React has hydrated", () => {
    const dir = build({
      "entry-abc.js": "import{a}from'./framework-def.js';",
      "framework-def.js": 'useEffect(()=>document.documentElement.setAttribute("data-hydrated",""),[]);',
    });
    expect(marksHydration(dir)).toBe(true);
  });

  it("tells a build from before the mark, whatever its other files say", () => {
    const dir = build({
      "framework-def.js": "hydrateRoot(document,app);",
      "root-abc.css": "[data-hydrated]{}",
    });
    expect(marksHydration(dir)).toBe(false);
  });
});
