import { execFile } from "node:child_process";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@tapsheet/local-supabase";

import type { StaffRole } from "../common/staff-roles";

import { anonInsertAs, serviceInsert, serviceUpdate } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, test } from "./fixtures";
import { minimalPdf } from "./pdf";
import { totp } from "./totp";

/** What the desk's end-to-end tests share: staff made and removed with the staff tool, mail, applications. */

/** The seed's open job (supabase/seed.sql) that applications are for. */
export const SEED_JOB_ID = "6a0b1e5e-0000-4000-8000-000000000001";

/** Runs the staff tool against the test API, as an operator would. */
async function staffTool(...args: string[]) {
  await promisify(execFile)("node", ["scripts/staff.mjs", ...args], {
    env: { ...process.env, SUPABASE_URL: E2E_API_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY },
  });
}

/** Makes `email` a staff member with the staff tool: an admin unless another role is named. */
export async function inviteStaff(email: string, role: StaffRole = "admin") {
  await staffTool("invite", email, "--role", role);
}

/** Ends `email`'s membership with the staff tool (their user and sessions go too). */
export async function removeStaff(email: string) {
  await staffTool("remove", email);
}

/** The newest sign-in code the local mailbox holds for `email` (once it is not `previous`). */
export async function mailedCode(email: string, previous?: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const response = await fetch(`${E2E_API_URL}/mailbox/messages`);
    const messages = (await response.json()) as { to: string[]; text: string }[];
    code = messages
      .filter((message) => message.to.includes(email))
      .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
      .findLast(Boolean);
    expect(code).toBeDefined();
    expect(code).not.toBe(previous);
  }).toPass({ timeout: 10_000 });
  return code ?? "";
}

/** An application with its resume (for the seed's job unless another is named), sent as the careers form sends it. */
export async function apply(
  visitor: string,
  fullName: string,
  email: string,
  jobId: string = SEED_JOB_ID,
): Promise<string> {
  const id = crypto.randomUUID();
  const objectName = `${id}/cv.pdf`;
  const response = await anonInsertAs(visitor, "candidates", {
    id,
    full_name: fullName,
    email,
    phone: "+1 555 0100",
    resume_url: `resumes/${objectName}`,
    job_id: jobId,
    consent_privacy: true,
  });
  expect(response.status, await response.text()).toBe(201);
  const upload = await fetch(`${E2E_API_URL}/storage/v1/object/resumes/${objectName}`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/pdf",
      "X-Forwarded-For": visitor,
    },
    body: new Uint8Array(minimalPdf(fullName)),
  });
  expect(upload.status, await upload.text()).toBe(200);
  return objectName;
}

/** The two screens the desk is used on: a phone (the mobile project), and a laptop. */
export async function deskViewport(page: Page) {
  const mobile = test.info().project.use.isMobile === true;
  await page.setViewportSize(mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 });
}

/** Asks for a code by mail and enters it: the desk then asks for the authenticator. */
export async function enterMailedCode(page: Page, email: string, previous?: string): Promise<string> {
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await mailedCode(email, previous);
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  return code;
}

/**
 * A first sign-in: the mailed code, then a new authenticator, landing on the first page of the member's role.
 * Returns the authenticator's key and the mailed code.
 */
export async function firstSignIn(page: Page, email: string, landing = "Applications") {
  await page.goto("/staff");
  const mailCode = await enterMailedCode(page, email);
  await expect(page.getByRole("heading", { name: "Set up your authenticator" })).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replaceAll(" ", "");
  await page.getByLabel("Code from your authenticator app").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: landing })).toBeVisible();
  return { secret, mailCode };
}

/** A new post's title, address, excerpt and category, from the desk's Posts page. */
export async function writePostFields(page: Page, title: string, slug: string) {
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  // The address first: leaving the title with the address still empty fills it in from the title.
  await page.getByLabel("Address").fill(slug);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("What changes for syndicate leads, in two minutes.");
  await page.getByLabel("Category").fill("Product");
}

/** `yyyy-mm-ddThh:mm:ss`, `seconds` from now in the browser's time zone, for a datetime-local field. */
export function localTimeAhead(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const when = new Date(Date.now() + ahead * 1000);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(
      when.getMinutes(),
    )}:${pad(when.getSeconds())}`;
  }, seconds);
}

/** The slugs of the jobs one spec opens in one project: `<spec>-<project>-…`. */
const testJobPrefix = (spec: string) => `${spec}-${test.info().project.name}-`;

/**
 * A job of the test's own, open for applications, so that what the desk counts for it is only what the test made.
 * It is listed after the seed's jobs (the specs beside it read those first, as the build did), and named for its
 * spec and project, so that `closeTestJobs` in one project's afterAll closes none of another's.
 */
export async function openTestJob(spec: string, title: string): Promise<string> {
  const id = crypto.randomUUID();
  await serviceInsert("jobs", {
    id,
    slug: `${testJobPrefix(spec)}${id}`,
    title,
    department: "Engineering",
    location: "Remote",
    description: `A job for the ${spec} tests.`,
    status: "open",
    workplace: "remote",
    remote_countries: ["US"],
    display_order: 1000,
  });
  return id;
}

/** Closes the jobs `openTestJob` opened for `spec` in this project: the shared-data specs after it meet only the seed's. */
export async function closeTestJobs(spec: string) {
  await serviceUpdate("jobs", `slug=like.${testJobPrefix(spec)}*`, { status: "closed" });
}
