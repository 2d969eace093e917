/**
 * The fault matrix (reliability-security FT-01 to FT-12, issue 10 §3): each fault injected at the network layer
 * in the browser, against the real embedded API. Whatever happens, every field stays in the form, the message
 * says what happened and what to do, and after the visitor tries again exactly one record is stored.
 */
import type { BrowserContext, Page, Route } from "@playwright/test";

import { serviceSelect } from "./backend";
import { expect, test } from "./fixtures";

/** How long the site waits for an answer before telling the visitor (src/config/network.ts), plus a margin. */
const BEYOND_CLIENT_TIMEOUT_MS = 16_500;

interface Fault {
  name: string;
  /** What the form must say. */
  message: RegExp;
  /** The form waits for the connection and sends by itself when it is back (a status, not an alert). */
  waitsForConnection?: boolean;
  /** Installs the fault for the first matching request; later requests pass through untouched. */
  inject: (page: Page, context: BrowserContext, pattern: string | RegExp) => Promise<void>;
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
        await new Promise((resolve) => setTimeout(resolve, BEYOND_CLIENT_TIMEOUT_MS));
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
    if (fault.slow) test.setTimeout(60_000);
    consoleAllowList.push(/Failed to load resource/);
    const email = `fault-${Date.now()}-${test.info().project.name}@example.com`;
    await page.goto("/");
    const form = page.locator("form").filter({ has: page.locator("#name") });
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
    await expect(notice).toHaveText(fault.message, {
      timeout: fault.slow ? BEYOND_CLIENT_TIMEOUT_MS + 5_000 : 10_000,
    });
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
