import type { Page } from "@playwright/test";

import { serviceDownload, serviceSelect, jobsOfTheBuild } from "./backend";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { ALL_SCRIPTS, holdScripts } from "./hold-scripts";
import { minimalPdf } from "./pdf";

interface Job {
  slug: string;
  title: string;
  department: string;
  location: string;
}

/** Scrolls to the application card, as a visitor does. */
async function scrollToApplication(page: Page) {
  const heading = page.getByRole("heading", { name: "Apply for this role" });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  await expect(page.getByLabel(/full name/i)).toBeVisible();
}

test("a job seeker finds a job and applies with a PDF resume", async ({ page }) => {
  const [job] = await jobsOfTheBuild<Job>(
    "select=slug,title,department,location&order=display_order.asc&limit=1",
  );
  if (!job) throw new Error("the seed has no active job");
  const email = `applicant-${Date.now()}-${test.info().project.name}@example.com`;

  await page.goto("/about/careers");
  const positions = page.locator("#open-positions");
  await expect(positions.getByRole("heading", { name: job.title })).toBeVisible();
  await positions
    .getByRole("link", { name: /apply now/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/careers/job/${job.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  await expect(page).toHaveTitle(`${job.title} - ${job.department} | Tapsheet`);
  await expect(page.getByRole("heading", { name: "About This Role" })).toBeVisible();
  await scrollToApplication(page);

  await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/phone/i).fill("+1 415 555 0134");
  await page.getByLabel(/linkedin/i).fill("https://www.linkedin.com/in/grace-example");
  await page.getByLabel(/resume/i).setInputFiles({
    name: "Grace CV (final).pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Grace"),
  });
  await page.getByLabel(/privacy policy/i).check();
  await page.getByRole("button", { name: /submit/i }).click();

  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await expect(page.getByText("Application submitted!", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(`Application sent: ${job.title} | Tapsheet`);
  await expect(page.locator("title")).toHaveCount(1);

  const rows = await serviceSelect<{
    resume_url: string;
    position_title: string;
    position_department: string;
  }>(
    "candidates",
    `select=resume_url,position_title,position_department&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ position_title: job.title, position_department: job.department });
  expect(rows[0]?.resume_url).toMatch(/^resumes\/[0-9a-f-]{36}\/Grace-CV-final\.pdf$/);
  const stored = await serviceDownload("resumes", rows[0]?.resume_url.replace(/^resumes\//, "") ?? "");
  expect(stored?.subarray(0, 5).toString()).toBe("%PDF-");
});

test("a non-PDF resume is refused before anything is sent", async ({ page }) => {
  const [job] = await jobsOfTheBuild<Job>("select=slug&limit=1");
  await page.goto(`/careers/job/${job?.slug}`);
  await scrollToApplication(page);
  await page.getByLabel(/resume/i).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is plain text pretending to be a PDF"),
  });
  await expect(page.getByText("Only PDF files are allowed")).toBeVisible();
});

test("what a job seeker enters before the form's code has arrived is kept, the chosen file included", async ({
  page,
}) => {
  // Hold back the form's own chunk, as a slow connection would; the page around it is live.
  const release = await holdScripts(page, (url) =>
    /\/assets\/application-form-[^/]*\.js$/.test(url.pathname),
  );
  const [job] = await jobsOfTheBuild<Job>("select=slug&limit=1");
  await page.goto(`/careers/job/${job?.slug}`);
  await scrollToApplication(page);
  await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
  await page.getByLabel(/resume/i).setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("this is plain text pretending to be a PDF"),
  });
  await page.getByLabel(/privacy policy/i).check();

  release();
  // The file chosen before the code ran is checked as soon as it has: this one is no PDF.
  await expect(page.getByText("Only PDF files are allowed")).toBeVisible();
  await expect(page.getByText("Selected: cv.pdf")).toBeVisible();
  await expect(page.getByLabel(/full name/i)).toHaveValue("Grace Hopper-Ndlovu");
  await expect(page.getByLabel(/privacy policy/i)).toBeChecked();

  // The form's state holds them too: only what is still missing is reported.
  await page.getByRole("button", { name: /submit/i }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Full name is required")).toHaveCount(0);
  await expect(page.getByText("You must agree to the privacy policy")).toHaveCount(0);
});

test("an application submitted before any script has arrived stays on the page, sends nothing, then lands once", async ({
  page,
}) => {
  const release = await holdScripts(page, ALL_SCRIPTS);
  const [job] = await jobsOfTheBuild<Job>("select=slug,title&limit=1");
  const email = `early-applicant-${Date.now()}-${test.info().project.name}@example.com`;
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  await page.goto(`/careers/job/${job?.slug}`, { waitUntil: "commit" });
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
  await page.getByLabel(/phone/i).press("Enter");

  await expect(page.getByText("The page is still loading. Your application will be sent")).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect(
    sent.filter(
      (line) => line.includes("Hopper") || line.includes(encodeURIComponent(email)) || line.includes(email),
    ),
  ).toEqual([]);

  release();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  const rows = await serviceSelect<{ resume_url: string; position_title: string }>(
    "candidates",
    `select=resume_url,position_title&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]?.position_title).toBe(job?.title);
  const stored = await serviceDownload("resumes", rows[0]?.resume_url.replace(/^resumes\//, "") ?? "");
  expect(stored?.subarray(0, 5).toString()).toBe("%PDF-");
});

test("on a 390 px screen, tabbing from the top of a job page reaches the application form before the footer", async ({
  page,
}) => {
  const [job] = await jobsOfTheBuild<Job>("select=slug&limit=1");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/job/${job?.slug}`);
  // Nobody scrolls: the form is in the document because the page is live, not because it came near the screen.
  await expect(page.locator("#fullName")).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const visited: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return {
        id: element?.id ?? "",
        inFooter: Boolean(element?.closest("footer")),
        text: element?.textContent ?? "",
      };
    });
    visited.push(focused.id || focused.text.trim().slice(0, 30));
    if (focused.id === "fullName" || focused.inFooter) {
      expect(focused.id, `tab order: ${visited.join(" → ")}`).toBe("fullName");
      return;
    }
  }
  throw new Error(`Neither the form nor the footer was reached: ${visited.join(" → ")}`);
});

test("moving to the 'Apply for this role' heading without scrolling finds the form's fields after it", async ({
  page,
}) => {
  const [job] = await jobsOfTheBuild<Job>("select=slug&limit=1");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/careers/job/${job?.slug}`);
  const heading = page.getByRole("heading", { name: "Apply for this role" });
  await expect(page.getByLabel(/full name/i)).toBeAttached();
  const order = await heading.evaluate((element) => {
    const following = (selector: string) => {
      const field = document.querySelector(selector);
      return (
        field !== null && Boolean(element.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    };
    return { fullName: following("#fullName"), resume: following("#resume"), scrollY: window.scrollY };
  });
  expect(order).toEqual({ fullName: true, resume: true, scrollY: 0 });
});

test("an unknown job slug shows 'Job Not Found' with a way back", async ({ page }) => {
  await page.goto("/careers/job/no-such-role");
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  await expect(page.getByText("The job position you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole("link", { name: /back to careers/i }).click();
  await expect(page).toHaveURL(/\/about\/careers$/);
});

test("careers and job pages have no serious accessibility violations", async ({ page }) => {
  const [job] = await jobsOfTheBuild<Job>("select=slug&limit=1");
  await page.goto("/about/careers");
  await expect(
    page
      .locator("#open-positions")
      .getByRole("link", { name: /apply now/i })
      .first(),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto(`/careers/job/${job?.slug}`);
  await scrollToApplication(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
