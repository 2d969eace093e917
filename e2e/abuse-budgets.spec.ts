import { PRIVACY_NOTICE_VERSION } from "../src/content/legal";
import { SIGNUP_CONSENT_VERSION } from "../src/features/signup/signup-copy";
import { anonInsertAs, serviceSelect, jobsOfTheBuild } from "./backend";
import { expect, test } from "./fixtures";
import { minimalPdf } from "./pdf";

/*
 * The database's abuse budgets (decision 006) as a visitor meets them: this visitor's address has already used
 * its budget (a script posting straight to the API), so the form's attempt is answered 429. The form says so,
 * says when to try again, and keeps everything.
 */

test("the sign-up card says there were too many attempts and keeps the input", async ({
  page,
  visitorAddress,
  consoleAllowList,
}) => {
  // The browser logs the refused request itself.
  consoleAllowList.push(/status of 429/);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const spent = await anonInsertAs(visitorAddress, "signups", {
      name: "Script Kiddie",
      email: `script-${attempt}-${crypto.randomUUID()}@example.com`,
      company: "Bots Inc",
      role: "other",
      consent_form_version: SIGNUP_CONSENT_VERSION,
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(spent.status).toBe(201);
  }
  const email = `limited-${crypto.randomUUID()}@example.com`;

  await page.goto("/");
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^company/i).fill("Northwind Ventures");
  await form.getByLabel(/^role/i).selectOption("vc");
  await form.locator(`button[type="submit"]`).click();

  await expect(form.getByRole("alert")).toHaveText(
    /too many sign-up attempts from your connection\. Please try again in about 10 minutes/,
  );
  await expect(form.getByLabel(/^name/i)).toHaveValue("Ada Okafor");
  await expect(form.getByLabel(/^email/i)).toHaveValue(email);
  await expect(form.getByLabel(/^company/i)).toHaveValue("Northwind Ventures");
  await expect(form.getByLabel(/^role/i)).toHaveValue("vc");
  expect(await serviceSelect("signups", `select=id&email=eq.${encodeURIComponent(email)}`)).toEqual([]);
});

test("the application form says there were too many attempts and keeps the input and the file", async ({
  page,
  visitorAddress,
  consoleAllowList,
}) => {
  consoleAllowList.push(/status of 429/, /Application submission failed/);
  const [job] = await jobsOfTheBuild<{ id: string; slug: string }>("select=id,slug&limit=1");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = crypto.randomUUID();
    const spent = await anonInsertAs(visitorAddress, "candidates", {
      id,
      full_name: "Script Kiddie",
      email: "script@example.com",
      phone: "+1 555 0100",
      resume_url: `resumes/${id}/cv.pdf`,
      job_id: job?.id,
      consent_privacy: true,
    });
    expect(spent.status).toBe(201);
  }
  const email = `limited-${crypto.randomUUID()}@example.com`;

  await page.goto(`/careers/job/${job?.slug}`);
  const heading = page.getByRole("heading", { name: "Apply for this role" });
  await heading.scrollIntoViewIfNeeded();
  await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/phone/i).fill("+1 415 555 0134");
  await page.getByLabel(/resume/i).setInputFiles({
    name: "Grace CV.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Grace"),
  });
  await page.getByLabel(/privacy policy/i).check();
  await page.getByRole("button", { name: /submit/i }).click();

  await expect(page.getByRole("alert").filter({ hasText: "too many applications" })).toHaveText(
    /Please try again in about an hour; everything you entered, including your resume, is still here\./,
  );
  await expect(page.getByLabel(/full name/i)).toHaveValue("Grace Hopper-Ndlovu");
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);
  await expect(page.getByLabel(/phone/i)).toHaveValue("+1 415 555 0134");
  await expect(page.getByLabel(/privacy policy/i)).toBeChecked();
  expect(await page.getByLabel(/resume/i).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe(
    "Grace CV.pdf",
  );
  expect(await serviceSelect("candidates", `select=id&email=eq.${encodeURIComponent(email)}`)).toEqual([]);
});
