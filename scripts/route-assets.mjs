// What each prerendered page loads before interaction: its module scripts, modulepreloads and stylesheets,
// read from the built HTML. Shared by the budget check and the benchmark.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

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

function assetUrls(html) {
  const js = new Set();
  const css = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) js.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:\*\s*as\s*\w+\s*from\s*)?"(\/assets\/[^"]+\.js)"/g))
    js.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) css.add(match[1]);
  return { js: [...js], css: [...css] };
}

function measure(clientDir, urls) {
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
  const { js, css } = assetUrls(html);
  return { js: measure(clientDir, js), css: measure(clientDir, css) };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
