// Fails the gate when a visit to a prerendered page fetches more JavaScript in its first 10 s, without any
// interaction, than its budget: lazy chunks, the background check's code and all. Measured in Chromium
// against the build, served as the static host serves it; the sizes are gzip -9 of the files fetched.
import { chromium } from "@playwright/test";

import { CHROMIUM_ARGS, chromiumExecutable } from "../e2e/env.mjs";
import { jsBudgetFor, kb, prerenderedRoutes } from "./route-assets.mjs";
import { startStaticServer } from "./serve.mjs";
import { VISIT_MS, visitJavaScript } from "./visit-js.mjs";

const CLIENT_DIR = "build/client";
const SITE_PORT = Number(process.env.VISIT_BUDGET_PORT ?? 4330);
/** Pages visited at once: each visit is a fixed 10 s, mostly idle. */
const CONCURRENT_VISITS = 6;

const site = await startStaticServer({ dir: CLIENT_DIR, port: SITE_PORT });
const browser = await chromium.launch({
  executablePath: chromiumExecutable(chromium.executablePath()),
  args: CHROMIUM_ARGS,
});

const routes = prerenderedRoutes(CLIENT_DIR);
const failures = [];
try {
  for (let start = 0; start < routes.length; start += CONCURRENT_VISITS) {
    const batch = routes.slice(start, start + CONCURRENT_VISITS);
    const visits = await Promise.all(
      batch.map((route) =>
        visitJavaScript(browser, `http://127.0.0.1:${SITE_PORT}${route}`, { forMs: VISIT_MS }),
      ),
    );
    batch.forEach((route, index) => {
      const { gzip, files } = visits[index];
      const budget = jsBudgetFor(route);
      console.info(`${route.padEnd(40)} ${kb(gzip).padStart(9)} gz (${files} files), budget ${kb(budget)}`);
      if (gzip > budget)
        failures.push(
          `${route}: ${kb(gzip)} gzip in the first ${VISIT_MS / 1000} s is over its ${kb(budget)}`,
        );
    });
  }
} finally {
  await browser.close();
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((failure) => `- ${failure}`).join("\n")}`);
  process.exit(1);
}
console.info(`\nEvery route is within its JavaScript budget for the first ${VISIT_MS / 1000} s of a visit.`);
