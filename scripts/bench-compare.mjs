// `npm run bench -- --compare <ref>`: this build, a baseline built from <ref> and bare HTML (this build's pages
// without JavaScript), measured in one run, alternating between the variants on every route and every run so that
// whatever else the machine does weighs on all of them alike. Writes the "Side by side" section of
// bench/results.md.
import { resolve } from "node:path";

import { chromiumVersion, lighthouse, lighthouseVersion, reportFile } from "./bench-lighthouse.mjs";
import {
  RUNS,
  SIDE_BY_SIDE_HEADING,
  asInp,
  asMs,
  asSeconds,
  machine,
  spread,
  table,
  today,
} from "./bench-format.mjs";
import { interactionTable, visitCell } from "./bench-report.mjs";
import { interactionLatency } from "./interaction-latency.mjs";
import { loadTrace } from "./load-trace.mjs";
import { VISIT_JS_CEILING_BYTES, kb } from "./route-assets.mjs";
import { resolveRequest } from "./serve.mjs";
import { VISIT_MS, visitJavaScript } from "./visit-js.mjs";

/** Where a variant does not serve the route (a page one of the builds does not have). */
const ABSENT = "–";

/**
 * The variants in the order of run `run` (1-based): each run starts with the next one, so that no variant always
 * goes first (a fresh Lighthouse round after the previous route's work weighed on whichever went first).
 * @template T
 * @param {T[]} variants
 * @param {number} run
 * @returns {T[]}
 */
export function inTurn(variants, run) {
  const shift = (run - 1) % Math.max(1, variants.length);
  return [...variants.slice(shift), ...variants.slice(0, shift)];
}

/**
 * @typedef {{ key: string, label: string, url: string, clientDir: string, interactive: boolean, marked?: boolean }} Variant
 *   `marked` false: the build predates the hydration mark the interactions wait for (`marksHydration`)
 * @typedef {{ FCP: number, LCP: number, TBT: number }} PaintRun
 * @typedef {{ busyMs: number, blockingMs: number }} TraceRun
 */

/**
 * @param {{ variants: Variant[], routes: string[], interactions: { label: string, path: string, act: any }[],
 *   browser: import("@playwright/test").Browser, runDir: string }} options
 */
