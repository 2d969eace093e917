// `npm run check:deploy`: checks a live Supabase project (and, with SITE_URL, the deployed site) end to end
// after `supabase db push` and after each deploy (decision 019).
//
//   SUPABASE_URL=… SUPABASE_ANON_KEY=… SUPABASE_SERVICE_ROLE_KEY=… [SITE_URL=…] [MAIL_TEST_TO=…] npm run check:deploy
//
// It prints one line per check (✔ or ✖, with what to do about a failure), then a summary, and exits 1 when any
// check failed. What it stores to test the write paths (a sign-up and an application with an @example.invalid
// address, a one-page PDF) is removed with the service role at the end, whatever failed on the way, and its
// abuse-budget records are removed with it; so is the throwaway Auth user it signs in to prove that a session
// without a staff role reads nothing (decision 035). It also reports application and beta mail (failed, waiting) and
// resume bytes against their alert level, and with MAIL_TEST_TO sends a test message there and waits until it has
// gone (check-deploy/mail.mjs, decision 026). Each group of checks is a module of check-deploy/; this file runs
// them in order. Plain Node.js: no installed dependencies.
import { mailChecks } from "./check-deploy/mail.mjs";
import { Problem, REAPPLY, asStaff, check, config, describe, results } from "./check-deploy/context.mjs";
import { run } from "./check-deploy/test-data.mjs";
import { checkClientAddress, checkKeys, setAsideBudget } from "./check-deploy/keys.mjs";
import {
  checkPublicCannotReachBudgets,
  checkPublicCannotRead,
  checkPublicReads,
} from "./check-deploy/public-access.mjs";
import { checkApplicationInsert, checkResumableUpload, checkSignupInsert } from "./check-deploy/writes.mjs";
import {
  checkResumesPrivate,
  checkSignedInNonStaff,
  checkUnsubscribeFunction,
} from "./check-deploy/private-data.mjs";
import { cleanUp } from "./check-deploy/clean-up.mjs";
import {
  checkFreshness,
  checkPage,
  checkSecurityHeaders,
  checkSitemap,
  checkSocialCards,
} from "./check-deploy/site.mjs";

/** A staff function over the Data API; anything but 200 is a Problem. @param {string} name @param {Record<string, unknown>} body */
async function staffRpc(name, body) {
  const answer = await asStaff(`/rest/v1/rpc/${name}`, { method: "POST", body: JSON.stringify(body) });
  if (answer.status !== 200) {
    throw new Problem(`the service role could not call ${name} (${describe(answer)})`, REAPPLY);
  }
  return answer.json;
}

export const mail = mailChecks({ rpc: staffRpc, Problem, testTo: config.mailTestTo });

async function main() {
  console.info(`Deployment check of ${config.url}${config.siteUrl ? ` and ${config.siteUrl}` : ""}`);
  const keysOk = await check("Keys", checkKeys);
  const needsKeys = keysOk ? undefined : "the keys are wrong";
  await check("Client address the abuse budgets see (forged headers sent)", checkClientAddress, needsKeys);
  try {
    const budgetAside = await check(
      "Abuse budget of this address set aside for the check",
      setAsideBudget,
      needsKeys,
    );
    await check("Public key reads active jobs and published posts only", checkPublicReads, needsKeys);
    await check(
      "Public key cannot read sign-ups",
      () => checkPublicCannotRead("signups", "sign-ups"),
      needsKeys,
    );
    await check(
      "Public key cannot read applications",
      () => checkPublicCannotRead("candidates", "applications"),
      needsKeys,
    );
    await check(
      "Public key cannot read the abuse-budget limits",
      () => checkPublicCannotRead("api_limits", "public.api_limits"),
      needsKeys,
    );
    await check(
      "Public key cannot reach the abuse-budget records or staff functions",
      checkPublicCannotReachBudgets,
      needsKeys,
    );
    const insertSkip = needsKeys ?? (budgetAside ? undefined : "the abuse budget could not be set aside");
    await check("Public key inserts a sign-up", checkSignupInsert, insertSkip);
    const applied = await check("Public key inserts an application", checkApplicationInsert, insertSkip);
    const uploaded = await check(
      "Resumable (TUS) upload of the application's resume",
      checkResumableUpload,
      applied ? undefined : "no test application",
    );
    await check(
      "Public key cannot list or download resumes",
      checkResumesPrivate,
      uploaded ? undefined : "no test resume",
    );
    await check("A signed-in user who is not staff reads nothing", checkSignedInNonStaff, needsKeys);
    await check("Unsubscribe function (one-click, no key)", checkUnsubscribeFunction);
  } finally {
    await check("Test data removed", cleanUp, needsKeys);
  }
  await check("Application mail is flowing", mail.checkMailFlowing, needsKeys);
  await check("Beta mail is flowing", mail.checkBetaMailFlowing, needsKeys);
  await check("Resume bytes against their alert level", mail.checkResumeBytes, needsKeys);
  if (config.mailTestTo) {
    await check(`Test message to ${config.mailTestTo}`, mail.checkMailRoundTrip, needsKeys);
  }
  if (config.siteUrl) {
    await check("Site: home page", () => checkPage("/", 200, "prerendered"));
    await check("Site: deep static route /about/team", () => checkPage("/about/team", 200, "prerendered"));
    await check("Site: job page through the SPA fallback", () =>
      checkPage(`/careers/job/deployment-check-${run.slice(0, 8)}`, 200, "fallback"),
    );
    await check("Site: unknown path answers 404", () =>
      checkPage(`/deployment-check-${run.slice(0, 8)}`, 404, "fallback"),
    );
    await check("Site: sitemap.xml", checkSitemap);
    await check("Site: built since the last publish", checkFreshness);
    await check("Site: social cards", checkSocialCards);
    await check("Site: security headers", checkSecurityHeaders);
  }

  const failed = results.filter((result) => result.status === "fail");
  const skipped = results.filter((result) => result.status === "skip");
  const passed = results.length - failed.length - skipped.length;
  console.info(
    `\n${passed} passed, ${failed.length} failed${skipped.length > 0 ? `, ${skipped.length} not run` : ""}.` +
      (config.siteUrl ? "" : " Set SITE_URL to check the deployed site too.") +
      (config.mailTestTo ? "" : " Set MAIL_TEST_TO to send a test message."),
  );
  for (const result of failed) console.info(`  ✖ ${result.name}: ${result.text}`);
  process.exitCode = failed.length > 0 || skipped.length > 0 ? 1 : 0;
}

await main();
