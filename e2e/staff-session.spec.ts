import { expect, test } from "./fixtures";
import { deskViewport, enterMailedCode, firstSignIn, inviteStaff, removeStaff } from "./staff";

test("the authenticator's QR code draws as an image, and its key shows in groups of four with Copy", async ({
  page,
}) => {
  await deskViewport(page);
  const email = `qr.${crypto.randomUUID().slice(0, 8)}@tapsheet.example`;
  await inviteStaff(email);
  await page.goto("/staff");
  await enterMailedCode(page, email);
  await expect(page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible();

  const qr = page.getByRole("img", { name: /QR code/ });
  await expect(qr).toBeVisible();
  // Drawn, not only present: a broken image address leaves the natural width at 0.
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
    .toBeGreaterThan(0);

  const shown = (await page.getByTestId("totp-secret").textContent()) ?? "";
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Key copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replaceAll(" ", ""));
});

test("a member removed while their desk is open is told so and signed out on their next step, not shown an empty desk", async ({
  page,
  consoleAllowList,
}) => {
  // Auth refuses the sign-out of a user who no longer exists; the desk signs out here all the same.
  consoleAllowList.push(/status of 403/);
  await deskViewport(page);
  const email = `removed.${crypto.randomUUID().slice(0, 8)}@tapsheet.example`;
  await inviteStaff(email);
  await firstSignIn(page, email);

  await removeStaff(email);
  await page.getByRole("navigation", { name: "Staff desk" }).getByRole("link", { name: "Sign-ups" }).click();
  await expect(
    page.getByText("Your access to the desk has ended. Ask an admin if this is a mistake."),
  ).toBeVisible();
  await expect(page.getByLabel("Work e-mail")).toBeVisible();
  await expect(page.getByText(/No .* match/)).toBeHidden();
  // The session leaves the browser once Auth has answered the sign-out, which may come after the words.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("tapsheet-staff-session"))).toBeNull();
});