export async function measureSideBySide({ variants, routes, interactions, browser, runDir }) {
  const serves = (variant, route) => resolveRequest(resolve(variant.clientDir), route).status === 200;
  /** @type {Map<string, { runs: PaintRun[], traces: TraceRun[], visit?: { gzip: number, files: number } }>} */
  const cells = new Map();
  const cellOf = (route, variant) => {
    const key = `${variant.key} ${route}`;
    if (!cells.has(key)) cells.set(key, { runs: [], traces: [] });
    return cells.get(key);
  };
  for (const route of routes) {
    const served = variants.filter((variant) => serves(variant, route));
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of inTurn(served, run)) {
        console.info(`Lighthouse ${route}, ${variant.label} (run ${run} of ${RUNS})`);
        const { audits } = await lighthouse(
          `${variant.url}${route}`,
          reportFile(runDir, route, run, variant.key),
        );
        cellOf(route, variant).runs.push({
          FCP: audits["first-contentful-paint"].numericValue,
          LCP: audits["largest-contentful-paint"].numericValue,
          TBT: audits["total-blocking-time"].numericValue,
        });
      }
    }
    for (const variant of served) {
      console.info(`JavaScript fetched in the first ${VISIT_MS / 1000} s of ${route}, ${variant.label}`);
      cellOf(route, variant).visit = await visitJavaScript(browser, `${variant.url}${route}`, {
        forMs: VISIT_MS,
      });
    }
    // The main thread in a real load at 4× CPU slowdown, beside Lighthouse's simulation of it.
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of inTurn(served, run)) {
        console.info(`Main thread during the load of ${route}, ${variant.label} (run ${run} of ${RUNS})`);
        cellOf(route, variant).traces.push(await loadTrace(browser, `${variant.url}${route}`));
      }
    }
  }
  /** @type {Map<string, (number | null)[]>} durations by variant and interaction; null for a failed run */
  const latencies = new Map();
  for (const interaction of interactions) {
    const served = variants.filter((variant) => variant.interactive && serves(variant, interaction.path));
    for (let run = 1; run <= RUNS; run++) {
      for (const variant of inTurn(served, run)) {
        console.info(`Interaction "${interaction.label}", ${variant.label} (run ${run} of ${RUNS})`);
        const key = `${variant.key} ${interaction.label}`;
        if (!latencies.has(key)) latencies.set(key, []);
        try {
          latencies.get(key)?.push(
            await interactionLatency(browser, `${variant.url}${interaction.path}`, interaction.act, {
              marked: variant.marked,
            }),
          );
        } catch (error) {
          console.warn(`  failed: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
          latencies.get(key)?.push(null);
        }
      }
    }
  }
  return { cells, latencies };
}

/** A cell of paint metrics: median and range of the runs, or ABSENT. */
function paintCell(cell, value, format) {
  return cell && cell.runs.length > 0 ? spread(cell.runs.map(value), format) : ABSENT;
}

/** A cell of the load traces: median and range of the runs, or ABSENT. */
function traceCell(cell, value) {
  return cell && cell.traces.length > 0 ? spread(cell.traces.map(value), asMs) : ABSENT;
}

function inpCell(variant, durations) {
  if (!variant.interactive) return "n/a";
  if (!durations) return ABSENT;
  const measured = durations.filter((d) => d !== null);
  const failed = durations.length - measured.length;
  if (measured.length === 0) return "failed";
  return `${spread(measured, asInp)}${failed > 0 ? ` (${failed} of ${durations.length} runs failed)` : ""}`;
}

/** How the report says which variants' hydration was not marked but waited for otherwise (`interactionLatency`). */
function unmarkedNote(variants) {
  const unmarked = variants.filter((v) => v.interactive && v.marked === false).map((v) => v.label);
  return unmarked.length === 0
    ? ""
    : `; ${unmarked.join(" and ")}, from before the page marked its hydration, once the network was quiet and the main thread first had time to spare`;
}

/**
 * The "Side by side" section of bench/results.md: one table per metric, routes down, variants across.
 * @param {{ variants: Variant[], routes: string[], interactions: { label: string, path: string }[],
 *   results: Awaited<ReturnType<typeof measureSideBySide>>, describe: string }} options
 */
export function sideBySideReport({ variants, routes, interactions, results, describe }) {
  const { cells, latencies } = results;
  const byRoute = (cellText) =>
    table(
      ["route", ...variants.map((v) => v.label)],
      routes.map((route) => [route, ...variants.map((v) => cellText(cells.get(`${v.key} ${route}`)))]),
    );
  const paintTable = (title, value, format) => [
    `${title}:`,
    "",
    ...byRoute((cell) => paintCell(cell, value, format)),
    "",
  ];
  return [
    SIDE_BY_SIDE_HEADING,
    "",
    `${describe} Measured in one run on ${machine()}, ${today()}: for each route, each of the ${RUNS} Lighthouse runs goes through the variants in turn, each run starting with the next variant (Lighthouse ${lighthouseVersion()}, mobile, default config, simulated throttling, a fresh ${chromiumVersion()} per run), then what each variant fetches in the first ${VISIT_MS / 1000} s of a visit, then ${RUNS} load traces per variant in the same turns; then each interaction, ${RUNS} runs, alternating between this build and the baseline in the same way. Each cell is the median of ${RUNS} runs with the range in brackets; "${ABSENT}" where a variant has no such page. The load test is not part of a comparison.`,
    "",
    ...paintTable("First contentful paint (FCP)", (r) => r.FCP, asSeconds),
    ...paintTable("Largest contentful paint (LCP)", (r) => r.LCP, asSeconds),
    ...paintTable("LCP − FCP (per run, then the median)", (r) => r.LCP - r.FCP, asMs),
    ...paintTable("Total blocking time (TBT)", (r) => r.TBT, asMs),
    `JavaScript fetched in the first ${VISIT_MS / 1000} s of a visit without interaction (lazy chunks included), gzip -9, against the ceiling of ${kb(VISIT_JS_CEILING_BYTES)}:`,
    "",
    ...byRoute((cell) => (cell?.visit ? visitCell(cell.visit) : ABSENT)),
    "",
    "Main thread during load, traced in Chromium (CPU slowed 4×, 412 px phone viewport, from navigation until 2 s after the network went quiet, at least 6 s): busy is the sum of the renderer main thread's tasks; TBT is the total blocking time computed from the traced tasks after first contentful paint (`scripts/load-trace.mjs`), where Lighthouse's TBT above is simulated:",
    "",
    `Busy:`,
    "",
    ...byRoute((cell) => traceCell(cell, (t) => t.busyMs)),
    "",
    `TBT (trace):`,
    "",
    ...byRoute((cell) => traceCell(cell, (t) => t.blockingMs)),
    "",
    `Interaction to next paint (Event Timing duration, CPU slowed 4×, 390 px phone viewport, after the page has hydrated${unmarkedNote(variants)}); "< 16 ms" when the browser reports no entry; bare HTML has no interactions:`,
    "",
    ...interactionTable(
      ["interaction", "page", ...variants.map((v) => v.label)],
      interactions.map(({ label, path }) => [
        label,
        path,
        ...variants.map((v) => inpCell(v, latencies.get(`${v.key} ${label}`))),
      ]),
    ),
    "",
  ].join("\n");
}
