// What each prerendered page loads before interaction: the JavaScript its inline bootstrap imports (and
// everything those modules import statically, but not their lazily loaded `import()` chunks) and its stylesheets,
// read from the built files. Shared by the budget check and the benchmark.
import { readFileSync, readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

/** The JavaScript budgets, gzip, of what a route loads before interaction. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;
export const ROUTE_JS_BUDGET_BYTES = 150 * 1024;
export const jsBudgetFor = (route) => (route === "/" ? HOME_JS_BUDGET_BYTES : ROUTE_JS_BUDGET_BYTES);
/**
 * The ceiling, gzip, on what a visit fetches in its first 10 s without interaction, lazy chunks included: reported
 * by the benchmark against bloat, not a target and not a gate.
 */
export const VISIT_JS_CEILING_BYTES = 170 * 1024;

/** Every prerendered route in the build (each directory holding an index.html), sorted. */
export function prerenderedRoutes(clientDir) {
  return readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((file) => file === "index.html" || file.endsWith("/index.html"))
    .map((file) => `/${file.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1"))
    .sort();
}

/** The HTML file a route was prerendered to. */
export function htmlFileFor(clientDir, route) {
  return route === "/" ? join(clientDir, "index.html") : join(clientDir, route, "index.html");
}

/** The inline bootstrap: a module script, or its inert copy that runs after the first paint (decision 037). */
const INLINE_MODULE = /<script type="(?:module|text\/x-after-first-paint)"[^>]*>([\s\S]*?)<\/script>/g;
/**
 * `import "/x.js"`, `import * as a from "/x.js"`, the bootstrap's `import("/x.js")` of the entry, and the same
 * through the module loader: `load("/x.js")` (decision 037).
 */
const BOOTSTRAP_IMPORT = /(?:import\s*(?:\(\s*|[^"'()]*?\bfrom\s*)?|\bload\()"(\/[^"]+\.js)"/g;
/** Static imports inside a built chunk: `from"./x.js"` and `import"./x.js"` (never `import("./x.js")`). */
const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)"(\.\/[^"]+\.js)"/g;

function scriptsLoadedBy(clientDir, html) {
  const pending = [];
  for (const [, code] of html.matchAll(INLINE_MODULE)) {
    for (const [, url] of code.matchAll(BOOTSTRAP_IMPORT)) pending.push(url);
  }
  for (const [, url] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) pending.push(url);
  if (pending.length === 0)
    throw new Error("No bootstrap script found: the page would never become interactive");
  const seen = new Set();
  while (pending.length > 0) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(clientDir, url), "utf8");
    for (const [, relative] of code.matchAll(STATIC_IMPORT)) {
      pending.push(posix.join(posix.dirname(url), relative));
    }
  }
  return [...seen];
}

/** The size of built files (URLs from the site's root), raw and gzip -9, and how many they are. */
export function measure(clientDir, urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(clientDir, url));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: urls.length };
}

/** JS and CSS a route loads before interaction, in bytes (raw and gzip -9). */
export function routeAssets(clientDir, route) {
  const html = readFileSync(htmlFileFor(clientDir, route), "utf8");
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return { js: measure(clientDir, scriptsLoadedBy(clientDir, html)), css: measure(clientDir, css) };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
