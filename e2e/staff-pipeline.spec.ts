import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";

import { SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";
import type { Page } from "@playwright/test";

import { serviceInsert, serviceSelect } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { closeTestJobs, openTestJob } from "./staff";
import { totp } from "./totp";

// The phone projects are checked at 390 px, the desktop ones at their 1280 px.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.use.isMobile) await page.setViewportSize({ width: 390, height: 844 });
});

/** Axe finds nothing serious, and nothing is wider than the screen. */
async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test.afterAll(async () => {
  await closeTestJobs("pipeline");
});

/** An application for `job`, stored as staff would find it (no resume needed for the pipeline). */
async function application(job: string, fullName: string, extra: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  await serviceInsert("candidates", {
    id,
    full_name: fullName,
    email: `${id.slice(0, 8)}@example.com`,
    phone: "+1 555 0100",
    resume_url: `resumes/${id}/cv.pdf`,
    job_id: job,
    consent_privacy: true,
    ...extra,
  });
  return id;
}

async function stageOf(id: string): Promise<{ stage: string; rejection_reason: string | null }> {
  const [row] = await serviceSelect<{ stage: string; rejection_reason: string | null }>(
    "candidates",
    `select=stage,rejection_reason&id=eq.${id}`,
  );
  return row ?? { stage: "", rejection_reason: null };
}

/** The newest sign-in code the local mailbox holds for `email`. */
async function mailedCode(email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
    const messages = (await response.json()) as { to: string[]; text: string }[];
    code = messages
      .filter((message) => message.to.includes(email))
      .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
      .findLast(Boolean);
    expect(code).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code ?? "";
}

/** A new hiring member signed in with a mailed code and an authenticator, on the applications page. */
async function signIn(page: Page) {
  const email = `pipeline.${crypto.randomUUID().slice(0, 8)}@tapsheet.example`;
  await promisify(execFile)("node", ["scripts/staff.mjs", "invite", email, "--role", "hiring"], {
    env: { ...process.env, SUPABASE_URL: E2E_API_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
  });
  await page.goto("/staff");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email));
  await page.keyboard.press("Enter");
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
}

test("a card moves on the board by keyboard, the move is announced and focus follows the card", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const job = await openTestJob("pipeline", `Board ${tag}`);
  const id = await application(job, `Kim Board ${tag}`);
  await signIn(page);
  await page.goto(`/staff/applications?job=${job}&view=board`);
  const newColumn = page.getByRole("region", { name: /^New/ });
  await expect(newColumn.getByRole("link", { name: `Kim Board ${tag}` })).toBeVisible();
  await expect(page.locator('[data-stage-count="new"]')).toHaveText("1");
  await expectAxeClean(page);

  await newColumn.getByRole("button", { name: `Move Kim Board ${tag} to…` }).focus();
  await page.keyboard.press("Enter");
  // The menu opens on its first choice (Screening); Tab reaches Interview.
  await expect(page.getByRole("button", { name: "Screening" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Interview" })).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(
    page.getByRole("status").filter({ hasText: `Moved Kim Board ${tag} to Interview.` }),
  ).toBeVisible();
  const interview = page.getByRole("region", { name: /^Interview/ });
  await expect(interview.getByRole("button", { name: `Move Kim Board ${tag} to…` })).toBeFocused();
  await expect(page.locator('[data-stage-count="interview"]')).toHaveText("1");
  expect((await stageOf(id)).stage).toBe("interview");
  await expectAxeClean(page);
});

test("several applications are rejected at once with a reason from the list", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const job = await openTestJob("pipeline", `Bulk ${tag}`);
  const ids = [await application(job, `Ann Bulk ${tag}`), await application(job, `Bo Bulk ${tag}`)];
  await signIn(page);
  await page.goto(`/staff/applications?job=${job}`);
  await page.getByLabel("Select all 2 on this page").check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Reject 2 applications" }).click();
  await expect(page.getByRole("alert")).toHaveText("Choose a reason for rejecting first.");
  await page.getByLabel("Reason for rejecting").selectOption("Position filled");
  await page.getByRole("button", { name: "Reject 2 applications" }).click();
  await expect(page.getByText("Rejected 2 applications: Position filled.")).toBeVisible();
  for (const id of ids)
    expect(await stageOf(id)).toEqual({ stage: "rejected", rejection_reason: "role_filled" });
  await expect(page.getByText("0 selected")).toBeVisible();
});

