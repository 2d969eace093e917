import type { Page } from "@playwright/test";

import { anonSelect, serviceSelect } from "./backend";
import { expect, test } from "./fixtures";
import { minimalPdf } from "./pdf";
import { closeTestJobs, deskViewport, firstSignIn, inviteStaff, localTimeAhead, removeStaff } from "./staff";

/**
 * A hiring member writes a job with pay in the desk, opens it, and it is on the careers page at once. While a
 * visitor fills in its form, they set its closing time a few seconds ahead, and after that time the database refuses
 * the application: the job's form says the position has closed and keeps what was typed. The job is named for this spec and project and listed
 * after the seed's (the specs beside this one read those), and closed when the spec ends.
 */

const SPEC = "staff-jobs";
const tag = crypto.randomUUID().slice(0, 8);
const members: string[] = [];

test.afterAll(async () => {
  await closeTestJobs(SPEC);
  for (const email of members) await removeStaff(email);
});

/** A new hiring member, signed in with a new authenticator; the desk offers them Applications and Jobs. */
async function signInAsHiring(page: Page) {
  const email = `hiring.${tag}.${test.info().project.name}@tapsheet.example`;
  members.push(email);
  await inviteStaff(email, "hiring");
  await deskViewport(page);
  await firstSignIn(page, email);
  const nav = page.getByRole("navigation", { name: "Staff desk" });
  await expect(nav.getByRole("link")).toHaveText(["Applications", "Jobs"]);
  await nav.getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
}

test("a hiring member opens a job with pay, it is on the careers page at once, and after its closing time the database takes no application", async ({
  page,
  consoleAllowList,
}) => {
  test.setTimeout(180_000);
  // The refusal this test expects: the browser logs the 410, and the form its failed submission.
  consoleAllowList.push(/status of 410/, /Application submission failed \{code: PT410/);
  await signInAsHiring(page);
  const project = test.info().project.name;
  const slug = `${SPEC}-${project}-${tag}`;
  const title = `Desk Engineer ${tag} ${project}`;

  await page.getByRole("link", { name: "New job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New job" })).toBeVisible();
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Department").fill("Engineering");
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Build the desk our staff publish from.");
  await page.getByLabel("City").fill("New York");
  await page.getByLabel("Region or state").fill("NY");
  await page.getByLabel("Country", { exact: true }).selectOption("US");
  await page.getByLabel("Minimum").fill("120000");
  await page.getByLabel("Maximum (for a range)").fill("150000");
  await page.getByLabel("Currency").fill("usd");
  await page.getByLabel("Per").selectOption("YEAR");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
  await expect(page.getByText("Not on the site")).toBeVisible();

  await page.getByRole("button", { name: "Open now" }).click();
  await expect(page.getByRole("status")).toHaveText("Opened: the job is on the careers page now.");
  const [stored] = await serviceSelect<{
    id: string;
    status: string;
    pay_min: number;
    pay_max: number;
    pay_currency: string;
    pay_unit: string;
    display_order: number;
  }>("jobs", `slug=eq.${slug}&select=id,status,pay_min,pay_max,pay_currency,pay_unit,display_order`);
  expect(stored).toMatchObject({
    status: "open",
    pay_min: 120000,
    pay_max: 150000,
    pay_currency: "USD",
    pay_unit: "YEAR",
  });
  if (!stored) throw new Error("the job was not stored");
  // The public key reads it now, without a build.
  expect(await anonSelect("jobs", `slug=eq.${slug}&select=slug`)).toHaveLength(1);

  // The careers list reads the database: the new job is there without a build.
  const desk = page.url();
  await page.goto("/about/careers");
  const positions = page.locator("#open-positions");
  await positions.scrollIntoViewIfNeeded();
  const showLatest = page.getByRole("button", { name: "Show the latest" });
  const listed = positions.getByRole("heading", { name: title });
  await expect(listed.or(showLatest)).toBeVisible({ timeout: 20_000 });
  if (await showLatest.isVisible()) await showLatest.click();
  await expect(listed).toBeVisible();

  // A visitor, in a tab of their own, opens the job while it is open and fills in the form.
  await page.goto(desk);
  await expect(page.getByRole("heading", { level: 1, name: "Edit job" })).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto(`/careers/job/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.getByRole("heading", { name: "Apply for this role" }).scrollIntoViewIfNeeded();
  await visitor.getByLabel(/full name/i).fill("Ada Okafor-Lindqvist");
  await visitor.getByLabel(/^email/i).fill(`late-${tag}-${project}@example.com`);
  await visitor.getByLabel(/phone/i).fill("+1 415 555 0177");
  await visitor.getByLabel(/resume/i).setInputFiles({
    name: "Ada CV.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Ada"),
  });
  await visitor.getByLabel(/privacy policy/i).check();

  // Meanwhile, in the desk, the job is set to close a few seconds from now.
  const closesAt = await localTimeAhead(page, 12);
  await page.getByLabel("Closes at (optional)").fill(closesAt);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const [saved] = await serviceSelect<{ closes_at: string }>("jobs", `slug=eq.${slug}&select=closes_at`);
  const closesAtMs = Date.parse(saved?.closes_at ?? "");
  expect(closesAtMs - Date.now()).toBeGreaterThan(0);

  // The closing time passes; nothing and nobody acts (no build, no clock needed).
  const wait = closesAtMs - Date.now() + 1_000;
  if (wait > 0) await visitor.waitForTimeout(wait);
  await visitor.getByRole("button", { name: /submit/i }).click();

  await expect(visitor.getByRole("alert").filter({ hasText: "This position has closed" })).toBeVisible();
  await expect(visitor.getByLabel(/full name/i)).toHaveValue("Ada Okafor-Lindqvist");
  await expect(visitor.getByLabel(/phone/i)).toHaveValue("+1 415 555 0177");
  expect(await serviceSelect("candidates", `job_id=eq.${stored.id}&select=id`)).toEqual([]);
});
