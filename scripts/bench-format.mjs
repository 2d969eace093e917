// How the benchmark states its figures (median and range of its runs, units) and the machine they were taken on,
// and how it writes bench/results.md: the single-build tables first, then the side-by-side section; a run writes
// one of them and keeps the other as the last run of its kind left it.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";

/** How many times each measurement is taken. */
export const RUNS = 3;
export const RESULTS_FILE = "bench/results.md";
export const SIDE_BY_SIDE_HEADING = "## Side by side";

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The median, with the range in brackets when the runs differ. */
export function spread(values, format) {
  const m = median(values);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  return lo === hi ? format(m) : `${format(m)} (${format(lo)}–${format(hi)})`;
}

export const asInt = (v) => String(Math.round(v));
export const asSeconds = (v) => `${(v / 1000).toFixed(2)} s`;
export const asMs = (v) => `${Math.round(v)} ms`;
export const asCls = (v) => v.toFixed(3);
/** An interaction's duration: browsers report no event under 16 ms. */
export const asInp = (v) => (v === 0 ? "< 16 ms" : asMs(v));

export const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
export const today = () => new Date().toISOString().slice(0, 10);

/** A markdown table. */
export const table = (header, rows) => [
  `| ${header.join(" | ")} |`,
  `|${header.map(() => " --- ").join("|")}|`,
  ...rows.map((cells) => `| ${cells.join(" | ")} |`),
];

/**
 * The new text of bench/results.md: the single-build tables, then the side-by-side section (from its heading on),
 * each taken from `current` when not given.
 * @param {string} current
 * @param {{ single?: string, sideBySide?: string }} parts
 */
export function mergedResults(current, { single, sideBySide }) {
  const at = current.indexOf(SIDE_BY_SIDE_HEADING);
  const kept = at === -1 ? [current, ""] : [current.slice(0, at), current.slice(at)];
  const text = [single ?? kept[0], sideBySide ?? kept[1]].map((part) => part.trim()).filter(Boolean);
  return `${text.join("\n\n")}\n`;
}

/** Writes one part of bench/results.md, or both, keeping the other. */
export function writeResults(parts) {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, "utf8") : "";
  writeFileSync(RESULTS_FILE, mergedResults(current, parts));
}
