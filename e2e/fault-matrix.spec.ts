/**
 * The fault matrix (decision 014): each fault injected at the network layer
 * in the browser, against the real embedded API. Whatever happens, every field stays in the form, the message
 * says what happened and what to do, and after the visitor tries again exactly one record is stored.
 */
import type { BrowserContext, Page, Route } from "@playwright/test";

import { serviceDownload, serviceList, serviceSelect, jobsOfTheBuild } from "./backend";
import { expect, test } from "./fixtures";
import { minimalPdf } from "./pdf";

/**
 * How long the site waits for an answer before telling the visitor (src/config/network.ts), plus a margin. A slow
 * answer is held while the page's clock (installed before the page loads) runs through that time, so every timer
 * the page set fires in order without the test waiting it out.
 */
const BEYOND_CLIENT_TIMEOUT_MS = 16_500;

interface Fault {
  name: string;
  /** What the form must say. */
  message: RegExp;
  /** The form waits for the connection and sends by itself when it is back (a status, not an alert). */
  waitsForConnection?: boolean;
  /** Installs the fault for the first matching request; later requests pass through untouched. */
  inject: (page: Page, context: BrowserContext, pattern: string | RegExp) => Promise<void>;
  /** The answer is held past the client's deadline on the page's clock, which must be installed first. */
  slow?: boolean;
}

/** Applies `handle` to the first request that matches, and lets every later one through. */
async function onFirstRequest(page: Page, pattern: string | RegExp, handle: (route: Route) => Promise<void>) {
  let handled = false;
  await page.route(pattern, async (route) => {
    if (handled || route.request().method() !== "POST") {
      await route.fallback();
      return;
    }
    handled = true;
    await handle(route);
  });
}

const SIGNUP_FAULTS: Fault[] = [
  {
    name: "the connection is refused",
    message: /We couldn't reach our servers\. Check your connection and try again\./,
    inject: (page, _context, pattern) =>
      onFirstRequest(page, pattern, (route) => route.abort("connectionrefused")),
  },
  {
    name: "the browser is offline",
    message: /You're offline\. Your sign-up will be sent as soon as the connection is back/,
    waitsForConnection: true,
    inject: (_page, context) => context.setOffline(true),
  },
  {
    name: "the server commits but the answer is lost",
    message: /We couldn't reach our servers\. Check your connection and try again\./,
    inject: (page, _context, pattern) =>
      onFirstRequest(page, pattern, async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      }),
  },
  {
    name: "the server answers 500",
    message: /Something went wrong on our side\. Please try again in a moment\./,
    inject: (page, _context, pattern) =>
      onFirstRequest(page, pattern, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ code: "XX000", message: "internal error", details: null, hint: null }),
        }),
      ),
  },
  {
    name: "the server answers 503",
    message: /Something went wrong on our side\. Please try again in a moment\./,
    inject: (page, _context, pattern) =>
      onFirstRequest(page, pattern, (route) =>
        route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }),
      ),
  },
  {
    name: "the answer takes longer than the client waits",
    message: /Our servers took too long to answer\. Please try again/,
    slow: true,
    inject: (page, _context, pattern) =>
      onFirstRequest(page, pattern, async (route) => {
        const response = await route.fetch();
        await page.clock.runFor(BEYOND_CLIENT_TIMEOUT_MS);
        // The browser has given up on this request by now; answering it may fail, which is the point.
        await route.fulfill({ response }).catch(() => undefined);
      }),
  },
];

for (const fault of SIGNUP_FAULTS) {
  test(`sign-up: when ${fault.name}, the form keeps everything, says so, and a retry lands exactly one row`, async ({
    page,
    context,
    consoleAllowList,
  }) => {
    consoleAllowList.push(/Failed to load resource/);
    const email = `fault-${Date.now()}-${test.info().project.name}@example.com`;
    if (fault.slow) await page.clock.install();
    await page.goto("/");
    const form = page.locator("form").first();
    await form.getByLabel(/^name/i).fill("Grace Hopper");
    await form.getByLabel(/^email/i).fill(email);
    await form.getByLabel(/^company/i).fill("Harbor Ventures");
    await form.getByLabel(/^role/i).selectOption("vc");
    await form.getByLabel(/assets under management/i).fill("$75M");

    await fault.inject(page, context, /\/rest\/v1\/signups/);
    const submit = form.locator(`button[type="submit"]`);
    await submit.click();

    const notice = fault.waitsForConnection
      ? form.getByRole("status").filter({ hasText: fault.message })
      : form.getByRole("alert");
    await expect(notice).toHaveText(fault.message);
    await expect(page).toHaveURL(/\/$/);
    await expect(form.getByLabel(/^name/i)).toHaveValue("Grace Hopper");
    await expect(form.getByLabel(/^email/i)).toHaveValue(email);
    await expect(form.getByLabel(/^company/i)).toHaveValue("Harbor Ventures");
    await expect(form.getByLabel(/^role/i)).toHaveValue("vc");
    await expect(form.getByLabel(/assets under management/i)).toHaveValue("$75M");

    await context.setOffline(false);
    if (!fault.waitsForConnection) await submit.click();
    await expect(page.getByText("Welcome to Tapsheet", { exact: true })).toBeVisible();
    const rows = await serviceSelect<{ email: string }>(
      "signups",
      `select=email&email=eq.${encodeURIComponent(email)}`,
    );
    expect(rows).toEqual([{ email }]);
  });
}

