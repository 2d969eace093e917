import { expect, seriousA11yViolations, test } from "./fixtures";

test("cookie choices are saved, survive a reload and show in the switches", async ({ page }) => {
  await page.goto("/cookie-settings");
  const marketing = page.getByRole("switch", { name: /marketing/i });
  const analytics = page.getByRole("switch", { name: /analytics/i });
  const essential = page.getByRole("switch", { name: /essential/i });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(analytics).toBeChecked();
  await expect(marketing).not.toBeChecked();

  await marketing.click();
  await analytics.click();
  await page.getByRole("button", { name: "Save My Preferences" }).click();
  await expect(page.getByText("Settings Saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: /marketing/i })).toBeChecked();
  await expect(page.getByRole("switch", { name: /analytics/i })).not.toBeChecked();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("cookieSettings") ?? "null") as unknown),
  ).toEqual({
    essential: true,
    analytics: false,
    functional: true,
    marketing: true,
  });

  await page.getByRole("button", { name: "Reject Optional Cookies" }).click();
  await expect(page.getByText("Optional Cookies Rejected", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: /marketing/i })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: /functional/i })).not.toBeChecked();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test("a browser sending Global Privacy Control starts with optional cookies off and is told so", async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true });
  });
  await page.goto("/cookie-settings");
  await expect(page.getByText(/Global Privacy Control signal, and we honour it/)).toBeVisible();
  for (const name of ["Analytics cookies", "Functional cookies", "Marketing cookies"]) {
    await expect(page.getByRole("switch", { name })).toHaveAttribute("aria-checked", "false");
  }
  await expect(page.getByRole("switch", { name: "Essential cookies" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});
