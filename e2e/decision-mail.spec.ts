import type { Page } from "@playwright/test";
import { ANON_KEY } from "@tapsheet/local-supabase";

import { decisionMessage } from "../common/decision-mail";
import { E2E_API_URL } from "./env.mjs";
import { expect, seriousA11yViolations, test } from "./fixtures";
import {
  apply,
  closeTestJobs,
  deskViewport,
  firstSignIn,
  inviteStaff,
  mailedCode,
  openTestJob,
} from "./staff";
import { totp } from "./totp";

/** Decision mail from the desk to the applicant, read from the local mailbox. */

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

/** The decision mails `address` received (not the receipt of the application). */
async function decisionsTo(address: string, position: string): Promise<MailboxMessage[]> {
  const subjects = (["rejected", "interview", "offer"] as const).map(
    (stage) => decisionMessage({ firstName: "", positionTitle: position, stage, note: null }).subject,
  );
  return (await mailTo(address)).filter((message) => subjects.includes(message.subject));
}

test.afterAll(async () => {
  await closeTestJobs("decision-mail");
});

test.beforeEach(async ({ page }) => {
  await deskViewport(page);
});

interface Applicant {
  id: string;
  email: string;
  firstName: string;
  position: string;
  job: string;
}

async function applicant(
  visitor: string,
  label: string,
  opened?: { job: string; position: string },
): Promise<Applicant> {
  const tag = crypto.randomUUID().slice(0, 8);
  const position = opened?.position ?? `Decision ${label} ${tag}`;
  const job = opened?.job ?? (await openTestJob("decision-mail", position));
  const firstName = `Jo${tag.replace(/\d/g, "")}`;
  const email = `decision.${label}.${tag}@example.com`;
  const objectName = await apply(visitor, `${firstName} Lee`, email, job);
  return { id: objectName.split("/")[0] ?? "", email, firstName, position, job };
}

async function deskMember(page: Page, label: string): Promise<string> {
  const email = `decisions.${label}.${crypto.randomUUID().slice(0, 8)}@tapsheet.example`;
  await inviteStaff(email);
  await firstSignIn(page, email);
  return email;
}

async function moveTo(page: Page, stage: "Rejected" | "Interview", reason?: string) {
  await page.getByLabel("Stage").selectOption({ label: stage });
  if (reason) await page.getByLabel(/reason for rejecting/i).selectOption({ label: reason });
  await page.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByRole("heading", { name: "Tell the applicant?" })).toBeFocused();
}

const messages = (page: Page) => page.getByRole("region", { name: "Messages to the applicant" });

