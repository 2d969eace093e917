import type { Page } from "@playwright/test";

import { expect, seriousA11yViolations, test } from "./fixtures";

const PATH = "/roi-calculator";
const INPUT_IDS = [
  "roi-deals",
  "roi-days",
  "roi-closingCost",
  "roi-partnerHours",
  "roi-analystHours",
  "roi-rate",
  "roi-lost",
  "roi-lostSize",
  "roi-fund",
];

/** The figure under a result's label. */
const figure = (page: Page, label: string) =>
  page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

test("typing changes the estimate, the URL carries the inputs, and a fresh page at that URL shows the same", async ({
  page,
  browser,
}) => {
  await page.goto(PATH);
  const hours = figure(page, "Hours given back a year");
  await expect(hours).toHaveText("333");

  await page.getByLabel("Deals closed a year").fill("40");
  await page.getByLabel("Days from agreed terms to money wired").fill("30");
  await page.getByLabel("Allocations lost a year to a slow close").fill("3");
  await page.getByLabel("Average size of those allocations").fill("250k");
  await page.getByLabel("Fund size").fill("120m");
  // 40 deals × 37 hours × 75% = 1,110 hours.
  await expect(hours).toHaveText("1,110");
  await expect(figure(page, "Days saved on each close")).toHaveText("29");
  await expect(figure(page, "Allocations no longer lost")).toHaveText("$750,000");

  await expect(page).toHaveURL(/deals=40/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    deals: "40",
    days: "30",
    lost: "3",
    lostSize: "250000",
    fund: "120000000",
  });
  const summary = await page.locator("[aria-live=polite]", { hasText: "Tapsheet would give" }).textContent();

  // Another visitor opens the link: the prerendered page (starting values) hydrates, then the link's inputs win.
  const other = await browser.newPage();
  const errors: string[] = [];
  other.on("pageerror", (error) => errors.push(error.message));
  other.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await other.goto(url.toString());
  await expect(other.getByLabel("Deals closed a year")).toHaveValue("40");
  await expect(other.getByLabel("Fund size")).toHaveValue("120,000,000");
  await expect(figure(other, "Hours given back a year")).toHaveText("1,110");
  await expect(other.locator("[aria-live=polite]", { hasText: "Tapsheet would give" })).toHaveText(
    summary ?? "",
  );
  const form = other.locator("form").last();
  await expect(form.getByLabel(/^role/i)).toHaveValue("vc");
  await expect(form.getByLabel(/assets under management/i)).toHaveValue("$120M");
  expect(errors).toEqual([]);
  await other.close();
});

test("Back leaves the page instead of undoing keystrokes", async ({ page }) => {
  await page.goto("/product/vcs");
  await page.getByRole("link", { name: "Open the ROI calculator" }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  const deals = page.getByLabel("Deals closed a year");
  await deals.fill("1");
  await deals.pressSequentially("23");
  await expect(page).toHaveURL(/deals=123/);
  await page.goBack();
  await expect(page).toHaveURL(/\/product\/vcs$/);
});

test("a bad value is explained next to its field, and no NaN or negative saving appears", async ({
  page,
}) => {
  await page.goto(PATH);
  const deals = page.getByLabel("Deals closed a year");
  await deals.fill("-12");
  await expect(deals).toHaveAttribute("aria-invalid", "true");
  await expect(deals).toHaveAccessibleDescription(/Enter a whole number from 0 to 1,000\./);
  await expect(page.getByText(/need correcting/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}(\\?.*)?$`));
  expect(new URL(page.url()).searchParams.get("deals")).not.toBe("-12");
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).not.toMatch(/NaN|Infinity|-\$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a link with garbage in it opens the calculator with its starting values", async ({ page }) => {
  await page.goto(`${PATH}?deals=lots&days=-4&rate=1e99&fund=%3Cb%3E`);
  await expect(page.getByLabel("Deals closed a year")).toHaveValue("12");
  await expect(page.getByLabel("Days from agreed terms to money wired")).toHaveValue("21");
  await expect(page.getByLabel("Fund size")).toHaveValue("");
  await expect(figure(page, "Hours given back a year")).toHaveText("333");
});

test("on a 390 px screen, the keyboard alone reaches every input, then the sign-up form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  const visited: string[] = [];
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press("Tab");
    const id = await page.evaluate(() => document.activeElement?.id ?? "");
    visited.push(id);
    if (id === "name") break;
  }
  const order = `tab order: ${visited.join(" → ")}`;
  for (const id of INPUT_IDS) expect(visited, order).toContain(id);
  expect(visited.at(-1), order).toBe("name");

  // Typing with the keyboard changes the estimate, and the results stay within the screen's width.
  await page.locator("#roi-deals").focus();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("24");
  await expect(figure(page, "Hours given back a year")).toHaveText("666");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // 200 % zoom on a 1280 px window lays the page out in 640 CSS pixels: the results still fit.
  await page.setViewportSize({ width: 640, height: 400 });
  await expect(figure(page, "Hours given back a year")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640);
});

test("Copy link copies the address with the inputs, and shows it to copy by hand when refused", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(PATH);
  await page.getByLabel("Blended hourly cost").fill("300");
  await expect(page).toHaveURL(/rate=300/);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException("Denied", "NotAllowedError"));
  });
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText(/did not let us copy/)).toBeVisible();
  const field = page.getByRole("textbox", { name: "Link to these figures" });
  await expect(field).toHaveValue(page.url());
  await expect(field).toBeFocused();
});
