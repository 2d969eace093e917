import type { Locator, Page } from "@playwright/test";

import { anonSelect, serviceUpdate } from "./backend";
import { expect, test } from "./fixtures";

// A job or an article titles itself from the row it shows (decision 013): the prerendered HTML holds that one
// <title>, a change made after the build retitles the tab, and the next page's title takes its place. The tests
// that change the backend put it back afterwards: the other specs expect the seed as the build saw it.

/** The page shows the change within this long of its load: the check runs at the first idle moment, ≤ 2 s. */
const CHANGE_SHOWS_WITHIN_MS = 5_000;

const JOB_SLUG = "investor-relations-associate";

/** Every <title> element of `html`, as written. */
const titlesIn = (html: string) => html.match(/<title>[^<]*<\/title>/g) ?? [];

/**
 * Answers the page's fingerprint check with the fingerprints it was built with (a restored row has a new
 * updated_at), so it finds nothing changed and its data code stays away; records every script the page loads.
 */
async function openAsBuilt(page: Page, path: string) {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".js")) scripts.push(request.url());
  });
  await page.route("**/rest/v1/rpc/content_versions", async (route) => {
    const built = await page.evaluate(
      () => document.getElementById("build-snapshot-versions")?.textContent ?? "null",
    );
    await route.fulfill({ response: await route.fetch(), body: built });
  });
  const checked = page.waitForResponse("**/rest/v1/rpc/content_versions");
  await page.goto(path);
  await checked;
  return scripts;
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

  const scripts = await openAsBuilt(page, `/careers/job/${JOB_SLUG}`);
  await expect(page).toHaveTitle(title);
  await expect(page.locator("title")).toHaveCount(1);
  // The job's own code never ran: the title is the one the build wrote, and it gives way all the same.
  expect(scripts.filter((url) => /\/job-details-[^/]*\.js$/.test(url))).toEqual([]);
  await leaveForOurStory(page);
});

test("a prerendered article carries its one title without script, and the next page's title replaces it", async ({
  page,
}) => {
  const html = await (await page.request.get("/blog/spv-basics")).text();
  const title = "SPVs Explained for First-Time Angels - Tapsheet blog";
  expect(titlesIn(html)).toEqual([`<title>${title}</title>`]);
  expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("</head>"));

  const scripts = await openAsBuilt(page, "/blog/spv-basics");
  await expect(page).toHaveTitle(title);
  await expect(page.locator("title")).toHaveCount(1);
  expect(scripts.filter((url) => /\/blog-article-[^/]*\.js$/.test(url))).toEqual([]);
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
  await expect
    .poll(() =>
      link.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))),
    )
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