/** No element wider than the screen, and nothing serious for axe. */
async function expectTidy(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test("a rejection is queued with its template for the next morning, cancelled, then sent with Send now, once", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const jordan = await applicant(visitorAddress, "reject");
  const staff = await deskMember(page, "reject");
  await page.goto(`/staff/applications/${jordan.id}`);
  await moveTo(page, "Rejected", "Position filled");

  // The message exactly as the one template words it, with the note; the reason stays internal.
  const note = "Keep an eye on our careers page.";
  await page.getByLabel(/a note of your own/i).fill(note);
  const expected = decisionMessage({
    firstName: jordan.firstName,
    positionTitle: jordan.position,
    stage: "rejected",
    note,
  });
  const preview = page.getByRole("document", { name: "The message as it will be sent" });
  await expect(preview.locator("p")).toHaveText([`Subject: ${expected.subject}`, ...expected.paragraphs]);
  await expect(preview).not.toContainText("Position filled");
  await expectTidy(page);

  const queue = page.getByRole("button", { name: /^Queue for \d{4}-\d\d-\d\d 09:00 \(Europe\/London\)$/ });
  await queue.focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: /Message queued: it leaves .* 09:00 \(Europe\/London\)\./ }),
  ).toBeVisible();
  const entry = messages(page).getByRole("listitem");
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(/Rejection: queued, leaves \d{4}-\d\d-\d\d 09:00 \(Europe\/London\)/);
  await expect(entry).toContainText(note);

  await entry.getByRole("button", { name: "Cancel" }).click();
  await expect(entry.first()).toContainText("Rejection: cancelled");
  await expect(entry.first()).toContainText(`Not sent: cancelled by ${staff}`);

  // Told again, and sent at once from the timeline.
  await page.getByRole("button", { name: "Tell the applicant…" }).click();
  await page.getByRole("button", { name: /^Queue for / }).click();
  await expect(entry).toHaveCount(2);
  await entry.first().getByRole("button", { name: "Send now" }).click();
  await expect
    .poll(async () => (await decisionsTo(jordan.email, jordan.position)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await decisionsTo(jordan.email, jordan.position);
  expect(mail?.subject).toBe(expected.subject);
  expect(mail?.text).toContain(`Hi ${jordan.firstName},`);
  expect(mail?.text).toContain(expected.paragraphs[2] ?? "");
  expect(mail?.text).not.toContain(note);
  expect(mail?.text).not.toContain("Position filled");
  await expect(entry.first()).toContainText(/Rejection: sent \d{4}-\d\d-\d\d \d\d:\d\d/, { timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Tell the applicant…" })).toHaveCount(0);

  // The desk counts the job's rejections by reason.
  await page.goto(`/staff/applications?job=${jordan.job}`);
  const reasons = page.getByRole("region", { name: "Rejection reasons" });
  await expect(reasons.getByRole("definition")).toHaveText(["1"]);
  await expect(reasons.getByRole("term")).toHaveText(["Position filled"]);
  await expectTidy(page);

  // A few drains later, still the one mail.
  await page.waitForTimeout(1500);
  expect(await decisionsTo(jordan.email, jordan.position)).toHaveLength(1);
});

test("an interview invitation arrives once", async ({ page, visitorAddress }) => {
  test.setTimeout(120_000);
  const sam = await applicant(visitorAddress, "interview");
  await deskMember(page, "interview");
  await page.goto(`/staff/applications/${sam.id}`);
  await moveTo(page, "Interview");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Message on its way." })).toBeVisible();
  const expected = decisionMessage({
    firstName: sam.firstName,
    positionTitle: sam.position,
    stage: "interview",
    note: null,
  });
  await expect
    .poll(async () => (await decisionsTo(sam.email, sam.position)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await decisionsTo(sam.email, sam.position);
  expect(mail?.subject).toBe(expected.subject);
  expect(mail?.text).toContain(`Hi ${sam.firstName},`);
  await page.waitForTimeout(1500);
  expect(await decisionsTo(sam.email, sam.position)).toHaveLength(1);
});

test("after a bulk move to Interview, each applicant moved gets their own invitation once", async ({
  page,
  visitorAddress,
}) => {
  test.setTimeout(120_000);
  const ann = await applicant(visitorAddress, "bulk");
  const bo = await applicant(visitorAddress, "bulk", ann);
  await deskMember(page, "bulk");
  await page.goto(`/staff/applications?job=${ann.job}`);
  await page.getByLabel("Select all 2 on this page").check();
  await page.getByLabel("Move selected to").selectOption({ label: "Interview" });
  await page.getByRole("button", { name: "Move 2 applications" }).click();
  await expect(page.getByRole("heading", { name: "Tell the applicant?" })).toBeFocused();
  await expect(page.getByText(/Each of the 2 applicants gets this message/)).toBeVisible();
  await expectTidy(page);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 messages on their way." })).toBeVisible();
  for (const person of [ann, bo]) {
    await expect
      .poll(async () => (await decisionsTo(person.email, person.position)).length, { timeout: 20_000 })
      .toBe(1);
    const [mail] = await decisionsTo(person.email, person.position);
    expect(mail?.text).toContain(`Hi ${person.firstName},`);
  }
  await page.waitForTimeout(1500);
  for (const person of [ann, bo]) expect(await decisionsTo(person.email, person.position)).toHaveLength(1);
});

test("an erased applicant's queued rejection never leaves", async ({ page, visitorAddress }) => {
  test.setTimeout(120_000);
  const kim = await applicant(visitorAddress, "erased");
  await deskMember(page, "erased");
  await page.goto(`/staff/applications/${kim.id}`);
  await moveTo(page, "Rejected", "Withdrew or did not respond");
  await page.getByRole("button", { name: /^Queue for / }).click();
  const entry = messages(page).getByRole("listitem");
  await expect(entry).toContainText("Rejection: queued");

  await page.getByRole("button", { name: "Erase" }).click();
  const dialog = page.getByRole("dialog", { name: "Erase this application?" });
  await dialog.getByRole("button", { name: "Erase application" }).click();
  await expect(page.getByText("Erased application")).toBeVisible();
  await expect(entry).toContainText("Rejection: cancelled");
  await expect(entry.getByRole("button", { name: "Send now" })).toHaveCount(0);

  // Asking the database to send it now, with the member's own session, is refused: it was cancelled.
  const session = JSON.parse(
    (await page.evaluate(() => localStorage.getItem("tapsheet-staff-session"))) ?? "{}",
  ) as { access_token?: string };
  const call = (name: string, args: Record<string, unknown>) =>
    fetch(`${E2E_API_URL}/rest/v1/rpc/${name}`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${session.access_token ?? ""}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(args),
    });
  const listed = (await (await call("list_decision_mails", { application_id: kim.id })).json()) as {
    id: string;
    status: string;
  }[];
  expect(listed.map((row) => row.status)).toEqual(["cancelled"]);
  expect((await call("send_decision_mail_now", { message_id: listed[0]?.id })).status).toBe(409);
  await page.waitForTimeout(1500);
  expect(await decisionsTo(kim.email, kim.position)).toEqual([]);
});

test("the growth role sees the waves but no application", async ({ page, visitorAddress }) => {
  test.setTimeout(120_000);
  const lee = await applicant(visitorAddress, "growth");
  const email = `growth.${crypto.randomUUID().slice(0, 8)}@tapsheet.example`;
  await inviteStaff(email, "growth");
  await page.goto("/staff");
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByLabel("Code from the e-mail").fill(await mailedCode(email));
  await page.getByRole("button", { name: "Sign in" }).click();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Sign-ups" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Waves" })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Staff desk" });
  await expect(nav.getByRole("link", { name: "Applications" })).toHaveCount(0);

  for (const path of ["/staff/applications", `/staff/applications/${lee.id}`]) {
    await page.goto(path);
    await expect(page.getByText("Your role does not include this page.")).toBeVisible();
    await expect(page.getByText(`${lee.firstName} Lee`)).toHaveCount(0);
  }
});
