import { chromium, defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

import {
  CHROMIUM_ARGS,
  chromiumExecutable,
  E2E_API_PORT,
  E2E_API_URL,
  E2E_SITE_PORT,
  E2E_SITE_URL,
} from "./e2e/env.mjs";

const launchOptions = {
  executablePath: chromiumExecutable(chromium.executablePath()),
  args: CHROMIUM_ARGS,
};

// One number per run, which the workers inherit: the second part of every test's client address (e2e/fixtures.ts).
process.env.E2E_VISITOR_RUN ??= String(Math.floor(Math.random() * 256));

const desktop = { ...devices["Desktop Chrome"], launchOptions };
const mobile = {
  ...devices["Desktop Chrome"],
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  launchOptions,
};

/**
 * Specs that change rows every page reads (the seed's jobs and posts, the global mail budget), so none may run beside
 * them. The desk's specs add jobs and posts of their own instead, listed after the seed's, and the specs beside them
 * read only what the served build was made from (e2e/backend.ts), so those run in parallel.
 */
const SHARED_DATA_SPECS = [
  "**/live-data.spec.ts",
  "**/page-titles.spec.ts",
  "**/security-headers.spec.ts",
  "**/application-mail.spec.ts",
];

/**
 * Specs whose checks do not depend on the window's width: response headers, mail, the desk's idle clock, and the
 * network faults a form meets (what it keeps, says and stores). They run once, in the phone's projects (phones are
 * where connections drop), since a check run at both widths is the same check twice.
 */
const ONE_WIDTH_SPECS = [
  "**/security-headers.spec.ts",
  "**/application-mail.spec.ts",
  "**/staff-idle-clock.spec.ts",
  "**/fault-matrix.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  // Spec files run side by side, each file's tests in order, on one worker more than the machine has cores: a test
  // spends much of its time waiting (timers, the network, the embedded API), and two workers on two cores kept them
  // about half busy (decision 060). The specs that change what every page shows (the seed's jobs and posts, budgets)
  // run after the others, one at a time (decision 042).
  fullyParallel: false,
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // A deadline against hangs, not a speed check: a busy 2-core machine takes twice as long as a quiet one.
  timeout: 60_000,
  // Likewise for each expectation: on a busy machine a test has part of a core, not two.
  expect: { timeout: 10_000 },
  use: { baseURL: E2E_SITE_URL, trace: "retain-on-failure" },
  projects: [
    { name: "desktop", testIgnore: [...SHARED_DATA_SPECS, ...ONE_WIDTH_SPECS], use: desktop },
    { name: "mobile", testIgnore: SHARED_DATA_SPECS, use: mobile },
    {
      name: "desktop-shared",
      testMatch: SHARED_DATA_SPECS,
      testIgnore: ONE_WIDTH_SPECS,
      use: desktop,
      workers: 1,
      dependencies: ["desktop", "mobile"],
    },
    {
      name: "mobile-shared",
      testMatch: SHARED_DATA_SPECS,
      use: mobile,
      workers: 1,
      dependencies: ["desktop-shared"],
    },
  ],
  webServer: [
    {
      command: "npx local-supabase",
      url: `${E2E_API_URL}/rest/v1/`,
      reuseExistingServer: true,
      // Each test presents its own client address (e2e/fixtures.ts), as visitors behind a load balancer do.
      env: {
        PORT: String(E2E_API_PORT),
        DATA_DIR: mkdtempSync(join(tmpdir(), "tapsheet-e2e-")),
        TRUST_PROXY: "1",
        // Application mail reaches the local mailbox within a second (e2e/application-mail.spec.ts).
        MAIL_POLL_MS: "500",
        // The beta confirmation mail links to the served build (e2e/beta-opt-in.spec.ts).
        SITE_URL: E2E_SITE_URL,
      },
      timeout: 60_000,
    },
    {
      command: `node scripts/serve.mjs --port ${E2E_SITE_PORT}`,
      url: E2E_SITE_URL,
      reuseExistingServer: false,
    },
  ],
});
