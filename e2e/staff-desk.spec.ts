import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { anonInsertAs, serviceDownload } from "./backend";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { SEED_JOB_ID, apply, inviteStaff, mailedCode } from "./staff";
import { totp } from "./totp";

const SEED_JOB_TITLE = "Senior Mobile Engineer (React Native)";
// A formula a spreadsheet would run; the database already refuses a web address in a name, so it points nowhere.
const FORMULA_NAME = '=HYPERLINK("#x","y")';
const CODE_SENT = "If this address belongs to a Tapsheet staff member, we've sent a 6-digit code.";

test.use({ viewport: { width: 390, height: 844 } });

/** Axe finds nothing serious, and nothing is wider than the 390 px screen. */
async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("public pages fetch none of the desk's code, and the desk is hidden from crawlers", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) scripts.push(response.url());
  });
  for (const path of ["/", "/about/careers", "/blog", "/roi-calculator"]) {
    await page.goto(path);
    await page
      .getByRole("button", { name: /open menu|menu/i })
      .first()
      .click();
    await page.keyboard.press("Escape");
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => /\/assets\/staff/.test(url))).toEqual([]);
  for (const url of scripts) {
    const source = await (await request.get(url)).text();
    expect(source, url).not.toContain("X-Supabase-Api-Version");
    expect(source, url).not.toContain("belongs to a Tapsheet staff member");
  }
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  // The desk's own pages do load that code, so the check above can fail.
  const deskScripts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".js")) deskScripts.push(response.url());
  });
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();
  // The desk has a frame of its own: nothing of the public site's header, footer or "Join the Beta".
  await expect(page).toHaveTitle(/ · Tapsheet desk$/);
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Join the Beta" })).toHaveCount(0);
  await expect(page.getByRole("main")).toHaveCount(1);
  const deskSources = await Promise.all(deskScripts.map(async (url) => (await request.get(url)).text()));
  expect(deskSources.some((source) => source.includes("X-Supabase-Api-Version"))).toBe(true);

  for (const path of [
    "/staff",
    "/staff/",
    "/staff/applications",
    `/staff/applications/${crypto.randomUUID()}`,
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /staff");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/staff");
});

