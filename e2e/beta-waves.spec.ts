import type { Page } from "@playwright/test";

import { ANON_KEY } from "@tapsheet/local-supabase";

import { anonInsertAs } from "./backend";
import { E2E_API_URL, E2E_SITE_URL } from "./env.mjs";
import { expect, seriousA11yViolations, test } from "./fixtures";
import { inviteStaff, mailedCode } from "./staff";
import { totp } from "./totp";

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as MailboxMessage[]).filter((message) => message.to.includes(address));
}

/** The token of the newest link to `path` mailed to `address`, once one arrives. */
async function mailedToken(address: string, path: string, count = 1): Promise<string> {
  let token = "";
  await expect(async () => {
    const links = (await mailTo(address))
      .map((message) => new RegExp(`${E2E_SITE_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(message.text)?.[1])
      .filter(Boolean);
    expect(links).toHaveLength(count);
    token = links.at(-1) ?? "";
  }).toPass({ timeout: 20_000 });
  return token;
}

async function publicRpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(`${E2E_API_URL}/rest/v1/rpc/${name}`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify(args),
  });
  return response.json();
}

/** A sign-up with the public key, confirmed through its mailed link; returns the confirmation token. */
async function signUpAndConfirm(
  visitor: string,
  email: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await anonInsertAs(visitor, "signups", {
    name: "Ada Park",
    email,
    company: "Northwind Ventures",
    role: "founder",
    consent_form_version: "beta-signup-2026-11-25",
    privacy_notice_version: "privacy-2026-11-26",
    ...fields,
  });
  expect(response.status, await response.text()).toBe(201);
  const token = await mailedToken(email, "/beta/confirm");
  expect(await publicRpc("confirm_signup", { token })).toBe("confirmed");
  return token;
}

async function signInToDesk(page: Page, staffEmail: string) {
  await page.goto("/staff");
  await page.getByLabel("Work e-mail").fill(staffEmail);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(staffEmail));
  await page.keyboard.press("Enter");
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Applications" })).toBeVisible();
}

test("staff preview and send a wave; the invited person accepts on the welcome page once, and a used link gets clear words", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const tag = crypto.randomUUID().slice(0, 8);
  // Each project takes its own source, so the two runs' lines do not mix.
  const source = test.info().project.use.isMobile === true ? "twitter" : "google";
  const people = [`wave1.${tag}@example.com`, `wave2.${tag}@example.com`];
  for (const email of people) await signUpAndConfirm(visitorAddress, email, { source });
  const staffEmail = `waves.${tag}@tapsheet.example`;
  await inviteStaff(staffEmail);
  await signInToDesk(page, staffEmail);

  await page.goto("/staff/signups");
  const waves = page.getByRole("region", { name: "Waves" });
  await waves.getByLabel("Source").selectOption(source);
  await waves.getByLabel("Role").selectOption("founder");
  await waves.getByLabel("People, at most").fill("1");
  await waves.getByRole("button", { name: "Preview wave" }).click();
  await expect(waves.getByRole("table", { name: "Next 1 in line" })).toContainText(people[0] ?? "");
  await waves.getByRole("button", { name: "Choose these 1" }).click();
  await expect(waves.getByText("Wave chosen.")).toBeVisible();
  const wave = waves.getByRole("listitem").filter({ hasText: staffEmail });
  await expect(wave.getByTestId("wave-status")).toHaveText("1 selected, not sent");
  await wave.getByRole("button", { name: "Send now" }).click();
  await expect(wave.getByTestId("wave-status")).toContainText(/\d+ sent, /);
  expect(await seriousA11yViolations(page)).toEqual([]);

  const token = await mailedToken(people[0] ?? "", "/beta/welcome");
  expect(await mailTo(people[1] ?? "")).toHaveLength(1);

  // Opening the link accepts nothing; pressing the button does.
  await page.goto(`/beta/welcome?token=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the Tapsheet beta" })).toBeVisible();
  await page.getByRole("button", { name: "Accept my invitation" }).click();
  await expect(page.getByRole("heading", { name: "You're in" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Download on the App Store" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The same link again: used, with a way to ask for a new invitation.
  await page.goto(`/beta/welcome?token=${token}`);
  await page.getByRole("button", { name: "Accept my invitation" }).click();
  await expect(page.getByRole("heading", { name: "This invitation was already accepted" })).toBeFocused();
  await page.getByLabel("Your e-mail address").fill(people[0] ?? "");
  await page.getByRole("button", { name: "Send me a new invitation" }).click();
  await expect(page.getByText(/If this address was invited and hasn't accepted yet/)).toBeVisible();

  // The desk counts the acceptance.
  await page.goto("/staff/signups");
  await expect(
    page.getByRole("region", { name: "Waves" }).getByRole("listitem").filter({ hasText: staffEmail }),
  ).toContainText("1 accepted");
});

test("an expired invitation gets clear words and a way to ask for a new one", async ({ page }) => {
  // The database's refusal of an expired token is proven in the integration tests; here the page's words.
  await page.route("**/rest/v1/rpc/accept_beta_invitation", (route) => route.fulfill({ json: "expired" }));
  await page.goto(`/beta/welcome?token=${"e".repeat(43)}`);
  await page.getByRole("button", { name: "Accept my invitation" }).click();
  await expect(page.getByRole("heading", { name: "This invitation has expired" })).toBeFocused();
  await expect(page.getByText(/Invitation links work for 14 days/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send me a new invitation" })).toBeVisible();
});

test("a referral moves its referrer up once, and only after the referred person confirms", async ({
  page,
  visitorAddress,
}) => {
  const tag = crypto.randomUUID().slice(0, 8);
  // People ahead, so the referrer has places to move up.
  // Each from a visitor of its own, as the sign-up budget counts per visitor.
  for (const index of [1, 2, 3, 4, 5, 6]) {
    const visitor = `10.${index}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
    await signUpAndConfirm(visitor, `ahead${index}.${tag}@example.com`);
  }
  const referrer = `referrer.${tag}@example.com`;
  await anonInsertAs(visitorAddress, "signups", {
    name: "Pat Lee",
    email: referrer,
    company: "Lee Capital",
    role: "vc",
    consent_form_version: "beta-signup-2026-11-25",
    privacy_notice_version: "privacy-2026-11-26",
  });
  const token = await mailedToken(referrer, "/beta/confirm");
  await page.goto(`/beta/confirm?token=${token}`);
  await page.getByRole("button", { name: "Confirm my sign-up" }).click();
  await expect(page.getByRole("heading", { name: "You're confirmed" })).toBeFocused();
  const placeText = async () => (await page.getByTestId("place-in-line").textContent()) ?? "";
  await expect(page.getByTestId("place-in-line")).toHaveText(/You're number \d+ of \d+ in line\./);
  const before = Number(/number (\d+)/.exec(await placeText())?.[1]);
  const link = await page.getByLabel("Your referral link").inputValue();
  expect(link).toMatch(new RegExp(`^${E2E_SITE_URL}/\\?ref=[A-Za-z0-9_-]{16}$`));
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A friend signs up through the link with the site's own form.
  const friend = `friend.${tag}@example.com`;
  await page.goto(link);
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Sam Friend");
  await form.getByLabel(/^email/i).fill(friend);
  await form.getByLabel(/^company/i).fill("Friend Fund");
  await form.getByLabel(/^role/i).selectOption("lp");
  await form.getByRole("button", { name: /join|access|request/i }).click();
  await expect(form.getByText("A confirmation e-mail is on its way.", { exact: false })).toBeVisible();

  // Not yet confirmed: the referral does not count. (Waves of the other project's run may take people ahead of
  // the referrer meanwhile, so places only ever go down by those.)
  const place = async () => {
    await page.goto(`/beta/confirm?token=${token}`);
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await expect(page.getByTestId("place-in-line")).toBeVisible();
    return Number(/number (\d+)/.exec(await placeText())?.[1]);
  };
  const pending = await place();
  expect(pending).toBeGreaterThan(before - 5);
  await expect(page.getByText("0 confirmed referrals so far.", { exact: false })).toBeVisible();
  const friendToken = await mailedToken(friend, "/beta/confirm");
  expect(await publicRpc("confirm_signup", { token: friendToken })).toBe("confirmed");
  const after = await place();
  expect(after).toBeLessThanOrEqual(pending - 5);
  await expect(page.getByText("1 confirmed referral so far.", { exact: false })).toBeVisible();
  // Confirming twice counts nothing more.
  expect(await publicRpc("confirm_signup", { token: friendToken })).toBe("already_confirmed");
  await place();
  await expect(page.getByText("1 confirmed referral so far.", { exact: false })).toBeVisible();
});
