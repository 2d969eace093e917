import type { Page } from "@playwright/test";

import { expect, seriousA11yViolations, test } from "./fixtures";
import { apply, deskViewport, inviteStaff, mailedCode } from "./staff";
import { totp } from "./totp";

/** Axe finds nothing serious, and the page is no wider than the screen (390 px on a phone). */
async function expectTidy(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
  // The screen's width: on a phone the window itself widens to fit what sticks out, and the browser zooms out.
  const screenWidth = page.viewportSize()?.width ?? 0;
  const { scrollWidth, wider } = await page.evaluate(
    (width) => ({
      scrollWidth: document.documentElement.scrollWidth,
      // What sticks out (the innermost elements), for a failure that says where to look.
      wider: [...document.body.querySelectorAll("*")]
        .filter((element) => element.getBoundingClientRect().right > width)
        .filter(
          (element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width),
        )
        .slice(0, 5)
        .map(
          (element) =>
            `${element.outerHTML.slice(0, 80)} (right edge ${element.getBoundingClientRect().right})`,
        ),
    }),
    screenWidth,
  );
  expect(scrollWidth, `${where} scrolls sideways: ${wider.join(", ")}`).toBeLessThanOrEqual(screenWidth);
}

test("every desk page, from the sign-in steps to the audit log, is clean for axe and never scrolls sideways", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  await deskViewport(page);
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `pages.${tag}@tapsheet.example`;
  const applicant = `Pages Checked ${tag}`;
  await inviteStaff(email);
  // A colleague with a long address: the team page lists them with their role and buttons.
  await inviteStaff(`a.colleague.with.a.rather.long.address.${tag}@tapsheet.example`);
  await apply(visitorAddress, applicant, `pages.${tag}@example.com`);

  await page.goto("/staff");
  await expect(page.getByLabel("Work e-mail")).toBeVisible();
  await expectTidy(page, "sign-in, e-mail step");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Code from the e-mail")).toBeVisible();
  await expectTidy(page, "sign-in, code step");
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole("img", { name: /QR code/ })
        .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
    )
    .toBeGreaterThan(0);
  await expectTidy(page, "sign-in, authenticator step");
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();

  // Home opens an admin's first page, the applications.
  await expect(page).toHaveURL(/\/staff\/applications$/);
  await expect(page.getByRole("link", { name: applicant })).toBeVisible();
  await expectTidy(page, "home: applications, list view");

  await page.getByRole("link", { name: "Board", exact: true }).click();
  await expect(page).toHaveURL(/view=board/);
  await expect(page.getByText(applicant).first()).toBeVisible();
  await expectTidy(page, "applications, board view");

  await page.getByRole("link", { name: "List", exact: true }).click();
  await page.getByRole("link", { name: applicant }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Application" })).toBeVisible();
  await expect(page.getByRole("main").getByText(applicant, { exact: true })).toBeVisible();
  await expect(page.getByTitle(`Resume of ${applicant}`)).toBeVisible();
  await expectTidy(page, "an application");

  const nav = page.getByRole("navigation", { name: "Staff desk" });
  await nav.getByRole("link", { name: "Sign-ups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign-ups" })).toBeVisible();
  await expect(page.getByText("Loading…")).toHaveCount(0);
  await expectTidy(page, "sign-ups");

  await nav.getByRole("link", { name: "Team" }).click();
  const me = page.getByRole("row").filter({ hasText: `${email} · you` });
  await expect(me.getByRole("cell", { name: "Admin", exact: true })).toBeVisible();
  await expectTidy(page, "team");

  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Newest first" })).toBeVisible();
  await expectTidy(page, "audit log");
});