interface Job {
  slug: string;
}

const MB = 1024 * 1024;
const CHUNK_BYTES = 6 * MB;

/** A real PDF padded to `size` bytes, with a distinct byte every KB so a misplaced chunk would show. */
function resumeOfSize(size: number): Buffer {
  const pdf = minimalPdf("Grace");
  const bytes = Buffer.alloc(size, 0x20);
  pdf.copy(bytes);
  for (let index = pdf.length; index < size; index += 1024) bytes[index] = 0x30 + ((index / 1024) % 10);
  return bytes;
}

async function openApplication(page: Page) {
  const [job] = await jobsOfTheBuild<Job>("select=slug&order=display_order.asc&limit=1");
  if (!job) throw new Error("the seed has no active job");
  await page.goto(`/careers/job/${job.slug}`);
  const heading = page.getByRole("heading", { name: "Apply for this role" });
  await heading.scrollIntoViewIfNeeded();
  await expect(page.getByLabel(/full name/i)).toBeVisible();
}

async function fillApplication(page: Page, email: string, resume: Buffer) {
  await page.getByLabel(/full name/i).fill("Grace Hopper-Ndlovu");
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/phone/i).fill("+1 415 555 0134");
  await page.getByLabel(/cover letter/i).fill("Deal rooms on a phone: yes please.");
  await page.getByLabel(/^Resume \(PDF\)/).setInputFiles({
    name: "Grace CV.pdf",
    mimeType: "application/pdf",
    buffer: resume,
  });
  await page.getByLabel(/privacy policy/i).check();
}

async function expectApplicationKept(page: Page, email: string) {
  await expect(page.getByLabel(/full name/i)).toHaveValue("Grace Hopper-Ndlovu");
  await expect(page.getByLabel(/^email/i)).toHaveValue(email);
  await expect(page.getByLabel(/phone/i)).toHaveValue("+1 415 555 0134");
  await expect(page.getByLabel(/cover letter/i)).toHaveValue("Deal rooms on a phone: yes please.");
  await expect(page.getByLabel(/privacy policy/i)).toBeChecked();
  expect(
    await page.getByLabel(/^Resume \(PDF\)/).evaluate((input: HTMLInputElement) => input.files?.[0]?.size),
  ).toBeGreaterThan(0);
}

/** Exactly one application for `email`, and its resume stored complete, byte for byte. */
async function expectOneApplication(email: string, resume: Buffer) {
  const rows = await serviceSelect<{ resume_url: string }>(
    "candidates",
    `select=resume_url&email=eq.${encodeURIComponent(email)}`,
  );
  expect(rows).toHaveLength(1);
  const name = rows[0]!.resume_url.replace(/^resumes\//, "");
  const stored = await serviceDownload("resumes", name);
  expect(stored?.length).toBe(resume.length);
  expect(stored?.equals(resume)).toBe(true);
  const [folder, file] = name.split("/");
  expect(await serviceList("resumes", folder!)).toEqual([file]);
}

const INSERT = /\/rest\/v1\/candidates/;

const APPLICATION_FAULTS: Fault[] = [
  {
    name: "the connection is refused",
    message: /We couldn't reach our servers\. Check your connection and submit again/,
    inject: (page, _context) => onFirstRequest(page, INSERT, (route) => route.abort("connectionrefused")),
  },
  {
    name: "the browser is offline",
    message: /You're offline\. Your application will be sent as soon as the connection is back/,
    waitsForConnection: true,
    inject: (_page, context) => context.setOffline(true),
  },
  {
    name: "the server commits but the answer is lost",
    message: /We couldn't reach our servers\. Check your connection and submit again/,
    inject: (page) =>
      onFirstRequest(page, INSERT, async (route) => {
        await route.fetch();
        await route.abort("connectionreset");
      }),
  },
  {
    name: "the server answers 500",
    message: /Something went wrong on our side\. Please submit again in a moment/,
    inject: (page) =>
      onFirstRequest(page, INSERT, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ code: "XX000", message: "internal error", details: null, hint: null }),
        }),
      ),
  },
  {
    name: "the server answers 503",
    message: /Something went wrong on our side\. Please submit again in a moment/,
    inject: (page) =>
      onFirstRequest(page, INSERT, (route) =>
        route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" }),
      ),
  },
  {
    name: "the answer takes longer than the client waits",
    message: /Our servers took too long to answer\. Please submit again/,
    slow: true,
    inject: (page) =>
      onFirstRequest(page, INSERT, async (route) => {
        const response = await route.fetch();
        await page.clock.runFor(BEYOND_CLIENT_TIMEOUT_MS);
        await route.fulfill({ response }).catch(() => undefined);
      }),
  },
];

