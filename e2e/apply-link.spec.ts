/**
 * "Apply for this role" under a job's title, on a 390 px phone, where the application form starts several screens
 * further down: in the first screen, and following it puts the visitor in the form's first field, whatever code the
 * page has by then.
 */
import type { Page } from "@playwright/test";

import { jobsOfTheBuild } from "./backend";
import { expect, test } from "./fixtures";
import { ALL_SCRIPTS, holdScripts } from "./hold-scripts";

const PHONE = { width: 390, height: 844 };
const FORM_CODE = (url: URL) => /\/assets\/application-form-[^/]*\.js$/.test(url.pathname);
const DETAILS_CODE = (url: URL) => /\/assets\/job-details-[^/]*\.js$/.test(url.pathname);

/** Opens the first job on a phone; `scriptsHeld` when the test holds the page's scripts back. */
async function openJobOnPhone(page: Page, { scriptsHeld = false } = {}) {
  const [job] = await jobsOfTheBuild<{ slug: string; title: string }>(
    "select=slug,title&order=display_order.asc&limit=1",
  );
  if (!job) throw new Error("the seed has no active job");
  await page.setViewportSize(PHONE);
  await page.goto(`/careers/job/${job.slug}`, scriptsHeld ? { waitUntil: "commit" } : undefined);
  const title = page.getByRole("heading", { level: 1, name: job.title });
  const link = page.getByRole("link", { name: "Apply for this role" });
  const field = page.getByLabel(/full name/i);
  await expect(link).toBeVisible();
  return { title, link, field };
}

/** The link is in the first screen, right under the title, while the form's first field is screens away. */
async function expectLinkInFirstScreen(
  page: Page,
  { title, link, field }: Awaited<ReturnType<typeof openJobOnPhone>>,
) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(link).toBeInViewport({ ratio: 1 });
  await expect(field).not.toBeInViewport();
  const [titleBox, linkBox] = [await title.boundingBox(), await link.boundingBox()];
  expect(linkBox!.y).toBeGreaterThan(titleBox!.y + titleBox!.height);
}

test("on a 390 px phone, 'Apply for this role' is in the first screen and puts focus in the form's first field", async ({
  page,
}) => {
  const opened = await openJobOnPhone(page);
  await expectLinkInFirstScreen(page, opened);

  await opened.link.click();
  await expect(opened.field).toBeFocused();
  await expect(opened.field).toBeInViewport({ ratio: 1 });
  // Handled in place: no new history entry, and the job stays on the page.
  expect(new URL(page.url()).hash).toBe("");
  await expect(opened.title).toBeVisible();
  await page.keyboard.type("Grace Hopper-Ndlovu");
  await expect(opened.field).toHaveValue("Grace Hopper-Ndlovu");
});

test("the link works from the keyboard before the job's details have their code", async ({ page }) => {
  const release = await holdScripts(page, DETAILS_CODE);
  const opened = await openJobOnPhone(page);
  await opened.link.focus();
  await page.keyboard.press("Enter");
  await expect(opened.field).toBeFocused();
  await expect(opened.field).toBeInViewport({ ratio: 1 });
  // The prerendered job was not swapped for its loading skeleton.
  await expect(opened.title).toBeVisible();
  release();
  // The details (then the form) hydrate around the field without taking its focus.
  await page.waitForFunction(() => document.querySelector("h1")?.closest("[data-code-arrived]") != null);
  await expect(opened.field).toBeFocused();
});

test("as plain HTML, before any script has arrived, the link still lands in the form's first field", async ({
  page,
}) => {
  const release = await holdScripts(page, ALL_SCRIPTS);
  const opened = await openJobOnPhone(page, { scriptsHeld: true });
  await expectLinkInFirstScreen(page, opened);
  await opened.link.click();
  await expect(opened.field).toBeFocused();
  await expect(opened.field).toBeInViewport();
  release();
});

test("when the form's code request is aborted, the link still lands in the form's first field", async ({
  page,
  consoleAllowList,
}) => {
  consoleAllowList.push(/Failed to load resource/, /application-form/);
  let aborted = 0;
  await page.route(FORM_CODE, async (route) => {
    if (aborted > 0) return route.continue();
    aborted += 1;
    await route.abort("connectionreset");
  });
  const form = page.locator("form").filter({ has: page.getByLabel(/full name/i) });
  const opened = await openJobOnPhone(page);
  await expectLinkInFirstScreen(page, opened);

  await opened.link.click();
  // Focusing the field asks for the form's code, which fails: the prerendered form stays, the field in focus.
  await expect(opened.field).toBeFocused();
  await expect(opened.field).toBeInViewport({ ratio: 1 });
  await expect.poll(() => aborted).toBe(1);
  await page.keyboard.type("Grace Hopper-Ndlovu");
  await expect(opened.title).toBeVisible();

  // The code is fetched again, and the form comes alive around the field, keeping its focus and what was typed.
  // A held form is marked ready once its code has hydrated it (src/lib/early-submit.ts).
  await expect(form).toHaveAttribute("data-ready", "");
  await expect(opened.field).toBeFocused();
  await page.getByRole("button", { name: /submit/i }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await expect(opened.field).toHaveValue("Grace Hopper-Ndlovu");
});
