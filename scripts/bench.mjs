// `npm run bench`: builds the site against a fresh embedded API, serves it with compression on loopback and
// runs Lighthouse (mobile, default config) three times on each key route. Prints a table and writes it to
// bench/results.md. Not part of `npm test`: scores are measurements, not assertions.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumExecutable } from "../e2e/env.mjs";
import { ANON_KEY } from "@tapsheet/local-supabase";
import { INTERACTIONS, interactionLatency } from "./interaction-latency.mjs";
import { loadIsCorrect, runLoad } from "./load.mjs";
import { loadTrace } from "./load-trace.mjs";
import { VISIT_JS_CEILING_BYTES, kb, routeAssets } from "./route-assets.mjs";
import { VISIT_MS, visitJavaScript } from "./visit-js.mjs";
import { startStaticServer } from "./serve.mjs";
import { anonGet, startThrowawayApi } from "./throwaway-api.mjs";

const RUNS = 3;
const API_PORT = 54339;
const LOAD_API_PORT = 54369;
/** The load run: visitors at once. */
const LOAD_SIGNUPS = 1000;
const LOAD_APPLICATIONS = 50;
const LOAD_RESUME_BYTES = 2 * 1024 * 1024;
const SITE_PORT = 4340;
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_DEBUGGING_PORT = 9339;
// chrome-launcher's defaults that matter for a measurement, plus headless operation on a server.
const CHROME_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-default-apps",
  "--mute-audio",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--disable-background-timer-throttling",
  `--remote-debugging-port=${CHROME_DEBUGGING_PORT}`,
];
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

/** A fresh Chromium with an empty profile, at normal priority; resolves once it accepts a debugger. */
async function launchChrome() {
  const profile = mkdtempSync(join(tmpdir(), "tapsheet-bench-chrome-"));
  const chrome = spawn(CHROME_PATH, [...CHROME_ARGS, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => chrome.once("exit", resolve));
  const close = async () => {
    chrome.kill("SIGTERM");
    await exited;
    // Chromium's helper processes can still be writing to the cache as the browser exits; a profile left in the
    // temp directory is no reason to lose a benchmark.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      console.warn(`Could not remove the browser profile ${profile}`);
    }
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${CHROME_DEBUGGING_PORT}/json/version`);
      if (res.ok) return close;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium did not open its debugging port ${CHROME_DEBUGGING_PORT}`);
}

/**
 * One Lighthouse run in its own Chromium. This machine has two cores: Lighthouse runs at a lower priority than
 * the browser, so its own work (reading the trace and screenshots as they stream in) does not stretch the
 * page's main-thread tasks, which the simulated throttling then multiplies by four.
 */
