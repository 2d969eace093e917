import type { Page } from "@playwright/test";

/** Every bundle the site serves. */
export const ALL_SCRIPTS = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");

/**
 * Holds back the scripts `matches` picks, as a slow or stalled connection would, until the returned `release` is
 * called; the page meanwhile has only its prerendered HTML (and whatever scripts were let through).
 */
export async function holdScripts(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
