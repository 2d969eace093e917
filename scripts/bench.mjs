// `npm run bench`: builds the site against a fresh embedded API, serves it with compression on loopback and
// runs Lighthouse (mobile, default config) three times on each key route. Prints a table and writes it to
// bench/results.md. Not part of `npm test`: scores are measurements, not assertions.
// `npm run bench -- --compare <git-ref>` measures this build, a baseline built from <git-ref> (against its own
// API) and bare HTML side by side instead (scripts/bench-compare.mjs). `--routes /,/blog` benches only those
// routes (and the interactions on them). BENCH_API_PORT and BENCH_SITE_PORT move the API and the site (the
// baseline's API takes the port after the API's; the baseline and bare HTML take the two after the site's).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumExecutable } from "../e2e/env.mjs";
import { ANON_KEY } from "@tapsheet/local-supabase";
import { RESULTS_FILE, RUNS, writeResults } from "./bench-format.mjs";
import { lighthouse, reportFile, requireChromium } from "./bench-lighthouse.mjs";
import { CATEGORIES, METRICS, singleBuildReport } from "./bench-report.mjs";
import { bareHtmlCopy, buildBaseline, commitOf, describeWorkingTree } from "./bench-variants.mjs";
import { measureSideBySide, sideBySideReport } from "./bench-compare.mjs";
import { INTERACTIONS, interactionLatency, marksHydration } from "./interaction-latency.mjs";
import { loadIsCorrect, runLoad } from "./load.mjs";
import { loadTrace } from "./load-trace.mjs";
import { routeAssets } from "./route-assets.mjs";
import { VISIT_MS, visitJavaScript } from "./visit-js.mjs";
import { resolveRequest, startStaticServer } from "./serve.mjs";
import { anonGet, startThrowawayApi } from "./throwaway-api.mjs";

const API_PORT = Number(process.env.BENCH_API_PORT ?? 54339);
const LOAD_API_PORT = 54369;
/** The load run: visitors at once. */
const LOAD_RUN = { signups: 1000, applications: 50, resumeBytes: 2 * 1024 * 1024 };
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4340);
const siteUrl = (port) => `http://127.0.0.1:${port}`;
const SITE_URL = siteUrl(SITE_PORT);
const CLIENT_DIR = "build/client";

const { values: args } = parseArgs({ options: { compare: { type: "string" }, routes: { type: "string" } } });
requireChromium();
const baselineCommit = args.compare === undefined ? undefined : commitOf(args.compare);

/** What to undo on the way out, whatever the way: servers, the API, temporary builds. */
const cleanups = [];
process.on("exit", () => {
  for (const cleanup of cleanups.reverse()) cleanup();
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const api = await startThrowawayApi(API_PORT, "bench");
cleanups.push(() => api.stop());
const buildEnv = { ...process.env, VITE_SUPABASE_URL: api.url, VITE_SUPABASE_ANON_KEY: ANON_KEY };

const build = spawnSync("npx", ["react-router", "build"], {
  stdio: ["ignore", "ignore", "inherit"],
  env: buildEnv,
});
if (build.status !== 0) throw new Error("The build failed");
/**
 * Serves a build with every header of its _headers but Cross-Origin-Opener-Policy: with it, Chromium moves the
 * first navigation from about:blank to a new process and Lighthouse fails with NO_NAVSTART. It changes no timing.
 */
async function serve(dir, port) {
  const server = await startStaticServer({ dir, port, withoutHeaders: ["Cross-Origin-Opener-Policy"] });
  cleanups.push(() => server.close());
}
await serve(CLIENT_DIR, SITE_PORT);

const [job] = await anonGet(api.url, "jobs?select=slug&status=eq.open&order=display_order.asc&limit=1");
const [post] = await anonGet(
  api.url,
  "blog_posts?select=slug&is_draft=eq.false&order=published_date.desc&limit=1",
);
const keyRoutes = [
  "/",
  "/product/vcs",
  "/roi-calculator",
  "/about/careers",
  `/careers/job/${job.slug}`,
  "/blog",
  `/blog/${post.slug}`,
];
const routes = args.routes === undefined ? keyRoutes : args.routes.split(",").map((r) => r.trim());
for (const route of routes) {
  if (resolveRequest(resolve(CLIENT_DIR), route).status !== 200)
    throw new Error(`${route} is no page of this build`);
}
const interactions = INTERACTIONS.map((interaction) => ({
  ...interaction,
  path: interaction.path(job.slug),
})).filter(({ path }) => routes.includes(path));

const runDir = join("bench", ".runs");
mkdirSync(runDir, { recursive: true });

// What a visit really downloads, and how fast the page answers the visitor, in Playwright's Chromium.
async function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumExecutable(chromium.executablePath()),
    args: CHROMIUM_ARGS,
  });
}

