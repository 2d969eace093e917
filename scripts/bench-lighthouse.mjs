// One Lighthouse run for the benchmark (mobile, default config, simulated throttling), each in a fresh Chromium
// with an empty profile. Used by scripts/bench.mjs and scripts/bench-compare.mjs.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// chrome-launcher's defaults that matter for a measurement, plus headless operation on a server. The debugging
// port is one the system picks (Chromium writes it to DevToolsActivePort in the profile), so two benchmarks on
// one machine never meet.
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
  "--remote-debugging-port=0",
];
const LIGHTHOUSE_CLI = "node_modules/lighthouse/cli/index.js";

/** Stops the process with a hint when there is no Chromium to measure with. */
export function requireChromium() {
  if (existsSync(CHROME_PATH)) return;
  console.error(
    `Chromium not found at ${CHROME_PATH}. Install it (apt-get install chromium) or set CHROME_PATH to a Chrome/Chromium binary.`,
  );
  process.exit(1);
}

export const lighthouseVersion = () =>
  JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")).version;
export const chromiumVersion = () =>
  spawnSync(CHROME_PATH, ["--version"], { encoding: "utf8" }).stdout.trim();

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
      const port = Number(readFileSync(join(profile, "DevToolsActivePort"), "utf8").split("\n")[0]);
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) return { port, close };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error("Chromium did not open a debugging port");
}

/**
 * One Lighthouse run in its own Chromium; resolves to the report (also written to `outFile`). This machine has
 * two cores: Lighthouse runs at a lower priority than the browser, so its own work (reading the trace and
 * screenshots as they stream in) does not stretch the page's main-thread tasks, which the simulated throttling
 * then multiplies by four.
 */
export async function lighthouse(url, outFile) {
  const { port, close } = await launchChrome();
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        "nice",
        [
          "-n",
          "15",
          process.execPath,
          LIGHTHOUSE_CLI,
          url,
          `--port=${port}`,
          "--quiet",
          "--output=json",
          `--output-path=${outFile}`,
        ],
        { stdio: "inherit" },
      );
      child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Lighthouse failed on ${url}`))));
    });
  } finally {
    await close();
  }
  return JSON.parse(readFileSync(outFile, "utf8"));
}

/** A file name in the runs directory for one report: the variant (if any), the route and the run. */
export const reportFile = (runDir, route, run, variant = "") =>
  join(runDir, `${variant ? `${variant}-` : ""}${route.replace(/\W+/g, "_")}-${run}.json`);
