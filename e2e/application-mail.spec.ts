import { anonSelect, serviceUpdate } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, test } from "./fixtures";
import { minimalPdf } from "./pdf";

interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

const HIRING_TEAM = "hiring@tapsheet.example";

async function mailbox(): Promise<MailboxMessage[]> {
  const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

test("an application through the site puts one confirmation and one team notice in the local mailbox", async ({
  page,
  consoleAllowList,
}) => {
  // The mailbox's frames are sandboxed without scripts; Chromium reports each script it refuses to run there.
  consoleAllowList.push(
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
  );
  const [job] = await anonSelect<{ slug: string; title: string }>(
    "jobs",
    "select=slug,title&order=display_order.asc&limit=1",
  );
  if (!job) throw new Error("the seed has no active job");
  // Other specs apply too: more than five applications within the hour would bring the team a digest every 15
  // minutes instead of a notice each (decision 039), so this run lets the team have a notice for each.
  await serviceUpdate("api_limits", "action=eq.team_notice", { global_max: 1000 });
  const run = `${Date.now().toString(36)}${test.info().project.name}`;
  const email = `mail-${run}@example.com`;
  // Markup in the name must reach the team as text, in the mail and in the mailbox.
  const name = `Grace <b>Hopper</b> ${run}`;
  const noticeSubject = `New application: ${name} for ${job.title}`;

  await page.goto(`/careers/job/${job.slug}`);
  const heading = page.getByRole("heading", { name: "Apply for this role" });
  await heading.scrollIntoViewIfNeeded();
  await page.getByLabel(/full name/i).fill(name);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/phone/i).fill("+1 415 555 0134");
  await page.getByLabel(/resume/i).setInputFiles({
    name: "grace.pdf",
    mimeType: "application/pdf",
    buffer: minimalPdf("Grace"),
  });
  await page.getByLabel(/privacy policy/i).check();
  await page.getByRole("button", { name: /submit/i }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();

  const mine = async () => {
    const messages = await mailbox();
    return {
      confirmations: messages.filter((message) => message.to.includes(email)),
      notices: messages.filter((message) => message.to.includes(HIRING_TEAM) && message.text.includes(email)),
    };
  };
  await expect
    .poll(async () => {
      const { confirmations, notices } = await mine();
      return [confirmations.length, notices.length];
    })
    .toEqual([1, 1]);
  const { confirmations, notices } = await mine();
  expect(confirmations[0]?.subject).toBe(`We received your application for ${job.title}`);
  expect(notices[0]?.subject).toBe(noticeSubject);
  expect(notices[0]?.html).toContain(`Grace &lt;b&gt;Hopper&lt;/b&gt; ${run}`);

  // The mailbox holds every link token: a visitor from elsewhere (this test's forwarded address) gets a 404.
  expect((await page.request.get(`${E2E_API_URL}/mailbox/messages`)).status()).toBe(404);
  // A developer on this machine opens the mailbox in the browser: the messages are listed, their HTML shown inert.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": "127.0.0.1" });
  await page.goto(`${E2E_API_URL}/mailbox/`, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
  await expect(page.getByRole("heading", { name: noticeSubject })).toHaveCount(1);
  const frame = page.frameLocator(`iframe[title="${noticeSubject}"]`);
  await expect(frame.getByText(`${name} applied for`)).toBeVisible();
  // A few more drains later, still one of each.
  await page.waitForTimeout(1500);
  expect((await mine()).confirmations).toHaveLength(1);
  expect((await mine()).notices).toHaveLength(1);
});