test("a staff member signs in with a mailed code and an authenticator, works an application and a sign-up, reads it all in the audit log, and invites and removes a colleague", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const staffEmail = `desk.${tag}@tapsheet.example`;
  const applicant = `Grace Desk ${tag}`;
  await inviteStaff(staffEmail);
  const objectName = await apply(visitorAddress, applicant, `grace.${tag}@example.com`);
  const signup = await anonInsertAs(visitorAddress, "signups", {
    name: FORMULA_NAME,
    email: `formula.${tag}@example.com`,
    company: "Injection Ltd",
    role: "lp",
    source: "event",
    consent_form_version: "beta-signup-2026-11-25",
    privacy_notice_version: "privacy-2026-11-25",
  });
  expect(signup.status, await signup.text()).toBe(201);

  // Sign-in, step 1 and 2: the code from the local mailbox.
  await page.goto("/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("Work e-mail").fill(staffEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(CODE_SENT)).toBeVisible();
  // Submitted from the keyboard, as the other codes are clicked.
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(staffEmail));
  await page.keyboard.press("Enter");

  // Step 3: enrol an authenticator, whose code the test computes from the key shown as text.
  await expect(page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectAxeClean(page);
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();

  // The desk, at aal2.
  const desk = page.getByRole("navigation", { name: "Staff desk" });
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/applications$/);
  await expect(page).toHaveTitle("Applications · Tapsheet desk");
  await expect(desk.getByRole("link", { name: "Applications" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(staffEmail, { exact: true })).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.getByLabel("Name or e-mail").fill(applicant);
  await page.getByLabel("Job", { exact: true }).selectOption({ label: SEED_JOB_TITLE });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`job=${SEED_JOB_ID}`));
  await expectAxeClean(page);
  await page.getByRole("link", { name: applicant }).click();

  // The list has a Stage filter of its own: wait for the application before choosing its stage.
  await expect(page.getByRole("heading", { name: "Move along" })).toBeVisible();
  await expect(page.getByText(applicant, { exact: true })).toBeVisible();
  await page.getByLabel("Stage").selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByText("Stage saved.")).toBeVisible();
  // The desk offers to tell the applicant; this member does not, yet.
  await page.getByRole("button", { name: "Don't send" }).click();
  const note = `Strong portfolio; book the CTO (${tag})`;
  await page.getByRole("textbox", { name: "Note", exact: true }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();
  await expectAxeClean(page);

  await page.reload();
  await expect(page.getByText("Stage moved from New to Interview")).toBeVisible();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();
  await expect(page.getByLabel("Stage")).toHaveValue("interview");

  // The resume opens through a short-lived signed link in a new tab (a headless browser saves a PDF rather than
  // showing it, so the link and its answer are what is checked, then that it opens a tab).
  const open = page.getByRole("link", { name: "Open the resume in a new tab" });
  const signed = (await open.getAttribute("href")) ?? "";
  expect(signed).toMatch(/\/storage\/v1\/object\/sign\/resumes\//);
  expect(await open.getAttribute("target")).toBe("_blank");
  const answer = await page.request.get(signed);
  expect(answer.status()).toBe(200);
  expect((await answer.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const [resumeTab] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  await resumeTab.close();

  const [exported] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export" }).click(),
  ]);
  expect(await readFile((await exported.path()) ?? "", "utf8")).toContain(applicant);

  // Erase: the resume object goes, then the personal fields.
  await page.getByRole("button", { name: "Erase" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this application?" });
  await dialog.getByRole("button", { name: "Erase application" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Erased application")).toBeVisible();
  await expect(page.getByText("Application erased")).toBeVisible();
  expect(await serviceDownload("resumes", objectName)).toBeNull();

  // Sign-ups: the CSV export neutralises the formula-like name.
  await desk.getByRole("link", { name: "Sign-ups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign-ups" })).toBeVisible();
  await expectAxeClean(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  expect(csv).toContain('"\'=HYPERLINK(""#x"",""y"")"');
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);

  // The audit log names every look and change, newest first, by this member.
  await desk.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  // The application was erased, so every entry about it names it only as an erased application.
  const log = page.getByRole("table", { name: "Audit log, newest first" });
  const by = ` by ${staffEmail}`;
  const exportedSignups = new RegExp(`^Sign-ups exported${by.replaceAll(".", "\\.")}: \\d+ sign-ups?$`);
  const stageChanged = `An erased application moved from New to Interview${by}`;
  for (const words of [
    exportedSignups,
    `An application erased${by}`,
    `The resume of an erased application viewed${by}`,
    `An erased application exported${by}`,
    `Note added to an erased application${by}`,
    stageChanged,
    `An erased application opened${by}`,
  ]) {
    await expect(log.getByRole("cell", { name: words, exact: true }).first()).toBeVisible();
  }
  const sentences = await log.locator("tbody tr td:first-child").allTextContents();
  const exportedAt = sentences.findIndex((sentence) => exportedSignups.test(sentence));
  expect(exportedAt).toBeGreaterThanOrEqual(0);
  expect(exportedAt).toBeLessThan(sentences.indexOf(stageChanged));
  await expectAxeClean(page);

  // Team: an admin invites a member through the staff-admin function, then removes them.
  const colleague = `colleague.${tag}@tapsheet.example`;
  await desk.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await page.getByLabel("E-mail").fill(colleague);
  await page.getByLabel("Role", { exact: true }).selectOption({ label: "Hiring" });
  await page.getByRole("button", { name: "Invite" }).click();
  const member = page.getByRole("row").filter({ hasText: colleague });
  await expect(member.getByRole("cell", { name: "Hiring", exact: true })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: `Remove ${colleague}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove member" }).click();
  await expect(member).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByLabel("Work e-mail")).toBeVisible();
});
