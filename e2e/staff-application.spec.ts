import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";
import type { Browser, Page } from "@playwright/test";

import { anonInsertAs } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { minimalPdf } from "./pdf";
import { totp } from "./totp";

/** The seed's open job (supabase/seed.sql). */
const SEED_JOB_ID = "6a0b1e5e-0000-4000-8000-000000000001";

async function inviteStaff(email: string, role: "admin" | "hiring") {
  await promisify(execFile)("node", ["scripts/staff.mjs", "invite", email, "--role", role], {
    env: { ...process.env, SUPABASE_URL: E2E_API_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
  });
}

async function mailedCode(email: string, after: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
    const messages = (await response.json()) as { to: string[]; text: string }[];
    code = messages
      .slice(after)
      .filter((message) => message.to.includes(email))
      .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
      .findLast(Boolean);
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? "";
}

async function mailCount(): Promise<number> {
  return ((await (await fetch(`${E2E_API_URL}/mailbox/messages`)).json()) as unknown[]).length;
}

/** An application with its resume, as the careers form sends it. */
async function apply(
  visitor: string,
  fullName: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const objectName = `${id}/cv.pdf`;
  const response = await anonInsertAs(visitor, "candidates", {
    id,
    full_name: fullName,
    email: `${fullName.toLowerCase().replaceAll(" ", ".")}@example.com`,
    phone: "+1 555 0100",
    resume_url: `resumes/${objectName}`,
    job_id: SEED_JOB_ID,
    consent_privacy: true,
    ...extra,
  });
  expect(response.status, await response.text()).toBe(201);
  const upload = await fetch(`${E2E_API_URL}/storage/v1/object/resumes/${objectName}`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/pdf",
      "X-Forwarded-For": visitor,
    },
    body: new Uint8Array(minimalPdf(fullName)),
  });
  expect(upload.status, await upload.text()).toBe(200);
  return id;
}

/** Signs `email` in (mailed code, then an authenticator enrolled on first use); returns the key for next time. */
async function signIn(page: Page, email: string, secret?: string): Promise<string> {
  await page.goto("/staff");
  const before = await mailCount();
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email, before));
  await page.keyboard.press("Enter");
  let key = secret;
  if (!key) {
    await expect(page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible();
    key = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  }
  await page.getByLabel("Code from your authenticator app").fill(totp(key));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  return key;
}

