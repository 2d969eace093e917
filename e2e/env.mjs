import { existsSync } from "node:fs";

// Where the end-to-end run finds the embedded API and the served production build (shared by the gate).
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54329);
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4320);
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`;

/** How the API the end-to-end tests use is set up, whether Playwright or the gate starts it. */
export const E2E_API_SETTINGS = {
  // Application and beta mail reach the local mailbox within a second (e2e/application-mail.spec.ts).
  MAIL_POLL_MS: "500",
  // An address may be mailed a sign-in code every 10 s, not hosted's minute (e2e/staff-idle-clock.spec.ts).
  CODE_MAIL_INTERVAL_S: "10",
  // The beta confirmation mail links to the served build (e2e/beta-opt-in.spec.ts).
  SITE_URL: E2E_SITE_URL,
};

/**
 * Playwright's own Chromium when installed, otherwise Debian's (Playwright cannot download browsers here). The
 * benchmark measures in the full browser, as Lighthouse does.
 */
export function chromiumExecutable(playwrightChromiumPath) {
  if (existsSync(playwrightChromiumPath)) return undefined;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  throw new Error(
    "No Chromium found: run `npx playwright install chromium` or install Debian's chromium package.",
  );
}

/**
 * What the end-to-end tests drive: Playwright's own Chromium when installed (its headless runs use Chromium's
 * headless shell), otherwise Debian's headless shell (package chromium-headless-shell: the same Chromium without
 * the browser around it, as Playwright's own headless runs), otherwise Debian's full Chromium.
 */
export function testChromiumExecutable(playwrightChromiumPath) {
  if (existsSync(playwrightChromiumPath)) return undefined;
  if (existsSync("/usr/bin/chromium-headless-shell")) return "/usr/bin/chromium-headless-shell";
  return chromiumExecutable(playwrightChromiumPath);
}

/** How the tests, the gate and the benchmark start Chromium on a server. */
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