for (const fault of APPLICATION_FAULTS) {
  test(`application: when ${fault.name}, the form keeps everything and the file, says so, and a retry stores one application and one resume`, async ({
    page,
    context,
    consoleAllowList,
  }) => {
    consoleAllowList.push(/Failed to load resource/, /Application submission failed/);
    const email = `fault-${Date.now()}-${test.info().project.name}@example.com`;
    const resume = resumeOfSize(200 * 1024);
    if (fault.slow) await page.clock.install();
    await openApplication(page);
    await fillApplication(page, email, resume);

    await fault.inject(page, context, INSERT);
    const submit = page.getByRole("button", { name: /submit application/i });
    await submit.click();

    const notice = fault.waitsForConnection
      ? page.getByRole("status").filter({ hasText: fault.message })
      : page.getByRole("alert").filter({ hasText: fault.message });
    await expect(notice).toBeVisible();
    await expectApplicationKept(page, email);

    await context.setOffline(false);
    if (!fault.waitsForConnection) await submit.click();
    await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({
      timeout: 15_000,
    });
    await expectOneApplication(email, resume);
  });
}

test("application: when the connection drops in the middle of the upload, the form waits, resumes by itself and sends no stored byte twice", async ({
  page,
  context,
  consoleAllowList,
}) => {
  test.setTimeout(60_000);
  consoleAllowList.push(/Failed to load resource/);
  const email = `drop-${Date.now()}-${test.info().project.name}@example.com`;
  const resume = resumeOfSize(Math.round(8.4 * MB));
  await openApplication(page);
  await fillApplication(page, email, resume);

  const patchOffsets: number[] = [];
  let dropped = false;
  await page.route(/\/storage\/v1\/upload\/resumable\//, async (route) => {
    const request = route.request();
    if (request.method() !== "PATCH") {
      await route.fallback();
      return;
    }
    const offset = Number(await request.headerValue("upload-offset"));
    patchOffsets.push(offset);
    if (offset === CHUNK_BYTES && !dropped) {
      // The first 6 MB are stored; the signal goes while the rest is on its way.
      dropped = true;
      await context.setOffline(true);
      await route.abort("internetdisconnected");
      return;
    }
    await route.fallback();
  });

  await page.getByRole("button", { name: /submit application/i }).click();
  await expect(page.getByText(/Waiting for the connection/)).toBeVisible({ timeout: 20_000 });
  const bar = page.getByRole("progressbar", { name: "Uploading resume" });
  await expect(bar).toHaveAttribute("aria-valuetext", /of 8\.4 MB$/);
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(71);
  await expectApplicationKept(page, email);

  await context.setOffline(false);
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({
    timeout: 20_000,
  });
  // The first chunk went once; only the interrupted one was sent again, from the server's offset.
  expect(patchOffsets).toEqual([0, CHUNK_BYTES, CHUNK_BYTES]);
  await expectOneApplication(email, resume);
});

test("application: when the resume is stored but the answer is lost, the form finishes without sending it again", async ({
  page,
  consoleAllowList,
}) => {
  consoleAllowList.push(/Failed to load resource/);
  const email = `lost-${Date.now()}-${test.info().project.name}@example.com`;
  const resume = resumeOfSize(300 * 1024);
  await openApplication(page);
  await fillApplication(page, email, resume);

  const patchOffsets: number[] = [];
  await page.route(/\/storage\/v1\/upload\/resumable\//, async (route) => {
    const request = route.request();
    if (request.method() !== "PATCH") {
      await route.fallback();
      return;
    }
    patchOffsets.push(Number(await request.headerValue("upload-offset")));
    if (patchOffsets.length === 1) {
      await route.fetch();
      await route.abort("connectionreset");
      return;
    }
    await route.fallback();
  });

  await page.getByRole("button", { name: /submit application/i }).click();
  await expect(page.getByRole("heading", { name: "Application Submitted!" })).toBeVisible({
    timeout: 15_000,
  });
  // The client asked the server where the upload stood (HEAD) and learnt it was complete.
  expect(patchOffsets).toEqual([0]);
  await expectOneApplication(email, resume);
});
