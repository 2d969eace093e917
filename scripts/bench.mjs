// `npm run bench`: builds the site against a fresh embedded API, serves it with compression on loopback and
// runs Lighthouse (mobile, default config) three times on each key route. Prints a table and writes it to
// bench/results.md. Not part of `npm test`: scores are measurements, not assertions.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";

import { ANON_KEY } from "../supabase/local/keys.mjs";
import { kb, routeAssets } from "./route-assets.mjs";
import { startStaticServer } from "./serve.mjs";
import { anonGet, startThrowawayApi } from "./throwaway-api.mjs";

const RUNS = 3;
const API_PORT = 54339;
const SITE_PORT = 4340;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
];

if (!existsSync(CHROME_PATH)) {
  console.error(
    `Chromium not found at ${CHROME_PATH}. Install it (apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.`,
  );
  process.exit(1);
}

const api = await startThrowawayApi(API_PORT, "bench");
let site;
process.on("exit", () => {
  api.stop();
  site?.close();
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Runs the Lighthouse CLI without blocking this process, which is also serving the site. */
function lighthouse(url, outFile) {
  const args = ["lighthouse", url, "--quiet", "--output=json", `--output-path=${outFile}`];
  return new Promise((resolve, reject) => {
    const child = spawn("npx", [...args, `--chrome-flags=${CHROME_FLAGS}`], {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH },
    });
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(readFileSync(outFile, "utf8")));
      else reject(new Error(`Lighthouse failed on ${url}`));
    });
  });
}

const build = spawnSync("npx", ["react-router", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, VITE_SUPABASE_URL: api.url, VITE_SUPABASE_ANON_KEY: ANON_KEY },
});
if (build.status !== 0) throw new Error("The build failed");
site = await startStaticServer({ dir: "build/client", port: SITE_PORT });

const [job] = await anonGet(api.url, "jobs?select=slug&is_active=eq.true&order=display_order.asc&limit=1");
const [post] = await anonGet(
  api.url,
  "blog_posts?select=slug&is_draft=eq.false&order=published_date.desc&limit=1",
);
const routes = [
  "/",
  "/product/vcs",
  "/about/careers",
  `/careers/job/${job.slug}`,
  "/blog",
  `/blog/${post.slug}`,
];

const runDir = join("bench", ".runs");
mkdirSync(runDir, { recursive: true });
const rows = [];
for (const route of routes) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    console.info(`Lighthouse ${route} (run ${i} of ${RUNS})`);
    const report = await lighthouse(
      `${SITE_URL}${route}`,
      join(runDir, `${route.replace(/\W+/g, "_")}-${i}.json`),
    );
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
      metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, report.audits[id].numericValue])),
    });
  }
  rows.push({ route, runs, assets: routeAssets("build/client", route) });
}

const spread = (values, format) => {
  const m = median(values);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? format(m) : `${format(m)} (${format(lo)}–${format(hi)})`;
};
const asInt = (v) => String(Math.round(v));
const asSeconds = (v) => `${(v / 1000).toFixed(2)} s`;
const asMs = (v) => `${Math.round(v)} ms`;
const asCls = (v) => v.toFixed(3);

const header = [
  "route",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "Speed Index",
  "JS raw / gzip",
  "CSS raw / gzip",
];
const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => " --- ").join("|")}|`];
for (const { route, runs, assets } of rows) {
  const score = (c) =>
    spread(
      runs.map((r) => r.scores[c]),
      asInt,
    );
  const metric = (m, f) =>
    spread(
      runs.map((r) => r.metrics[m]),
      f,
    );
  lines.push(
    `| ${[
      route,
      ...CATEGORIES.map(score),
      metric("FCP", asSeconds),
      metric("LCP", asSeconds),
      metric("TBT", asMs),
      metric("CLS", asCls),
      metric("SI", asSeconds),
      `${kb(assets.js.raw)} / ${kb(assets.js.gzip)}`,
      `${kb(assets.css.raw)} / ${kb(assets.css.gzip)}`,
    ].join(" | ")} |`,
  );
}

const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
const chromium = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const summary = [
  `Lighthouse ${lighthouseVersion}, mobile (default config, simulated throttling), median of ${RUNS} runs (range in brackets),`,
  `served with compression by scripts/serve.mjs on loopback; ${chromium}; ${machine}; ${new Date().toISOString().slice(0, 10)}.`,
  "JS and CSS: what the route loads before interaction (its bootstrap script's imports and their static imports), gzip -9.",
  "",
  ...lines,
  "",
].join("\n");

writeFileSync(join("bench", "results.md"), summary);
console.info(`\n${summary}`);
console.info("Written to bench/results.md");
