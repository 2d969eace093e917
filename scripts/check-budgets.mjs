// Fails the gate when a prerendered page loads more JavaScript or CSS before interaction than its budget.
// Sizes come from the build output, so the check is deterministic.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { jsBudgetFor, kb, measure, prerenderedRoutes, routeAssets } from "./route-assets.mjs";

const CLIENT_DIR = "build/client";
const KB = 1024;
const CSS_BUDGET_BYTES = 15 * KB;
/**
 * React Router's route manifest, which every page loads: each route's entry lists the chunks its module imports.
 * 2.7 KB on 2026-11-27 with the desk's pages imported through features/staff/desk.ts; 3.1 KB before, when each desk
 * route listed chunks of its own.
 */
const MANIFEST_BUDGET_BYTES = 3 * KB;

const failures = [];
for (const route of prerenderedRoutes(CLIENT_DIR)) {
  const { js, css } = routeAssets(CLIENT_DIR, route);
  const jsBudget = jsBudgetFor(route);
  const line = `${route.padEnd(30)} JS ${kb(js.gzip).padStart(9)} gz (${js.files} files)  CSS ${kb(css.gzip).padStart(8)} gz`;
  console.info(line);
  if (js.gzip > jsBudget)
    failures.push(`${route}: JavaScript ${kb(js.gzip)} gzip is over its ${kb(jsBudget)} budget`);
  if (css.gzip > CSS_BUDGET_BYTES)
    failures.push(`${route}: CSS ${kb(css.gzip)} gzip is over the ${kb(CSS_BUDGET_BYTES)} budget`);
}

// Every page loads root and the client entry: what they import statically must all sit in the framework chunk
// (vite.config.ts derives it from the shell's imports), or every page would quietly pay one more request.
const manifestFile = readdirSync(join(CLIENT_DIR, "assets")).find((file) =>
  /^manifest-[\w-]+\.js$/.test(file),
);
if (!manifestFile) throw new Error("React Router's manifest is missing from the build");
const manifestSource = readFileSync(join(CLIENT_DIR, "assets", manifestFile), "utf8");
const manifestGzip = measure(CLIENT_DIR, [`/assets/${manifestFile}`]).gzip;
console.info(`\nReact Router's manifest (every page) ${kb(manifestGzip)} gz`);
if (manifestGzip > MANIFEST_BUDGET_BYTES)
  failures.push(
    `React Router's manifest: ${kb(manifestGzip)} gzip is over its ${kb(MANIFEST_BUDGET_BYTES)} budget`,
  );
const manifest = JSON.parse(manifestSource.slice(manifestSource.indexOf("=") + 1).replace(/;\s*$/, ""));
for (const [name, entry] of [
  ["root", manifest.routes.root],
  ["the client entry", manifest.entry],
]) {
  const outside = entry.imports.filter(
    (url) => !/^\/assets\/(framework|rolldown-runtime)-[\w-]+\.js$/.test(url),
  );
  if (outside.length > 0) failures.push(`${name} imports ${outside.join(", ")} outside the framework chunk`);
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `- ${f}`).join("\n")}`);
  process.exit(1);
}
console.info("\nAll routes are within their JavaScript and CSS budgets.");
