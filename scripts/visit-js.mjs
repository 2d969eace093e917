// What a visit really downloads: every JavaScript file the browser fetches while a page loads and settles without
// any interaction, measured in Chromium against the served build. Used by the benchmark.
import { gzipSync } from "node:zlib";

/** The per-visit budget counts what a visit fetches in its first 10 s without interaction. */
export const VISIT_MS = 10_000;

/**
 * Opens `url` in a fresh page, waits `settleMs` after the network has gone quiet (or exactly `forMs` from the
 * start when given, as the benchmark's "first 10 s"), and sums the JavaScript fetched: raw bytes and gzip -9.
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ forMs?: number, settleMs?: number }} [options]
 */
export async function visitJavaScript(browser, url, { forMs, settleMs = 1000 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  /** @type {Promise<Buffer | null>[]} */
  const bodies = [];
  const files = new Set();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith(".js") || files.has(pathname)) return;
    files.add(pathname);
    bodies.push(response.body().catch(() => null));
  });
  const started = Date.now();
  await page.goto(url);
  if (forMs === undefined) {
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(settleMs);
  } else {
    await page.waitForTimeout(Math.max(0, forMs - (Date.now() - started)));
  }
  let raw = 0;
  let gzip = 0;
  for (const body of await Promise.all(bodies)) {
    if (!body) continue;
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  return { raw, gzip, files: files.size };
}
