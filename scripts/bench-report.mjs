// The single-build tables of bench/results.md: Lighthouse per route, interaction latency, the main thread during
// load and the load run on the embedded API.
import { chromiumVersion, lighthouseVersion } from "./bench-lighthouse.mjs";
import {
  RUNS,
  asCls,
  asInp,
  asInt,
  asMs,
  asSeconds,
  machine,
  median,
  spread,
  table,
  today,
} from "./bench-format.mjs";
import { VISIT_JS_CEILING_BYTES, kb } from "./route-assets.mjs";
import { VISIT_MS } from "./visit-js.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
];

/** How a figure of JavaScript fetched per visit compares with the ceiling. */
export const visitCell = (visit) =>
  `${kb(visit.gzip)} (${visit.files} files) ${visit.gzip <= VISIT_JS_CEILING_BYTES ? "≤" : "**over**"} ${kb(VISIT_JS_CEILING_BYTES)}`;

/** The interactions' table, or a line saying none of them is on the benched routes. */
export const interactionTable = (header, rows) =>
  rows.length > 0 ? table(header, rows) : ["No measured interaction is on the benched routes."];

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

function lighthouseTable(rows) {
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
        visitCell(visit),
        `${kb(assets.css.raw)} / ${kb(assets.css.gzip)}`,
      ].join(" | ")} |`,
    );
  }
  return lines;
}

/**
 * @param {{ rows: any[], interactions: any[], load: any, loadIsCorrect: boolean, loadPeakMemory: number | null,
 *   loadRun: { signups: number, applications: number, resumeBytes: number } }} results
 */
export function singleBuildReport({ rows, interactions, load, loadIsCorrect, loadPeakMemory, loadRun }) {
  return [
    `Lighthouse ${lighthouseVersion()}, mobile (default config, simulated throttling), median of ${RUNS} runs (range in brackets),`,
    `served with compression by scripts/serve.mjs on loopback; ${chromiumVersion()} (a fresh browser per run, Lighthouse at a lower CPU priority); ${machine()}; ${today()}.`,
    "JS before interaction and CSS: what the route's bootstrap script imports and their static imports (the static budget), gzip -9.",
    `JS per visit: every script Chromium fetched in the first ${VISIT_MS / 1000} s of a visit without interaction (lazy chunks included), gzip -9, against the ceiling of ${kb(VISIT_JS_CEILING_BYTES)}.`,
    "",
    ...lighthouseTable(rows),
    "",
    `Interaction to next paint (Event Timing duration, CPU slowed ${4}×, 390 px phone viewport, after the page has hydrated), median of ${RUNS} runs (range); target ≤ 100 ms; "< 16 ms" when the browser reports no entry (it reports only events of 16 ms or more).`,
    "",
    ...interactionTable(
      ["interaction", "page", "INP"],
      interactions.map(({ label, path, durations }) => [label, path, spread(durations, asInp)]),
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
    `Load on the embedded API (\`scripts/load.mjs\`, TRUST_PROXY=1, one client address per visitor, all requests at once, from this same machine): ${loadRun.signups} sign-ups, then ${loadRun.applications} applications each with a ${loadRun.resumeBytes / 2 ** 20} MB resume through the resumable (TUS) path (row, then upload). Latency per sign-up request and per whole application. API peak memory (VmHWM): ${loadPeakMemory === null ? "not available" : `${Math.round(loadPeakMemory / 2 ** 20)} MB`}. ${loadIsCorrect ? "Every request stored exactly once." : "**Not every request was stored exactly once.**"}`,
    "",
    "| load | sent | stored | complete resumes | errors | p50 | p95 | max |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    `| sign-ups | ${load.signups.sent} | ${load.signups.stored} | – | ${load.signups.errors} | ${asMs(load.signups.p50)} | ${asMs(load.signups.p95)} | ${asMs(load.signups.max)} |`,
    `| applications | ${load.applications.sent} | ${load.applications.stored} | ${load.applications.resumes} | ${load.applications.errors} | ${asMs(load.applications.p50)} | ${asMs(load.applications.p95)} | ${asMs(load.applications.max)} |`,
    "",
  ].join("\n");
}