if (baselineCommit !== undefined) {
  console.info(
    `Comparing this build with ${args.compare} (${baselineCommit}) and with bare HTML; the load test is skipped in a comparison.`,
  );
  const baseline = buildBaseline(baselineCommit, buildEnv);
  cleanups.push(baseline.remove);
  const baselineDir = await baseline.build(API_PORT + 1);
  await serve(baselineDir, SITE_PORT + 1);
  const bare = bareHtmlCopy(CLIENT_DIR);
  cleanups.push(bare.remove);
  await serve(bare.dir, SITE_PORT + 2);
  const variants = [
    { key: "this", label: "this build", url: SITE_URL, clientDir: CLIENT_DIR, interactive: true },
    {
      key: "baseline",
      label: `baseline ${args.compare}`,
      url: siteUrl(SITE_PORT + 1),
      clientDir: baselineDir,
      interactive: true,
      marked: marksHydration(baselineDir),
    },
    { key: "bare", label: "bare HTML", url: siteUrl(SITE_PORT + 2), clientDir: bare.dir, interactive: false },
  ];
  const browser = await launchBrowser();
  const results = await measureSideBySide({ variants, routes, interactions, browser, runDir });
  await browser.close();
  const section = sideBySideReport({
    variants,
    routes,
    interactions,
    results,
    describe: `This build (the working tree at ${describeWorkingTree()}), the baseline ${args.compare} (commit ${baselineCommit}) built against its own throwaway API (its own migrations and seed) with the same environment otherwise, and bare HTML (this build's prerendered pages with every script element and modulepreload link removed: the page with no JavaScript at all), each served by scripts/serve.mjs with compression on loopback.`,
  });
  writeResults({ sideBySide: section });
  console.info(`\n${section}`);
  console.info(`Written to the side-by-side section of ${RESULTS_FILE}`);
  await api.stop();
  process.exit(0);
}

const rows = [];
for (const route of routes) {
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    console.info(`Lighthouse ${route} (run ${i} of ${RUNS})`);
    const report = await lighthouse(`${SITE_URL}${route}`, reportFile(runDir, route, i));
    runs.push({
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
      metrics: Object.fromEntries(METRICS.map(([label, id]) => [label, report.audits[id].numericValue])),
    });
  }
  rows.push({ route, runs, assets: routeAssets(CLIENT_DIR, route) });
}

const browser = await launchBrowser();
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
const measuredInteractions = [];
for (const { label, path, act } of interactions) {
  const durations = [];
  for (let i = 1; i <= RUNS; i++) {
    console.info(`Interaction "${label}" (run ${i} of ${RUNS})`);
    durations.push(await interactionLatency(browser, `${SITE_URL}${path}`, act));
  }
  measuredInteractions.push({ label, path, durations });
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
  `Load: ${LOAD_RUN.signups} sign-ups, then ${LOAD_RUN.applications} applications with 2 MB resumes, at once`,
);
const loadApi = await startThrowawayApi(LOAD_API_PORT, "load", { trustProxy: true });
const load = await runLoad({
  url: loadApi.url,
  signups: LOAD_RUN.signups,
  applications: LOAD_RUN.applications,
  resumeSize: LOAD_RUN.resumeBytes,
});
const loadPeakMemory = peakMemoryBytes(loadApi.pid);
await loadApi.stop();

const summary = singleBuildReport({
  rows,
  interactions: measuredInteractions,
  load,
  loadIsCorrect: loadIsCorrect(load),
  loadPeakMemory,
  loadRun: LOAD_RUN,
});
writeResults({ single: summary });
console.info(`\n${summary}`);
console.info(`Written to ${RESULTS_FILE}`);
// The API's data goes once it has exited; the static servers would keep the process alive and the exit handler
// above stops them.
await api.stop();
process.exit(0);
