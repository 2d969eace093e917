import { serviceSelect } from "./backend";
import { expect, test } from "./fixtures";
import { ALL_SCRIPTS, holdScripts } from "./hold-scripts";

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
  const form = page.locator("form").first();
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
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("A");
  await form.getByLabel(/^email/i).fill("not-an-email");
  await form.locator(`button[type="submit"]`).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Company name is required")).toBeVisible();
  await expect(form.getByText("Please select your role")).toBeVisible();
  await expect(form.getByLabel(/^email/i)).toHaveValue("not-an-email");
});

test("what a visitor types before the form's code has arrived is kept", async ({ page }) => {
  // Hold back the form's own chunk (not the card around it), as a slow connection would.
  const release = await holdScripts(page, (url) => /\/assets\/signup-form-[\w-]{8}\.js$/.test(url.pathname));
  await page.goto("/");
  // The hero's form; it takes the id "name" only once its code runs.
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^company/i).fill("Northwind Capital");
  await form.getByLabel(/^role/i).selectOption("syndicate");

  release();
  // A held form is marked ready once its code has hydrated it (src/lib/early-submit.ts).
  await expect(form).toHaveAttribute("data-ready", "");
  await expect(form.getByLabel(/^name/i)).toHaveValue("Ada Okafor");
  await expect(form.getByLabel(/^company/i)).toHaveValue("Northwind Capital");
  // The role chosen before the code ran counts: its amount field appears.
  await expect(form.getByLabel(/^role/i)).toHaveValue("syndicate");
  await expect(form.getByLabel(/typical deal size/i)).toBeVisible();

  // The form holds the typed values too: only the fields left empty are reported.
  await form.locator(`button[type="submit"]`).click();
  await expect(form.getByText("Invalid email address")).toBeVisible();
  await expect(form.getByText("Name must be at least 2 characters")).toHaveCount(0);
  await expect(form.getByText("Company name is required")).toHaveCount(0);
});

test("a sign-up submitted before any script has arrived stays on the page, sends nothing, then lands once", async ({
  page,
}) => {
  // Every bundle is held back, as on a stalled connection; the prerendered HTML is all the visitor has.
  const release = await holdScripts(page, ALL_SCRIPTS);
  const email = `early-${Date.now()}-${test.info().project.name}@example.com`;
  const sent: string[] = [];
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`));

  await page.goto("/", { waitUntil: "commit" });
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^company/i).fill("Northwind Capital");
  await form.getByLabel(/^role/i).selectOption("vc");
  await form.locator(`button[type="submit"]`).click();
  await form.getByLabel(/^email/i).press("Enter");

  await expect(
    form.getByText("The page is still loading. Your sign-up will be sent as soon as it is ready"),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect(
    sent.filter(
      (line) =>
        line.includes("Northwind") || line.includes(encodeURIComponent(email)) || line.includes(email),
    ),
  ).toEqual([]);
  await expect(form.getByLabel(/^email/i)).toHaveValue(email);

  release();
  await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
  await expect(form.getByText("The page is still loading.")).toBeHidden();
  const rows = await serviceSelect<{ email: string }>(
    "signups",
    `select=email&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toEqual([{ email }]);
});
