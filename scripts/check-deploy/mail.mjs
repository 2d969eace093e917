// The deployment check's mail lines (decisions 026 and 027): whether application mail and beta mail are flowing,
// whether resume bytes passed their alert level, and, when staff name an address (MAIL_TEST_TO), one real round
// trip. Used by scripts/check-deploy.mjs; plain Node.js.

/** A message still waiting after this long means mail is stuck (the function runs every minute). */
const STUCK_AFTER_SECONDS = 15 * 60;
const MB = 1024 * 1024;

const FUNCTION_FIX =
  "read private.outbox (README, Application mail): set the function's secrets and deploy it " +
  "(supabase functions deploy application-mail), check the send-application-mail cron job and the Vault entries " +
  "project_url and service_role_key; re-queue failed messages once the cause is fixed";

const BETA_FIX =
  "read private.outbox (README, Beta sign-ups): set EMAIL_API_KEY, BETA_EMAIL_FROM and SITE_URL and deploy the " +
  "function (supabase functions deploy beta-mail), check the send-beta-mail cron job and the Vault entries " +
  "project_url and service_role_key; re-queue failed messages once the cause is fixed";

/**
 * What keeps mail from flowing, from a report of either outbox: a message failed in the last 24 hours, or one has
 * waited 15 minutes.
 * @param {{ failed: number, oldest_queued_seconds: number | null, oldest_queued_error: string | null,
 *   recent_failures: { kind: string, status: string, last_error: string | null }[] }} mail
 */
function flowFaults(mail) {
  /** @type {string[]} */
  const faults = [];
  if (mail.failed > 0) {
    const latest = mail.recent_failures.find((failure) => failure.status === "failed");
    faults.push(
      `${mail.failed} message(s) failed in the last 24 hours` +
        (latest ? ` (latest, ${latest.kind}: ${latest.last_error ?? "no answer"})` : ""),
    );
  }
  const oldest = mail.oldest_queued_seconds ?? 0;
  if (oldest >= STUCK_AFTER_SECONDS) {
    faults.push(
      `the oldest queued message has waited ${Math.floor(oldest / 60)} min` +
        (mail.oldest_queued_error ? ` (${mail.oldest_queued_error})` : ""),
    );
  }
  return faults;
}

/** " (oldest N s)" when something waits. @param {number | null} seconds */
const oldestText = (seconds) => (seconds === null ? "" : ` (oldest ${seconds} s)`);

/**
 * @param {{
 *   rpc: (name: string, body: Record<string, unknown>) => Promise<unknown>,
 *   Problem: new (message: string, fix: string) => Error,
 *   testTo: string | undefined,
 *   timeoutMs?: number,
 *   pollMs?: number,
 * }} options
 */
export function mailChecks({ rpc, Problem, testTo, timeoutMs = 180_000, pollMs = 2_000 }) {
  /**
   * @typedef {{
   *   sent: number, failed: number, rejected: number, skipped: number, deferred: number, queued: number,
   *   oldest_queued_seconds: number | null, oldest_queued_error: string | null,
   *   recent_failures: { kind: string, status: string, last_error: string | null }[],
   *   resume_bytes_last_day: number, resume_bytes_alert: number | null,
   * }} MailReport
   */
  const report = async () => /** @type {MailReport} */ (await rpc("application_mail_report", {}));

  /** Fails while a message has waited 15 minutes or any failed in the last 24 hours; reports the rest. */
  async function checkMailFlowing() {
    const mail = await report();
    const faults = flowFaults(mail);
    if (faults.length > 0) throw new Problem(faults.join("; "), FUNCTION_FIX);
    return (
      `last 24 hours: ${mail.sent} sent, ${mail.failed} failed, ${mail.rejected} rejected (not a PDF), ` +
      `${mail.skipped} skipped (one a day per address); now ${mail.queued} queued` +
      oldestText(mail.oldest_queued_seconds) +
      `, ${mail.deferred} deferred by the hourly ceiling`
    );
  }

  /** The same for the beta sign-up confirmations (beta_mail_report). */
  async function checkBetaMailFlowing() {
    const mail = /**
     * @type {{ sent: number, failed: number, suppressed: number, queued: number, deferred: number,
     *   oldest_queued_seconds: number | null, oldest_queued_error: string | null,
     *   recent_failures: { kind: string, status: string, last_error: string | null }[] }}
     */ (await rpc("beta_mail_report", {}));
    const faults = flowFaults(mail);
    if (faults.length > 0) throw new Problem(faults.join("; "), BETA_FIX);
    return (
      `last 24 hours: ${mail.sent} sent, ${mail.failed} failed, ${mail.suppressed} suppressed (unsubscribed); ` +
      `now ${mail.queued} queued${oldestText(mail.oldest_queued_seconds)}, ${mail.deferred} deferred by the hourly ceiling`
    );
  }

  /** The all-applicant figure is an alert, not a lock: it fails this check, never an upload. */
  async function checkResumeBytes() {
    const mail = await report();
    const stored = `${(mail.resume_bytes_last_day / MB).toFixed(1)} MB`;
    if (mail.resume_bytes_alert === null) return `${stored} in the last day (no alert level set)`;
    const alert = `${(mail.resume_bytes_alert / MB).toFixed(0)} MB`;
    if (mail.resume_bytes_last_day > mail.resume_bytes_alert) {
      throw new Problem(
        `${stored} of resumes stored in the last day, past the alert level of ${alert}`,
        "look for abuse in storage.objects (bucket resumes) and private.application_clients; each client is still " +
          "limited by resume_bytes.per_client_max in public.api_limits, and raising global_max moves the alert",
      );
    }
    return `${stored} in the last day, under the alert level of ${alert}`;
  }

  /** Queues a test message to MAIL_TEST_TO and waits until the function has sent it. */
  async function checkMailRoundTrip() {
    const started = Date.now();
    const id = /** @type {string} */ (await rpc("queue_application_mail_test", { recipient: testTo }));
    /** @type {{ status: string, last_error: string | null, provider_message_id: string | null } | null} */
    let message = null;
    while (Date.now() - started < timeoutMs) {
      message = /** @type {typeof message} */ (await rpc("application_mail_message", { message_id: id }));
      if (message?.status === "sent") {
        const seconds = Math.round((Date.now() - started) / 1000);
        return `sent to ${testTo} in ${seconds} s (provider id ${message.provider_message_id}); check that it arrived`;
      }
      if (message?.status === "failed" || message?.status === "rejected") break;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new Problem(
      `the test message to ${testTo} is ${message?.status ?? "missing"} after ${Math.round((Date.now() - started) / 1000)} s` +
        (message?.last_error ? ` (${message.last_error})` : ""),
      FUNCTION_FIX,
    );
  }

  return { checkMailFlowing, checkBetaMailFlowing, checkResumeBytes, checkMailRoundTrip };
}