test("the CSV export holds exactly the filtered rows, opens as UTF-8 with its accents, and its formulas are inert", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const job = await openTestJob("pipeline", `Export ${tag}`);
  await application(job, `Zoë Ångström ${tag}`, { created_at: "2026-11-20T09:05:00Z" });
  await application(job, `+Plus Formula ${tag}`);
  await application(job, `Left Out ${tag}`);
  await signIn(page);
  await page.goto(`/staff/applications?job=${job}`);
  await expect(page.getByRole("heading", { name: /^3 applications/ })).toBeVisible();
  // "r" is in Ångström and Formula but not in "Left Out" (nor in a hex tag or the addresses): the export follows
  // the search, not the whole job.
  await page.getByLabel("Name or e-mail").fill("r");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("heading", { name: /^2 applications/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  await expect(page.getByText("Exported 2 applications.")).toBeVisible();
  const bytes = await readFile((await download.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.includes(Buffer.from(`Zoë Ångström ${tag}`, "utf8"))).toBe(true);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
  const lines = text.trimEnd().split("\r\n");
  expect(lines[0]).toBe('"Applied","Name","E-mail","Position","Stage","Erased"');
  expect(lines).toHaveLength(3);
  expect(text).toContain(`"'+Plus Formula ${tag}"`);
  expect(text).not.toContain("Left Out");
  expect(text).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"/);
});

test("after Back the filter fields show the filters the list uses, and Clear filters clears them", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = crypto.randomUUID().slice(0, 8);
  const job = await openTestJob("pipeline", `Back ${tag}`);
  await application(job, `Lee Back ${tag}`);
  await signIn(page);
  await page.goto(`/staff/applications?job=${job}`);
  await page.getByLabel("Stage").selectOption("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/stage=new/);
  await page.getByLabel("Name or e-mail").fill("nobody at all");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByRole("heading", { name: "No applications match" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("link", { name: `Lee Back ${tag}` })).toBeVisible();
  await expect(page.getByLabel("Name or e-mail")).toHaveValue("");
  await expect(page.getByLabel("Stage")).toHaveValue("new");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByRole("link", { name: `Lee Back ${tag}` })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/staff\/applications$/);
  await expect(page.getByLabel("Stage")).toHaveValue("");
  await expect(page.getByLabel("Job", { exact: true })).toHaveValue("");
});

test.describe("in Honolulu", () => {
  test.use({ timezoneId: "Pacific/Honolulu" });

  test("a day filter finds the applications of that day where the viewer is", async ({ page }) => {
    test.setTimeout(90_000);
    const tag = crypto.randomUUID().slice(0, 8);
    const job = await openTestJob("pipeline", `Honolulu ${tag}`);
    // 22:00 on 26 Nov in Honolulu is 08:00 on 27 Nov in UTC; 01:00 on 27 Nov there is 11:00 UTC.
    await application(job, `Late Evening ${tag}`, { created_at: "2026-11-27T08:00:00Z" });
    await application(job, `Next Morning ${tag}`, { created_at: "2026-11-27T11:00:00Z" });
    await signIn(page);
    await page.goto(`/staff/applications?job=${job}`);
    await page.getByLabel("From").fill("2026-11-26");
    await page.getByLabel("To").fill("2026-11-26");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("link", { name: `Late Evening ${tag}` })).toBeVisible();
    await expect(page.getByText("2026-11-26 22:00")).toBeVisible();
    await expect(page.getByRole("link", { name: `Next Morning ${tag}` })).toBeHidden();

    await page.getByLabel("From").fill("2026-11-27");
    await page.getByLabel("To").fill("2026-11-26");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("alert")).toContainText("“From” (2026-11-27) is after “To” (2026-11-26)");
    await page.getByRole("link", { name: "Swap the dates" }).click();
    await expect(page.getByRole("link", { name: `Next Morning ${tag}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Late Evening ${tag}` })).toBeVisible();
    await expectAxeClean(page);
  });
});
