import { chromium, defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";

import {
  CHROMIUM_ARGS,
  E2E_API_PORT,
  E2E_API_SETTINGS,
  E2E_API_URL,
  E2E_SITE_PORT,
  E2E_SITE_URL,
  testChromiumExecutable,
} from "./e2e/env.mjs";

const launchOptions = {
  executablePath: testChromiumExecutable(chromium.executablePath()),
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
 * Specs that change rows the public pages' specs read (the seed's jobs and posts, the global mail budget). They run
 * one at a time once those specs are done, beside the desk's.
 */
const SHARED_DATA_SPECS = ["**/live-data.spec.ts", "**/page-titles.spec.ts", "**/application-mail.spec.ts"];

/**
 * The desk's specs, and the rebuild's. They add jobs and posts of their own, listed after the seed's, and read none
 * of the rows the shared-data specs change, so they run beside everything; the public pages' specs beside them read
 * what the served build was made from (e2e/backend.ts).
 */
const DESK_SPECS = [
  "**/staff-*.spec.ts",
  "**/decision-mail.spec.ts",
  "**/beta-waves.spec.ts",
  "**/rebuild.spec.ts",
];

/**
 * Specs whose checks do not depend on the window's width: response headers, mail, the desk's idle clock, the
 * network faults a form meets (what it keeps, says and stores), and what the next build carries. They run once, in the phone's projects (phones are
 * where connections drop), since a check run at both widths is the same check twice.
 */
const ONE_WIDTH_SPECS = [
  "**/security-headers.spec.ts",
  "**/application-mail.spec.ts",
  "**/staff-idle-clock.spec.ts",
  "**/fault-matrix.spec.ts",
  "**/rebuild.spec.ts",
];

export default defineConfig({
  testDir: "e2e",
  // Spec files run side by side, each file's tests in order, on two workers per core: a test spends much of its time
  // waiting (timers, the network, the embedded API), and on Chromium's headless shell three workers kept two cores
  // about half busy (decisions 060 and 064). The specs that change what the public pages show (the seed's jobs and
  // posts, budgets) run after those pages' specs, one at a time, beside the desk's (decision 042).
  fullyParallel: false,
  workers: availableParallelism() * 2,
  retries: 0,
  forbidOnly: true,
  reporter: [["list"]],
  // A deadline against hangs, not a speed check: a busy 2-core machine takes twice as long as a quiet one.
  timeout: 60_000,
  // Likewise for each expectation: on a busy machine a test has part of a core, not two.
  expect: { timeout: 10_000 },
  // A failed test keeps its trace (each step's DOM, network and console), without the screencast, which costs every
  // passing test CPU for nothing.
  use: { baseURL: E2E_SITE_URL, trace: { mode: "retain-on-failure", screenshots: false } },
  // Three phases, as Playwright runs projects: a project starts once every project it depends on has ended. First
  // the public pages' specs and the desk's at desktop width; then the shared-data specs at desktop width, one at a
  // time, beside the desk's at phone width; last the shared-data specs at phone width. (mobile-desk waits for the
  // public pages' specs only to run in the second phase: it reads nothing they change.)
  projects: [
    { name: "desktop", testIgnore: [...SHARED_DATA_SPECS, ...ONE_WIDTH_SPECS, ...DESK_SPECS], use: desktop },
    { name: "mobile", testIgnore: [...SHARED_DATA_SPECS, ...DESK_SPECS], use: mobile },
    { name: "desktop-desk", testMatch: DESK_SPECS, testIgnore: ONE_WIDTH_SPECS, use: desktop },
    { name: "mobile-desk", testMatch: DESK_SPECS, use: mobile, dependencies: ["desktop", "mobile"] },
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
        ...E2E_API_SETTINGS,
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