async function lighthouse(url, outFile) {
  const closeChrome = await launchChrome();
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        "nice",
        [
          "-n",
          "15",
          process.execPath,
          "node_modules/lighthouse/cli/index.js",
          url,
          `--port=${CHROME_DEBUGGING_PORT}`,
          "--quiet",
          "--output=json",
          `--output-path=${outFile}`,
        ],
        { stdio: "inherit" },
      );
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Lighthouse failed on ${url}`))));
    });
  } finally {
    await closeChrome();
  }
  return JSON.parse(readFileSync(outFile, "utf8"));
}

const build = spawnSync("npx", ["react-router", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, VITE_SUPABASE_URL: api.url, VITE_SUPABASE_ANON_KEY: ANON_KEY },
});
if (build.status !== 0) throw new Error("The build failed");
// Every header of the build's _headers but Cross-Origin-Opener-Policy: with it, Chromium moves the first
// navigation from about:blank to a new process and Lighthouse fails with NO_NAVSTART. It changes no timing.
site = await startStaticServer({
  dir: "build/client",
  port: SITE_PORT,
  withoutHeaders: ["Cross-Origin-Opener-Policy"],
});

const [job] = await anonGet(api.url, "jobs?select=slug&is_active=eq.true&order=display_order.asc&limit=1");
const [post] = await anonGet(
  api.url,
  "blog_posts?select=slug&is_draft=eq.false&order=published_date.desc&limit=1",
);
const routes = [
  "/",
  "/product/vcs",
  "/roi-calculator",
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

// What a visit really downloads, and how fast the page answers the visitor, in Playwright's Chromium.
const browser = await chromium.launch({
  executablePath: chromiumExecutable(chromium.executablePath()),
  args: CHROMIUM_ARGS,
});
for (const row of rows) {
  console.info(`JavaScript fetched in the first ${VISIT_MS / 1000} s of ${row.route}`);
  row.visit = await visitJavaScript(browser, `${SITE_URL}${row.route}`, { forMs: VISIT_MS });
}
for (const row of rows) {
  row.traces = [];
  for (let i = 1; i <= RUNS; i++) {
    console.info(`Main thread during the load of ${row.route} (run ${i} of ${RUNS})`);
    row.traces.push(await loadTrace(browser, `${SITE_URL}${row.route}`));
  }
}
const interactions = [];
for (const interaction of INTERACTIONS) {
  const url = `${SITE_URL}${interaction.path(job.slug)}`;
  const durations = [];
  for (let i = 1; i <= RUNS; i++) {
    console.info(`Interaction "${interaction.label}" (run ${i} of ${RUNS})`);
    durations.push(await interactionLatency(browser, url, interaction.act));
  }
  interactions.push({ label: interaction.label, path: interaction.path(job.slug), durations });
}
await browser.close();

/** The API process's peak resident memory (Linux's VmHWM), or null where /proc does not say. */
function peakMemoryBytes(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

// Load, on its own fresh API that takes each request's client address from X-Forwarded-For.
console.info(
  `Load: ${LOAD_SIGNUPS} sign-ups, then ${LOAD_APPLICATIONS} applications with 2 MB resumes, at once`,
);
const loadApi = await startThrowawayApi(LOAD_API_PORT, "load", { trustProxy: true });
const load = await runLoad({
  url: loadApi.url,
  signups: LOAD_SIGNUPS,
  applications: LOAD_APPLICATIONS,
  resumeSize: LOAD_RESUME_BYTES,
});
const loadPeakMemory = peakMemoryBytes(loadApi.pid);
loadApi.stop();

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

/** The task of a route's traced loads that blocked the main thread most after first paint, and its main work. */
function mostBlockingTask(traces) {
  const worst = traces
    .flatMap((trace) => trace.longTasks)
    .filter((task) => task.blockingMs > 0)
    .reduce((a, b) => (b.blockingMs > (a?.blockingMs ?? 0) ? b : a), undefined);
  if (!worst) return "none";
  const work = worst.work
    .slice(0, 3)
    .map(({ name, url, ms }) => `${name}${url ? ` ${new URL(url).pathname}` : ""} ${asMs(ms)}`);
  return `${asMs(worst.durationMs)} at ${asMs(worst.startMs)} (blocking ${asMs(worst.blockingMs)}): ${work.join(", ")}`;
}

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
  "JS before interaction raw / gzip",
  "JS per visit (10 s) gzip",
  "CSS raw / gzip",
];
const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => " --- ").join("|")}|`];
for (const { route, runs, assets, visit } of rows) {
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
      `${kb(visit.gzip)} (${visit.files} files) ${visit.gzip <= VISIT_JS_CEILING_BYTES ? "≤" : "**over**"} ${kb(VISIT_JS_CEILING_BYTES)}`,
      `${kb(assets.css.raw)} / ${kb(assets.css.gzip)}`,
    ].join(" | ")} |`,
  );
}

const lighthouseVersion = JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
const chromiumVersion = spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim();
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const summary = [
  `Lighthouse ${lighthouseVersion}, mobile (default config, simulated throttling), median of ${RUNS} runs (range in brackets),`,
  `served with compression by scripts/serve.mjs on loopback; ${chromiumVersion} (a fresh browser per run, Lighthouse at a lower CPU priority); ${machine}; ${new Date().toISOString().slice(0, 10)}.`,
  "JS before interaction and CSS: what the route's bootstrap script imports and their static imports (the static budget), gzip -9.",
  `JS per visit: every script Chromium fetched in the first ${VISIT_MS / 1000} s of a visit without interaction (lazy chunks included), gzip -9, against the ceiling of ${kb(VISIT_JS_CEILING_BYTES)}.`,
  "",
  ...lines,
  "",
  `Interaction to next paint (Event Timing duration, CPU slowed ${4}×, 390 px phone viewport, after the page has hydrated), median of ${RUNS} runs (range); target ≤ 100 ms; "< 16 ms" when the browser reports no entry (it reports only events of 16 ms or more).`,
  "",
  "| interaction | page | INP |",
  "| --- | --- | --- |",
  ...interactions.map(
    ({ label, path, durations }) =>
      `| ${label} | ${path} | ${spread(durations, (v) => (v === 0 ? "< 16 ms" : asMs(v)))} |`,
  ),
  "",
  `Main thread during load (a Chromium trace in Playwright's Chromium, CPU slowed 4×, 412 px phone viewport, from navigation until 2 s after the network went quiet, at least 6 s), median of ${RUNS} runs (range): busy is the sum of the renderer main thread's tasks; TBT is Lighthouse's total blocking time computed from the traced tasks (each task's part after first contentful paint beyond 50 ms), until the end of the trace; long tasks are those over 50 ms; the task of the ${RUNS} runs that blocked most after first contentful paint, from navigation start, with the work that took most of it (self time by trace event, with its script or document; "other" is time under none of them, such as the navigation's message handling).`,
  "",
  "| route | busy | TBT (trace) | long tasks | most blocking task |",
  "| --- | --- | --- | --- | --- |",
  ...rows.map(
    ({ route, traces }) =>
      `| ${[
        route,
        asMs(median(traces.map((t) => t.busyMs))),
        spread(
          traces.map((t) => t.blockingMs),
          asMs,
        ),
        spread(
          traces.map((t) => t.longTasks.length),
          asInt,
        ),
        mostBlockingTask(traces),
      ].join(" | ")} |`,
  ),
  "",
  `Load on the embedded API (\`scripts/load.mjs\`, TRUST_PROXY=1, one client address per visitor, all requests at once, from this same machine): ${LOAD_SIGNUPS} sign-ups, then ${LOAD_APPLICATIONS} applications each with a ${LOAD_RESUME_BYTES / 2 ** 20} MB resume through the resumable (TUS) path (row, then upload). Latency per sign-up request and per whole application. API peak memory (VmHWM): ${loadPeakMemory === null ? "not available" : `${Math.round(loadPeakMemory / 2 ** 20)} MB`}. ${loadIsCorrect(load) ? "Every request stored exactly once." : "**Not every request was stored exactly once.**"}`,
  "",
  "| load | sent | stored | complete resumes | errors | p50 | p95 | max |",
  "| --- | --- | --- | --- | --- | --- | --- | --- |",
  `| sign-ups | ${load.signups.sent} | ${load.signups.stored} | – | ${load.signups.errors} | ${asMs(load.signups.p50)} | ${asMs(load.signups.p95)} | ${asMs(load.signups.max)} |`,
  `| applications | ${load.applications.sent} | ${load.applications.stored} | ${load.applications.resumes} | ${load.applications.errors} | ${asMs(load.applications.p50)} | ${asMs(load.applications.p95)} | ${asMs(load.applications.max)} |`,
  "",
].join("\n");

writeFileSync(join("bench", "results.md"), summary);
console.info(`\n${summary}`);
console.info("Written to bench/results.md");
// The static server and the API would keep the process alive; the exit handler above stops both.
process.exit(0);
