import { readFile } from "node:fs/promises";

import { E2E_API_URL, E2E_SITE_URL } from "./env.mjs";
import { expect, test } from "./fixtures";
import { deskViewport, firstSignIn, inviteStaff } from "./staff";

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
}

/** What the local mailbox holds for `email`. */
async function mailTo(email: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
  return ((await response.json()) as MailboxMessage[]).filter((message) => message.to.includes(email));
}

test("an admin invites a colleague, who gets one e-mail with the desk's address; changes their role and resends; the audit log tells it in words, filters by person and exports", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await deskViewport(page);
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = `team.admin.${tag}@tapsheet.example`;
  const colleague = `team.colleague.${tag}@tapsheet.example`;
  await inviteStaff(admin);
  await firstSignIn(page, admin);

  const nav = page.getByRole("navigation", { name: "Staff desk" });
  await nav.getByRole("link", { name: "Team" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  // An admin's own role is not theirs to change: the desk offers no control for it.
  const me = page.getByRole("row").filter({ hasText: `${admin} · you` });
  await expect(me.getByRole("cell", { name: "Admin", exact: true })).toBeVisible();
  await expect(page.getByLabel(`Role of ${admin}`)).toHaveCount(0);

  await page.getByLabel("E-mail").fill(colleague);
  await expect(page.getByLabel("Role", { exact: true })).toHaveValue("hiring");
  await page.getByRole("button", { name: "Invite" }).click();
  const status = page.getByRole("main").getByRole("status").first();
  await expect(status).toHaveText(`Added ${colleague} as hiring; invitation queued for e-mail.`);

  // The invitation arrives once, naming who invited them and where the desk is.
  await expect.poll(async () => (await mailTo(colleague)).length, { timeout: 15_000 }).toBe(1);
  const [invitation] = await mailTo(colleague);
  expect(invitation?.subject).toBe("You are invited to the Tapsheet staff desk");
  expect(invitation?.text).toContain(`${admin} added you to the Tapsheet staff desk as hiring`);
  expect(invitation?.text).toContain(`Sign in at ${E2E_SITE_URL}/staff with this address (${colleague})`);
  const member = page.getByRole("row").filter({ hasText: colleague });
  await expect(member.getByText(/^e-mailed /)).toBeVisible({ timeout: 15_000 });
  await expect(member.getByText("never", { exact: true })).toBeVisible();
  await expect(member.getByText("not set up yet")).toBeVisible();
  // Still one: nothing sends it twice.
  await page.waitForTimeout(1_500);
  expect(await mailTo(colleague)).toHaveLength(1);

  await member.getByLabel(`Role of ${colleague}`).selectOption("editor");
  await member.getByRole("button", { name: "Change role" }).click();
  await expect(status).toHaveText(`Role of ${colleague} changed from hiring to editor.`);
  await expect(member.getByRole("cell", { name: "Editor", exact: true })).toBeVisible();

  await page.getByRole("button", { name: `Resend invitation to ${colleague}` }).click();
  await expect(status).toHaveText(`Invitation to ${colleague} queued for e-mail again.`);
  await expect.poll(async () => (await mailTo(colleague)).length, { timeout: 15_000 }).toBe(2);
  expect((await mailTo(colleague))[1]?.text).toContain("as an editor");

  // The audit log, in words.
  await nav.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const entries = [
    `${colleague} added as hiring by ${admin}`,
    `Role of ${colleague} changed from hiring to editor by ${admin}`,
    `Invitation to ${colleague} sent again by ${admin}`,
  ];
  for (const words of entries) await expect(page.getByText(words, { exact: true })).toBeVisible();

  // By person: the URL carries it, and only that person's entries are listed.
  await page.getByLabel("Person").selectOption(admin);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]actor=${encodeURIComponent(admin)}(&|$)`));
  const listed = page.getByRole("table", { name: "Audit log, newest first" }).locator("tbody tr");
  await expect(listed.first()).toBeVisible();
  // Colleagues' specs write entries meanwhile: once the filtered page is in, every row is the admin's.
  await expect(listed.filter({ hasNotText: ` by ${admin}` })).toHaveCount(0);
  for (const words of entries) await expect(page.getByText(words, { exact: true })).toBeVisible();

  // Narrowed further, then Back: the fields show the filter the list uses again.
  await page.getByLabel("Action").selectOption({ label: "Role changed" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]action=staff_role_changed/);
  await expect(page.getByText(entries[0] ?? "", { exact: true })).toBeHidden();
  await expect(page.getByText(entries[1] ?? "", { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/action=/);
  await expect(page.getByLabel("Person")).toHaveValue(admin);
  await expect(page.getByLabel("Action")).toHaveValue("");
  await expect(page.getByText(entries[0] ?? "", { exact: true })).toBeVisible();

  // The export: exactly the entries listed, as a UTF-8 CSV with a byte-order mark.
  const count = await listed.count();
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const bytes = await readFile((await download.path()) ?? "");
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString("utf8");
  for (const words of entries) expect(csv).toContain(words);
  await expect(page.getByText(`Exported ${count} ${count === 1 ? "entry" : "entries"}.`)).toBeVisible();
});