async function expectTidy(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("an application shows its resume beside the details, its texts with copy buttons, and moves by keyboard", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `viewer.${tag}@tapsheet.example`;
  await inviteStaff(email, "hiring");
  const older = `Ada Older ${tag}`;
  const newer = `Bea Newer ${tag}`;
  await apply(visitorAddress, older, {
    cover_letter: "Dear team,\n<b>not bold</b> https://evil.example/x",
    linkedin_url: "https://www.linkedin.com/in/ada-older",
  });
  await apply(visitorAddress, newer);

  await signIn(page, email);
  await page.getByLabel("Name or e-mail").fill(tag);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("link", { name: newer })).toBeVisible();

  // j/k move along the list; Enter opens the focused application with the list's filters kept.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: newer })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: older })).toBeFocused();
  await page.keyboard.press("k");
  await expect(page.getByRole("link", { name: newer })).toBeFocused();

  const resumeAnswer = page.waitForResponse((response) =>
    response.url().includes("/storage/v1/object/sign/resumes/"),
  );
  await page.keyboard.press("Enter");
  await expect(page.getByText(newer, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  // The preview frame loads the PDF through the short-lived link; Open and Download use the same link.
  const frame = page.frameLocator(`iframe[title="Resume of ${newer}"]`);
  expect(frame).toBeTruthy();
  const answer = await resumeAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  const iframeSrc = await page.locator(`iframe[title="Resume of ${newer}"]`).getAttribute("src");
  expect(iframeSrc).toContain("/storage/v1/object/sign/resumes/");
  await expect(page.getByRole("link", { name: "Open the resume in a new tab" })).toHaveAttribute(
    "href",
    iframeSrc ?? "",
  );
  const download = await page.getByRole("link", { name: "Download the resume" }).getAttribute("href");
  const downloaded = await fetch(download ?? "");
  expect(downloaded.headers.get("content-disposition")).toMatch(/^attachment/);
  await expectTidy(page);

  // j goes to the next application in the list, k back.
  await page.keyboard.press("j");
  await expect(page.getByText(older, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  // The applicant's words are text, never markup or a link, and can be copied.
  await expect(page.getByText("<b>not bold</b> https://evil.example/x")).toBeVisible();
  await expect(page.getByRole("link", { name: /evil\.example|linkedin/ })).toHaveCount(0);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy cover letter" }).click();
  await expect(page.getByText("Copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "Dear team,\n<b>not bold</b> https://evil.example/x",
  );
  await page.keyboard.press("k");
  await expect(page.getByText(newer, { exact: true })).toBeVisible();

  // s focuses the stage, n the note; typing there never fires a shortcut.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("s");
  await expect(page.getByLabel("Stage")).toBeFocused();
  await page.getByLabel("Stage").selectOption({ label: "Screening" });
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stage saved." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save stage" })).toBeFocused();
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("n");
  await expect(page.getByLabel("Note")).toBeFocused();
  await page.keyboard.type("just kidding");
  await expect(page.getByLabel("Note")).toHaveValue("just kidding");
  await expect(page.getByText(newer, { exact: true })).toBeVisible();

  // ? lists the shortcuts in a dialog, which Escape closes.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toBeVisible();
  await expectTidy(page);
  await page.keyboard.press("j");
  await expect(page.getByText(newer, { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // / goes back to the list, filters kept, with the search focused.
  await page.keyboard.press("/");
  await expect(page.getByLabel("Name or e-mail")).toBeFocused();
  await expect(page.getByLabel("Name or e-mail")).toHaveValue(tag);
});

async function deskAs(browser: Browser, email: string, secret?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page, secret: await signIn(page, email, secret) };
}

test("a stale stage save is refused with the colleague's name and time, and a reload keeps what was typed", async ({
  browser,
  visitorAddress,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const hank = `hank.${tag}@tapsheet.example`;
  const rita = `rita.${tag}@tapsheet.example`;
  await inviteStaff(hank, "hiring");
  await inviteStaff(rita, "hiring");
  const id = await apply(visitorAddress, `Cleo Contested ${tag}`);
  const viewport = testInfo.project.use.isMobile ? { width: 390, height: 844 } : undefined;

  const first = await deskAs(browser, hank);
  const second = await deskAs(browser, rita);
  if (viewport) {
    await first.page.setViewportSize(viewport);
    await second.page.setViewportSize(viewport);
  }
  for (const { page } of [first, second]) {
    await page.goto(`/staff/applications/${id}`);
    await expect(page.getByLabel("Stage")).toHaveValue("new");
  }

  await first.page.getByLabel("Stage").selectOption({ label: "Hired" });
  await first.page.getByRole("button", { name: "Save stage" }).click();
  await expect(first.page.getByRole("status").filter({ hasText: "Stage saved." })).toBeVisible();

  const { page } = second;
  await page.getByLabel("Stage").selectOption({ label: "Rejected" });
  await page.getByLabel(/reason for rejecting/i).selectOption({ label: "Skills do not match the role" });
  await page.getByRole("button", { name: "Save stage" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: hank });
  await expect(refusal).toContainText(
    new RegExp(
      `${hank.replaceAll(".", "\\.")} changed the stage to Hired at \\d\\d:\\d\\d\\. Reload to see it\\.`,
    ),
  );
  await expectTidy(page);

  await refusal.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByText(`Stage moved from New to Hired`)).toBeVisible();
  await expect(refusal).toBeHidden();
  await expect(page.getByLabel(/reason for rejecting/i)).toHaveValue("skills_mismatch");
  await expect(page.getByLabel("Stage")).toHaveValue("rejected");
  // Nothing was overwritten: the colleague's stage stands until this member saves again, on the new version.
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Stage saved." })).toBeVisible();
  await expect(page.getByText("Stage moved from Hired to Rejected")).toBeVisible();

  await first.context.close();
  await second.context.close();
});
