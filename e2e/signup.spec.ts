import { serviceSelect } from "./backend";
import { expect, test } from "./fixtures";

test("the header's 'Join the Beta' goes home and focuses the sign-up name field", async ({
  page,
  isMobile,
}) => {
  await page.goto("/about/our-story");
  if (isMobile) {
    await page.getByRole("button", { name: /open menu/i }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Join the Beta" }).click();
  } else {
    await page.getByRole("banner").getByRole("button", { name: "Join the Beta" }).click();
  }
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#name")).toBeFocused();
  await expect(page.locator("#name")).toBeInViewport();
});

test("a sign-up through the form lands as exactly one row, even when sent twice", async ({ page }) => {
  const email = `e2e-${Date.now()}-${test.info().project.name}@example.com`;
  await page.goto("/product/lps");
  const form = page.locator("form").filter({ has: page.locator("#name") });
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^company/i).fill("Northwind Family Office");
  await expect(form.getByLabel(/^role/i)).toHaveValue("lp");
  await form.getByLabel(/assets under management/i).fill("$40M");
  await form.getByRole("button", { name: /join|access|request/i }).click();
  await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^name/i)).toHaveValue("");

  // The same person again, e-mail in another case: still a welcome, still one row.
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email.toUpperCase());
  await form.getByLabel(/^company/i).fill("Northwind Family Office");
  await form.getByLabel(/^role/i).selectOption("lp");
  await form.getByRole("button", { name: /join|access|request/i }).click();
  await expect(page.getByText("Welcome to Tapsheet", { exact: true }).last()).toBeVisible();

  const rows = await serviceSelect<{
    email: string;
    role: string;
    aum: string | null;
    source: string | null;
  }>("signups", `select=email,role,aum,source&email=eq.${encodeURIComponent(email.toLowerCase())}`);
  expect(rows).toEqual([{ email: email.toLowerCase(), role: "lp", aum: "$40M", source: null }]);
});

test("invalid sign-up input is explained and nothing is lost", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("form").filter({ has: page.locator("#name") });
  await form.getByLabel(/^name/i).fill("A");
  await form.getByLabel(/^email/i).fill("not-an-email");
  await form.locator(`button[type="submit"]`).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByText("Please select your role")).toBeVisible();
  await expect(form.getByLabel(/^email/i)).toHaveValue("not-an-email");
});
