import type { Locator, Page } from "@playwright/test";

import { anonSelect, serviceUpdate } from "./backend";
import { expect, test } from "./fixtures";
import { holdScripts } from "./hold-scripts";

// A job or an article titles itself from the row it shows (decision 013): the prerendered HTML holds that one
// <title>, a change made after the build retitles the tab, and the next page's title takes its place. The tests
// that change the backend put it back afterwards: the other specs expect the seed as the build saw it.

/** The page shows the change within this long of its load: the check runs at the first idle moment, ≤ 2 s. */
const CHANGE_SHOWS_WITHIN_MS = 5_000;

const JOB_SLUG = "investor-relations-associate";

/** Every <title> element of `html`, as written. */
const titlesIn = (html: string) => html.match(/<title>[^<]*<\/title>/g) ?? [];

/** Opens `path` with its data part's code (the chunk `chunk` names) held back for good: it never runs. */
async function openWithoutItsDataCode(page: Page, path: string, chunk: string) {
  await holdScripts(page, (url) => new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`).test(url.pathname));
  await page.goto(path);
}

async function leaveForOurStory(page: Page) {
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Our Story" }).click();
  await expect(page).toHaveTitle("Our Story | Tapsheet");
  await expect(page.locator("title")).toHaveCount(1);
}

test("a prerendered job page carries its one title without script, and the next page's title replaces it", async ({
  page,
}) => {
  const html = await (await page.request.get(`/careers/job/${JOB_SLUG}`)).text();
  const title = "Investor Relations Associate - Investor Relations | Tapsheet";
  expect(titlesIn(html)).toEqual([`<title>${title}</title>`]);
  expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));

  await openWithoutItsDataCode(page, `/careers/job/${JOB_SLUG}`, "job-details");
  await expect(page).toHaveTitle(title);
  await expect(page.locator("title")).toHaveCount(1);
  // The job's own code never ran: the title is the one the build wrote, and it gives way all the same.
  await leaveForOurStory(page);
});

test("a prerendered article carries its one title without script, and the next page's title replaces it", async ({
  page,
}) => {
  const html = await (await page.request.get("/blog/spv-basics")).text();
  const title = "SPVs Explained for First-Time Angels - Tapsheet blog";
  expect(titlesIn(html)).toEqual([`<title>${title}</title>`]);
  expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));

  await openWithoutItsDataCode(page, "/blog/spv-basics", "blog-article");
  await expect(page).toHaveTitle(title);
  await expect(page.locator("title")).toHaveCount(1);
  await leaveForOurStory(page);
});

test("a job retitled after the build retitles the tab, in its one <title>", async ({ page }) => {
  const retitled = "Investor Relations Lead";
  const [original] = await serviceUpdate<{ title: string; department: string }>(
    "jobs",
    `slug=eq.${JOB_SLUG}`,
    { title: retitled },
  );
  try {
    // The page as built still carries the old title (the check may replace it before a test could look).
    const html = await (await page.request.get(`/careers/job/${JOB_SLUG}`)).text();
    expect(titlesIn(html)).toEqual([
      `<title>${original?.title} - ${original?.department} | Tapsheet</title>`,
    ]);

    await page.goto(`/careers/job/${JOB_SLUG}`);
    await expect(page.getByRole("heading", { level: 1, name: retitled })).toBeVisible({
      timeout: CHANGE_SHOWS_WITHIN_MS,
    });
    await expect(page).toHaveTitle(`${retitled} - ${original?.department} | Tapsheet`);
    await expect(page.locator("title")).toHaveCount(1);
    await leaveForOurStory(page);
  } finally {
    await serviceUpdate("jobs", `slug=eq.${JOB_SLUG}`, { title: original?.title });
  }
});

/**
 * Follows a link in a list whose code waits for the visitor (decision 024): pointing at it brings that code, and
 * once the link is React's the click is a client-side navigation (before then the browser loads the page anew).
 */
async function followInApp(link: Locator) {
  await link.hover();
  // The list marks itself once its code has rendered it (src/components/lazy-part.tsx).
  await expect
    .poll(() => link.evaluate((element) => element.closest("[data-code-arrived]") !== null))
    .toBe(true);
  await link.click();
}

test("after a client-side navigation to a job or an article, the tab and the route announcer name it", async ({
  page,
}) => {
  const announcer = page.locator('div[aria-live="polite"][aria-atomic="true"]');
  const [job] = await anonSelect<{ slug: string; title: string; department: string }>(
    "jobs",
    "select=slug,title,department&order=display_order.asc&limit=1",
  );
  await page.goto("/about/careers");
  await followInApp(
    page
      .locator("#open-positions")
      .getByRole("link", { name: /apply now/i })
      .first(),
  );
  await expect(page).toHaveURL(new RegExp(`/careers/job/${job?.slug}$`));
  // Announced once the job has arrived, with its title rather than the loading one.
  await expect(announcer).toHaveText(`${job?.title} - ${job?.department} | Tapsheet`);
  await expect(page).toHaveTitle(`${job?.title} - ${job?.department} | Tapsheet`);
  await expect(page.locator("title")).toHaveCount(1);

  await page.goto("/blog");
  await followInApp(page.getByRole("link", { name: /SPVs Explained for First-Time Angels/ }).first());
  await expect(page).toHaveURL(/\/blog\/spv-basics$/);
  await expect(announcer).toHaveText("SPVs Explained for First-Time Angels - Tapsheet blog");
  await expect(page).toHaveTitle("SPVs Explained for First-Time Angels - Tapsheet blog");
  await expect(page.locator("title")).toHaveCount(1);
});
