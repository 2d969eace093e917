// Interaction latency for the benchmark: the Event Timing duration (input to next paint) of one
// interaction, on a page that has loaded and hydrated, with the CPU slowed down four times as Lighthouse's mobile
// profile does. Entries shorter than 16 ms are not reported by browsers; those interactions read "< 16 ms".
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const CPU_SLOWDOWN = 4;
/** The attribute root sets on <html> once React has hydrated the page (src/lib/use-hydrating.ts). */
const HYDRATED_MARK = "data-hydrated";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The interactions measured, each on the page where a visitor meets it. */
export const INTERACTIONS = [
  {
    label: "open the mobile menu",
    path: () => "/",
    act: (page) => page.getByRole("button", { name: /open menu/i }).click(),
  },
  {
    label: "choose a role (sign-up)",
    path: () => "/",
    act: async (page) => {
      const role = page.locator("form").first().getByLabel(/^role/i);
      await role.focus();
      await page.keyboard.press("ArrowDown");
    },
  },
  {
    label: "submit the empty sign-up form",
    path: () => "/",
    act: (page) => page.locator("form").first().locator('button[type="submit"]').click(),
  },
  {
    label: "choose a resume file",
    path: (jobSlug) => `/careers/job/${jobSlug}`,
    act: (page) =>
      page.locator("#resume").setInputFiles({
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"),
      }),
  },
];

/**
 * Whether the build in `clientDir` (a client build's output, with its `assets/`) marks <html> once React has
 * hydrated the page. A benchmark's baseline may predate the mark.
 * @param {string} clientDir
 */
export function marksHydration(clientDir) {
  const assets = join(clientDir, "assets");
  return readdirSync(assets).some(
    (file) => file.endsWith(".js") && readFileSync(join(assets, file), "utf8").includes(HYDRATED_MARK),
  );
}

/**
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {(page: import("@playwright/test").Page) => Promise<unknown>} act
 * @param {{ marked?: boolean }} [options] `marked` false: the build predates the hydration mark (`marksHydration`)
 * @returns {Promise<number>} the longest event duration of the interaction, in ms (0 when under 16 ms)
 */
export async function interactionLatency(browser, url, act, { marked = true } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  // Hydrated: React has run over the page (root marks <html>). A form whose code loads when the visitor reaches for
  // it (decision 037) is not waited for: the interaction includes that load, as a visitor's would. A build without
  // the mark is taken as hydrated once, the network quiet, the main thread first has time to spare: React hydrates
  // in tasks that leave it none.
  await (marked
    ? page.waitForFunction((mark) => globalThis.document.documentElement.hasAttribute(mark), HYDRATED_MARK)
    : page.evaluate(() => new Promise((resolve) => globalThis.requestIdleCallback(resolve))));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    const events = [];
    globalThis.__eventTimings = events;
    new globalThis.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) events.push(entry.duration);
    }).observe({ type: "event", durationThreshold: 16 });
  });
  await act(page);
  await page.waitForTimeout(1500);
  const durations = await page.evaluate(() => globalThis.__eventTimings);
  await context.close();
  return durations.length > 0 ? Math.max(...durations) : 0;
}
