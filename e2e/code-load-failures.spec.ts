import type { Page } from "@playwright/test";

import { STILL_LOADING_MS } from "../src/config/code-loading";
import { serviceDownload, serviceSelect } from "./backend";
import { expect, test } from "./fixtures";
import { ALL_SCRIPTS } from "./hold-scripts";
import { minimalPdf } from "./pdf";

/*
 * A dropped request for code (a tunnel, a lift, a captive portal) never strands the visitor, whichever code it is:
 * the page's own (its bootstrap and everything that imports), a part's, a link's next page, or what a submission
 * needs (the data and upload clients). The code is retried, what they typed stays, a submission made meanwhile
 * lands exactly once, a link still leads to its page, and the page never turns into the error page. Code that does
 * not come at all is said to be missing within seconds, with a way to try again. Those tests run the page's clock
 * past the moment it should say so (STILL_LOADING_MS), rather than wait it out.
 */

const JOB_URL = "/careers/job/senior-mobile-engineer";
const ERROR_PAGE = "Unexpected Application Error!";

/** A chunk of the build by its name: `/assets/<name>-<hash>.js`. */
const chunk = (name: string) => (url: URL) =>
  new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(url.pathname);

/** Drops the first request for each script `matches` picks, as a flaky connection would; lets later ones through. */
async function dropEachOnce(page: Page, matches: (url: URL) => boolean) {
  const seen = new Set<string>();
  await page.route(matches, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (seen.has(pathname)) return route.continue();
    seen.add(pathname);
    await route.abort("connectionreset");
  });
  return () => seen.size;
}

/** Drops the first request for the chunk, as a flaky connection would; lets the later ones through. */
async function dropOnce(page: Page, matches: (url: URL) => boolean) {
  let dropped = 0;
  await page.route(matches, async (route) => {
    if (dropped++ === 0) await route.abort("connectionreset");
    else await route.continue();
  });
  return () => dropped;
}

/** Drops every request for the chunk until the returned function brings the network back. */
async function dropUntilBack(page: Page, matches: (url: URL) => boolean) {
  let down = true;
  await page.route(matches, async (route) => {
    if (down) await route.abort("internetdisconnected");
    else await route.continue();
  });
  return () => (down = false);
}

test.beforeEach(({ consoleAllowList }) => {
  // The browser reports each dropped request in the console.
  consoleAllowList.push(/Failed to load resource/, /net::ERR_/);
});

async function fillSignup(page: Page, email: string) {
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^company/i).fill("Northwind Capital");
  await form.getByLabel(/^role/i).selectOption("vc");
  return form;
}

async function signupRows(email: string) {
  return serviceSelect<{ email: string }>("signups", `select=email&email=eq.${encodeURIComponent(email)}`);
}

test("sign-up: one dropped request for the form's code, then typing and submitting, stores exactly one row", async ({
  page,
}) => {
  const drops = await dropOnce(page, chunk("signup-form"));
  const email = `dropped-once-${Date.now()}-${test.info().project.name}@example.com`;
  await page.goto("/product/vcs");
  const form = await fillSignup(page, email);
  await form.locator(`button[type="submit"]`).click();

  await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
  expect(drops()).toBeGreaterThan(1);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  expect(await signupRows(email)).toEqual([{ email }]);
});

test("sign-up: a form whose code does not come says so within 15 s, keeps the input, and sends once on Try again", async ({
  page,
}) => {
  const comeBack = await dropUntilBack(page, chunk("signup-form"));
  const email = `never-loads-${Date.now()}-${test.info().project.name}@example.com`;
  await page.clock.install();
  await page.goto("/product/vcs");
  const form = await fillSignup(page, email);
  await form.locator(`button[type="submit"]`).click();

  await page.clock.runFor(STILL_LOADING_MS);
  const notice = page.getByRole("status").filter({ hasText: "The sign-up form has not loaded" });
  await expect(notice).toBeVisible();
  await expect(form.getByText("what you submitted has NOT been sent")).toBeVisible();
  await expect(form.getByLabel(/^email/i)).toHaveValue(email);
  await expect(form.getByLabel(/^company/i)).toHaveValue("Northwind Capital");
  expect(await signupRows(email)).toEqual([]);

  comeBack();
  await notice.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  expect(await signupRows(email)).toEqual([{ email }]);
});

