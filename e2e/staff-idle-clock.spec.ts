/**
 * The desk's idle clock, which every open tab shares. What it checks does not depend on the window's width, so it
 * runs in one project, the phone's (playwright.config.ts). It waits out Auth's real limit on how often an address
 * is mailed a code, which the test API sets to a few seconds instead of hosted's minute (CODE_MAIL_INTERVAL_S).
 */
import { expect, test } from "./fixtures";
import { ANON_KEY } from "@tapsheet/local-supabase";

import { E2E_API_URL } from "./env.mjs";
import { apply, deskViewport, firstSignIn, inviteStaff, mailedCode } from "./staff";
import { totp } from "./totp";

const WARNING = { name: "Still there?" } as const;

test("two tabs share one idle clock: the tab in use keeps both signed in, both warn a minute before, and a half-typed note outlives the sign-out", async ({
  context,
  page,
  visitorAddress,
  consoleAllowList,
}) => {
  test.setTimeout(180_000);
  // The idle tab's sign-out finds the session already ended by the other (403), and the early code is refused (429).
  consoleAllowList.push(/status of 403/, /status of 429/);
  // Only the browser's clock moves (50 minutes in all); Auth's runs on. Started an hour back, the browser sees each
  // 20-minute access token as Auth issued it, rather than expired on arrival, which would have both tabs refresh
  // over each other on every request as no member's browser ever does.
  await context.clock.install({ time: Date.now() - 60 * 60_000 });
  await deskViewport(page);
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `idle.${tag}@tapsheet.example`;
  const applicant = `Idle Tabs ${tag}`;
  await inviteStaff(email);
  await apply(visitorAddress, applicant, `idle.${tag}@example.com`);
  const first = await firstSignIn(page, email);

  await page.getByLabel("Name or e-mail").fill(applicant);
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: applicant }).click();
  const note = `Half-typed: call back about the ${tag} offer`;
  await page.getByLabel("Note").fill(note);

  // A second tab of the desk, opened and then left alone.
  const idleTab = await context.newPage();
  await deskViewport(idleTab);
  await idleTab.goto("/staff/applications");
  await expect(idleTab.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible({
    timeout: 15_000,
  });

  await context.clock.fastForward("20:00");
  // Reading counts: scrolling in the tab in use. The browser hands a wheel to the page when it gets to it, after
  // the call returns: the clock moves on once the tab has written the time it saw.
  const sharedTime = () => page.evaluate(() => localStorage.getItem("tapsheet-staff-last-activity"));
  const before = await sharedTime();
  await page.mouse.wheel(0, 300);
  await expect.poll(sharedTime).not.toBe(before);
  await context.clock.fastForward("11:00");
  // The idle tab has seen nothing for 31 minutes; the clock they share saw activity 11 minutes ago. A sign-out
  // would take a request to Auth: give it time to happen before looking.
  await page.waitForTimeout(2_000);
  expect(await page.evaluate(() => localStorage.getItem("tapsheet-staff-session"))).not.toBeNull();
  await expect(idleTab.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
  await expect(page.getByLabel("Note")).toHaveValue(note);
  await expect(page.getByLabel("Work e-mail")).toBeHidden();
  await expect(idleTab.getByLabel("Work e-mail")).toBeHidden();

  // A minute before the limit, both tabs warn, with focus on the way to stay.
  await context.clock.fastForward("18:00");
  for (const tab of [page, idleTab]) {
    const warning = tab.getByRole("alertdialog", WARNING);
    await expect(warning).toBeVisible();
    await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  }

  await context.clock.fastForward("01:01");
  await expect(page.getByText(/signed out after 30 minutes without activity/)).toBeVisible();
  await expect(page.getByRole("alertdialog", WARNING)).toBeHidden();

  // Signing in again just after a code went out: the desk counts down to when a new one may be asked for. The code
  // is asked for here (again until Auth mails it, should the first sign-in's be newer than the interval), so the
  // interval has only just begun however long the steps above took.
  await expect(async () => {
    const asked = await fetch(`${E2E_API_URL}/auth/v1/otp`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email, create_user: false }),
    });
    expect(asked.status).toBe(200);
  }).toPass({ timeout: 20_000, intervals: [1_000] });
  const justSent = await mailedCode(email, first.mailCode);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("button", { name: /^Send code \(in \d+ s\)$/ })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new one in \d+ s/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code", exact: true })).toBeEnabled({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Send code", exact: true }).click();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email, justSent));
  await page.getByRole("button", { name: "Sign in" }).click();
  // Auth takes each time step's code once, and the codes of the steps either side of now: the next step's code is
  // one the first sign-in cannot have used, so nothing waits for the app to show a new one.
  await page.getByLabel("Code from your authenticator app").fill(totp(first.secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Continue" }).click();

  // Back on the same application, with the note as it was left; saving it clears what was kept.
  await expect(page.getByLabel("Note")).toHaveValue(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();
  await expect(page.getByLabel("Note")).toHaveValue("");
  await page.reload();
  await expect(page.getByText(`Note: ${note}`)).toBeVisible();
  await expect(page.getByLabel("Note")).toHaveValue("");
});
