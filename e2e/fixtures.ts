import { test as base, expect, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page and returns the serious and critical violations, readable in a failure. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol rather than added as an inline <script>, which the site's
  // Content-Security-Policy rightly refuses.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    // Colours still on their way (a link that has just become the current one fades in its background) are not
    // what the visitor reads: axe measures contrast once every transition has ended.
    // (A spinner's endless animation is left alone.)
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Every test fails on a console error or an uncaught page error, unless it pushes a pattern for the message it
 * expects onto `consoleAllowList`.
 */
/**
 * Prerendered pages show their content before React has hydrated them, and a click that lands before then
 * does nothing (as for a real visitor on a slow phone). Tests wait for hydration after every load.
 */
async function waitForHydration(page: Page) {
  // The app marks <html> once React has hydrated it (src/lib/use-hydrating.ts).
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * An address of this test's own, so that each test is a visitor of its own: the run's number (playwright.config.ts),
 * the worker's index and a count of the tests that worker has run, never drawn at random per test, so two tests
 * running side by side never share an abuse budget, and a second run against the same API rarely meets the first.
 */
const RUN = Number(process.env.E2E_VISITOR_RUN ?? 0) % 256;
let visitorsInThisWorker = 0;
function visitorAddress(workerIndex: number): string {
  const n = visitorsInThisWorker++;
  return `203.${RUN}.${(workerIndex * 4 + (n >> 8)) % 256}.${n % 256}`;
}

interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  page: string;
}

export const test = base.extend<{
  consoleAllowList: RegExp[];
  consoleGuard: void;
  cspGuard: void;
  visitorAddress: string;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here
  visitorAddress: async ({}, use, testInfo) => {
    await use(visitorAddress(testInfo.workerIndex));
  },
  // The end-to-end API trusts X-Forwarded-For (TRUST_PROXY=1, as behind a load balancer), so the database's abuse
  // budgets count each test as one visitor (`visitorAddress`) instead of the whole suite as one client.
  extraHTTPHeaders: async ({ extraHTTPHeaders, visitorAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      // `waitUntil: "commit"` is how a test says the page's scripts are deliberately held back.
      if (args[1]?.waitUntil !== "commit") await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructuring pattern here
  consoleAllowList: async ({}, use) => {
    await use([]);
  },
  // Every test fails on any Content-Security-Policy violation in any page of its browser context, reported by the
  // browser's own `securitypolicyviolation` event (decision 009).
  cspGuard: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding("__reportCspViolation", (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportCspViolation: (v: CspViolation) => void })
            .__reportCspViolation;
          report({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sample: event.sample,
            page: location.pathname,
          });
        });
      });
      await use();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, consoleAllowList }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use();
      const unexpected = errors.filter((text) => !consoleAllowList.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
