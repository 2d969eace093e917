import { STATIC_PATHS } from "../src/config/static-paths";
import { expect, seriousA11yViolations, test } from "./fixtures";

/** What each static route's title must mention, besides the product name. */
const TITLE_MENTIONS: Record<(typeof STATIC_PATHS)[number], RegExp> = {
  "/": /mobile-first venture capital/i,
  "/product/vcs": /VCs/,
  "/product/founders": /Founders/,
  "/product/lps": /LPs|Limited Partners/,
  "/product/syndicates": /Syndicate/,
  "/roi-calculator": /ROI Calculator/,
  "/use-cases/deal-rooms": /Mobile Deal Rooms/,
  "/use-cases/commitments": /Commitment/,
  "/use-cases/execution": /Execution/,
  "/use-cases/collaboration": /Collaboration/,
  "/use-cases/cap-table": /Cap Table/,
  "/about/our-story": /Our Story/,
  "/about/team": /Team & Advisors/,
  "/about/careers": /Careers/,
  "/resources/how-it-works": /How It Works/,
  "/resources/case-studies": /Case Studies/,
  "/resources/customer-stories": /^Customer Stories - Testimonials from Industry Leaders/,
  "/blog": /Blog/,
  "/privacy": /Privacy Notice/,
  "/cookies": /Cookie Notice/,
  "/cookie-settings": /Cookie Settings/,
};

for (const path of STATIC_PATHS) {
  test(`${path} is prerendered, renders its heading and title, and passes axe`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<title>[^<]*Tapsheet[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{30,}"/);
    expect(html).toMatch(/<h1[\s>]/);

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(TITLE_MENTIONS[path]);
    await expect(page).toHaveTitle(/Tapsheet/);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    const viewportWidth = page.viewportSize()?.width ?? 0;
    expect(scrollWidth, "no horizontal scrolling").toBeLessThanOrEqual(viewportWidth);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test("desktop and mobile navigation reach every page", async ({ page, isMobile }) => {
  // One visit per page: the test's time grows with the site, beyond the default per-test limit.
  test.setTimeout(STATIC_PATHS.length * 5_000);
  const navigable = STATIC_PATHS.filter(
    (path) => !["/", "/privacy", "/cookies", "/cookie-settings"].includes(path),
  );
  await page.goto("/");
  for (const path of navigable) {
    if (isMobile) {
      await page.getByRole("button", { name: /open menu/i }).click();
      await page.getByRole("dialog").locator(`a[href="${path}"]`).click();
      await expect(page.getByRole("dialog")).toBeHidden();
    } else {
      const nav = page.getByRole("navigation", { name: /main/i });
      const link = nav.locator(`a[href="${path}"]`);
      if (!(await link.isVisible())) {
        // The link sits in a group's panel, which its button names (aria-controls): open that group.
        const panel = await link.evaluate((anchor) => anchor.closest("[id]")?.id ?? "");
        await nav.locator(`button[aria-controls="${panel}"]`).click();
      }
      await link.click();
    }
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  }
  for (const path of ["/privacy", "/cookies", "/cookie-settings"]) {
    await page.getByRole("contentinfo").locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test("client-side navigation moves focus to the new page's heading", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").locator('a[href="/privacy"]').click();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
});

test("a skip link reaches the main content", async ({ page }) => {
  await page.goto("/about/our-story");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: /skip to main content/i });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
});

test("an unknown path shows the 404 page with a way home", async ({ page, consoleAllowList }) => {
  consoleAllowList.push(/404/);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The SPA fallback's own title gives way to the page's: one title, the 404 page's.
  await expect(page).toHaveTitle("Page not found | Tapsheet");
  await expect(page.locator("title")).toHaveCount(1);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a page's code is on its way while the visitor points at its link, before the click", async ({
  page,
}) => {
  await page.goto("/");
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.getByRole("contentinfo").locator('a[href="/about/our-story"]').hover();
  await expect
    .poll(() => fetched.some((path) => /^\/assets\/about-our-story-[\w-]{8}\.js$/.test(path)))
    .toBe(true);
});
