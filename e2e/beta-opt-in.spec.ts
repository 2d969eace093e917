import { serviceSelect } from "./backend";
import { E2E_API_URL, E2E_SITE_URL } from "./env.mjs";
import { expect, seriousA11yViolations, test } from "./fixtures";

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  headers: Record<string, string>;
}

async function mailTo(address: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return ((await response.json()) as MailboxMessage[]).filter((message) => message.to.includes(address));
}

test("a sign-up gets one confirmation e-mail whose page confirms it at the press of a button, and whose unsubscribe link asks before it acts", async ({
  page,
}) => {
  const email = `optin-${Date.now().toString(36)}-${test.info().project.name}@example.com`;
  await page.goto("/");
  const form = page.locator("form").first();
  await form.getByLabel(/^name/i).fill("Ada Okafor");
  await form.getByLabel(/^email/i).fill(email);
  await form.getByLabel(/^company/i).fill("Northwind Ventures");
  await form.getByLabel(/^role/i).selectOption("vc");
  await form.getByRole("button", { name: /join|access|request/i }).click();
  await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
  await expect(form.getByText("A confirmation e-mail is on its way.", { exact: false })).toBeVisible();

  await expect.poll(async () => (await mailTo(email)).length).toBe(1);
  const [message] = await mailTo(email);
  expect(message?.subject).toBe("Confirm your Tapsheet beta sign-up");
  const link = /(\S+\/beta\/confirm\?token=[A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
  expect(link?.startsWith(`${E2E_SITE_URL}/beta/confirm?token=`)).toBe(true);

  // Opening the link, scripts and all (as a mail scanner may), confirms nothing; pressing the button does.
  const confirmedAt = async () =>
    (
      await serviceSelect<{ confirmed_at: string | null }>(
        "signups",
        `select=confirmed_at&email=eq.${encodeURIComponent(email)}`,
      )
    )[0]?.confirmed_at;
  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your beta sign-up" })).toBeVisible();
  const confirm = page.getByRole("button", { name: "Confirm my sign-up" });
  await expect(confirm).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(await confirmedAt()).toBeNull();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await confirm.click();
  await expect(page.getByRole("heading", { name: "You're confirmed" })).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await confirmedAt()).not.toBeNull();

  // The unsubscribe link opened in a browser shows a page that asks; only its button unsubscribes.
  const unsubscribe = /^<([^>]+)>/.exec(message?.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
  await page.goto(unsubscribe);
  await expect(page).toHaveURL(/\/beta\/unsubscribe\?token=/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from Tapsheet e-mails" }),
  ).toBeVisible();
  expect(await serviceSelect("signups", `select=id&email=eq.${encodeURIComponent(email)}`)).toHaveLength(1);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await serviceSelect("signups", `select=id&email=eq.${encodeURIComponent(email)}`)).toHaveLength(0);
});