for (const part of ["job-details", "application-form"]) {
  test(`application: one dropped request for the ${part} code, then typing and submitting, stores exactly one application`, async ({
    page,
  }) => {
    const drops = await dropOnce(page, chunk(part));
    const email = `applicant-${part}-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto(JOB_URL);
    const heading = page.getByRole("heading", { name: "Apply for this role" });
    await heading.scrollIntoViewIfNeeded();

    await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
    await page.getByLabel(/^email/i).fill(email);
    await page.getByLabel(/phone/i).fill("+1 415 555 0134");
    await page.getByLabel(/resume/i).setInputFiles({
      name: "grace.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf("Grace"),
    });
    await page.getByLabel(/privacy policy/i).check();
    await page.getByRole("button", { name: /submit/i }).click();

    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    expect(drops()).toBeGreaterThan(1);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    const rows = await serviceSelect<{ email: string }>(
      "candidates",
      `select=email&email=eq.${encodeURIComponent(email)}`,
    );
    expect(rows).toEqual([{ email }]);
  });
}

test("menu: a dropped request for the menu's code is tried again, and the menu opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const drops = await dropOnce(page, chunk("mobile-nav-sheet"));
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(drops()).toBeGreaterThan(1);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
});

async function fillApplication(page: Page, email: string) {
  await page.getByRole("heading", { name: "Apply for this role" }).scrollIntoViewIfNeeded();
  await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/phone/i).fill("+1 415 555 0134");
  await page.getByLabel(/resume/i).setInputFiles({
    name: "grace.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Grace"),
  });
  await page.getByLabel(/privacy policy/i).check();
}

async function applicationRows(email: string) {
  return serviceSelect<{ email: string }>("candidates", `select=email&email=eq.${encodeURIComponent(email)}`);
}

test.describe("the page's own code", () => {
  test("every script's first request dropped: a sign-up typed and sent meanwhile is stored exactly once", async ({
    page,
  }) => {
    const dropped = await dropEachOnce(page, ALL_SCRIPTS);
    const email = `own-code-once-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto("/product/vcs", { waitUntil: "commit" });
    const form = await fillSignup(page, email);
    await form.locator(`button[type="submit"]`).click();

    await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(dropped()).toBeGreaterThan(3);
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(await signupRows(email)).toEqual([{ email }]);
  });

  test("every script's first request dropped: an application sent meanwhile is stored exactly once", async ({
    page,
  }) => {
    const dropped = await dropEachOnce(page, ALL_SCRIPTS);
    const email = `own-code-applicant-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto(JOB_URL, { waitUntil: "commit" });
    await fillApplication(page, email);
    await page.getByRole("button", { name: /submit/i }).click();

    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({
      timeout: 30_000,
    });
    expect(dropped()).toBeGreaterThan(3);
    expect(await applicationRows(email)).toEqual([{ email }]);
  });

  test("no script arrives: the form says within 15 s that nothing was sent, keeps the input, and sends once when the browser is back online", async ({
    page,
    context,
  }) => {
    const comeBack = await dropUntilBack(page, ALL_SCRIPTS);
    const email = `own-code-never-${Date.now()}-${test.info().project.name}@example.com`;
    await page.clock.install();
    await page.goto("/product/vcs", { waitUntil: "commit" });
    const form = await fillSignup(page, email);
    await form.locator(`button[type="submit"]`).click();

    await page.clock.runFor(STILL_LOADING_MS);
    const words = form.getByText("Not sent yet: this page's code has not arrived");
    await expect(words).toBeVisible();
    await expect(form.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(form.getByLabel(/^email/i)).toHaveValue(email);
    await expect(form.getByLabel(/^company/i)).toHaveValue("Northwind Capital");
    expect(await signupRows(email)).toEqual([]);

    comeBack();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
    await expect(words).toBeHidden();
    await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
    expect(await signupRows(email)).toEqual([{ email }]);
  });
});

test("a link whose page's code is dropped once takes the visitor to the new page, in place", async ({
  page,
}) => {
  const drops = await dropOnce(page, chunk("about-team"));
  await page.goto("/");
  // Gone if the browser loads a document: the page's code is retried without leaving this one.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await page.locator('footer a[href="/about/team"]').click();

  await expect(page).toHaveURL(/\/about\/team$/);
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/team/i);
  expect(drops()).toBeGreaterThan(1);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
});

test.describe("code needed only at submit, dropped once", () => {
  test("sign-up: one press stores one row, with no network message", async ({ page }) => {
    const email = `submit-code-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto("/product/vcs");
    // From here on, every script's first request is dropped: the form's code and the data client's.
    const dropped = await dropEachOnce(page, ALL_SCRIPTS);
    const form = await fillSignup(page, email);
    await form.locator(`button[type="submit"]`).click();

    await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(dropped()).toBeGreaterThan(1);
    await expect(page.getByText(/couldn't reach our servers/i)).toHaveCount(0);
    expect(await signupRows(email)).toEqual([{ email }]);
  });

  test("application: one press stores one application and its resume, with no network message", async ({
    page,
  }) => {
    const email = `submit-code-applicant-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto(JOB_URL);
    await fillApplication(page, email);
    // The upload client is asked for only once the application's row is stored.
    const dropped = await dropEachOnce(page, ALL_SCRIPTS);
    await page.getByRole("button", { name: /submit/i }).click();

    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({
      timeout: 20_000,
    });
    expect(dropped()).toBeGreaterThan(0);
    await expect(page.getByText(/couldn't reach our servers/i)).toHaveCount(0);
    const rows = await serviceSelect<{ email: string; resume_url: string }>(
      "candidates",
      `select=email,resume_url&email=eq.${encodeURIComponent(email)}`,
    );
    expect(rows.map((row) => row.email)).toEqual([email]);
    expect(
      await serviceDownload("resumes", rows[0]?.resume_url.replace(/^resumes\//, "") ?? ""),
    ).not.toBeNull();
  });
});

test("a link whose page's code does not come in place goes to the new page's address", async ({ page }) => {
  const comeBack = await dropUntilBack(page, chunk("about-team"));
  await page.clock.install();
  await page.goto("/");
  await page.locator('footer a[href="/about/team"]').click();
  await page.clock.runFor(STILL_LOADING_MS);

  // A full navigation: the new page's own HTML, whose code is retried as on any first visit.
  await expect(page).toHaveURL(/\/about\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/team/i);
  await expect(page.getByText(ERROR_PAGE)).toHaveCount(0);
  comeBack();
});
