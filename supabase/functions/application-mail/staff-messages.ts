// What staff receive from the mail function: the daily summary when mail (application or beta) failed, was rejected
// or deferred, waits too long, or resume bytes passed their alert level; and the deployment check's test message. No applicant's
// address is in either: the summary names messages and applications by id, for a lookup in the dashboard.

import type { OutgoingEmail } from "../_shared/email-provider.ts";
import { escapeHtml, page } from "../_shared/mail-text.ts";
import { isStaffRole, type StaffRole } from "../../../common/staff-roles.ts";

/** `application_mail_report()`, the same report `npm run check:deploy` reads. */
export interface MailReport {
  sent: number;
  failed: number;
  rejected: number;
  skipped: number;
  deferred: number;
  next_deferred_at: string | null;
  queued: number;
  oldest_queued_seconds: number | null;
  oldest_queued_error: string | null;
  recent_failures: {
    id: string;
    kind: string;
    status: string;
    application_id: string | null;
    at: string;
    last_error: string | null;
  }[];
  resume_bytes_last_day: number;
  resume_bytes_alert: number | null;
  hourly_ceiling: number | null;
}

/** `beta_mail_report()`: the beta sign-up confirmations, shaped like the application mail's report. */
export interface BetaMailReport {
  sent: number;
  failed: number;
  suppressed: number;
  deferred: number;
  queued: number;
  oldest_queued_seconds: number | null;
  oldest_queued_error: string | null;
  recent_failures: { id: string; at: string; last_error: string | null }[];
}

const MB = 1024 * 1024;

function minutes(seconds: number): string {
  return `${Math.floor(seconds / 60)} min`;
}

function waiting(queued: number, oldestSeconds: number | null, oldestError: string | null): string {
  return (
    `- waiting to be sent: ${queued}` +
    (oldestSeconds !== null
      ? `, the oldest for ${minutes(oldestSeconds)}` + (oldestError ? ` (${oldestError})` : "")
      : "")
  );
}

export function staffSummary(
  report: MailReport,
  beta: BetaMailReport,
  to: string,
): Omit<OutgoingEmail, "headers"> {
  const problems = [
    report.failed > 0 ? `${report.failed} failed` : null,
    report.rejected > 0 ? `${report.rejected} rejected` : null,
    report.deferred > 0 ? `${report.deferred} deferred` : null,
    (report.oldest_queued_seconds ?? 0) >= 900
      ? `oldest waiting ${minutes(report.oldest_queued_seconds ?? 0)}`
      : null,
    beta.failed > 0 ? `${beta.failed} beta confirmations failed` : null,
    beta.deferred > 0 ? `${beta.deferred} beta confirmations deferred` : null,
    (beta.oldest_queued_seconds ?? 0) >= 900
      ? `oldest beta confirmation waiting ${minutes(beta.oldest_queued_seconds ?? 0)}`
      : null,
  ].filter((part) => part !== null);
  const bytesOver =
    report.resume_bytes_alert !== null && report.resume_bytes_last_day > report.resume_bytes_alert;
  const lines = [
    "Application mail in the last 24 hours:",
    `- sent: ${report.sent}`,
    `- failed (will not be sent): ${report.failed}`,
    `- rejected (the resume is not a PDF): ${report.rejected}`,
    `- skipped (a confirmation already went to that address that day): ${report.skipped}`,
    `- deferred by the hourly ceiling of ${report.hourly_ceiling ?? "no"} messages: ${report.deferred}` +
      (report.next_deferred_at ? `, next at ${report.next_deferred_at}` : ""),
    waiting(report.queued, report.oldest_queued_seconds, report.oldest_queued_error),
    `Resume bytes stored in the last day: ${(report.resume_bytes_last_day / MB).toFixed(1)} MB` +
      (report.resume_bytes_alert !== null
        ? ` (alert level ${(report.resume_bytes_alert / MB).toFixed(0)} MB${bytesOver ? ", PASSED" : ""})`
        : ""),
    "",
    ...(report.recent_failures.length > 0
      ? [
          "Latest failed or rejected messages (id, kind, application, when, why):",
          ...report.recent_failures.map(
            (failure) =>
              `- ${failure.id} ${failure.kind} ${failure.application_id ?? "-"} ${failure.at}: ${failure.last_error ?? ""}`,
          ),
          "",
        ]
      : []),
    "Beta sign-up confirmations in the last 24 hours:",
    `- sent: ${beta.sent}`,
    `- failed (will not be sent): ${beta.failed}`,
    `- suppressed (the recipient unsubscribed): ${beta.suppressed}`,
    `- deferred by the hourly ceiling: ${beta.deferred}`,
    waiting(beta.queued, beta.oldest_queued_seconds, beta.oldest_queued_error),
    ...beta.recent_failures.map(
      (failure) => `- failed ${failure.id} ${failure.at}: ${failure.last_error ?? ""}`,
    ),
    "",
    "Every message is in private.outbox (the README's Application mail section",
    "shows the queries, and how to send a failed one again). npm run check:deploy reports the same figures.",
  ];
  return {
    to,
    subject: `Tapsheet mail: ${problems.length > 0 ? problems.join(", ") : "resume bytes passed their alert level"}`,
    text: lines.join("\n"),
    html: page(
      `<pre style="white-space: pre-wrap; font-family: inherit;">${escapeHtml(lines.join("\n"))}</pre>`,
    ),
  };
}

export function testMessage(to: string): Omit<OutgoingEmail, "headers"> {
  const text =
    "This message was sent by the deployment check (npm run check:deploy) to prove that application mail leaves " +
    "the project. Nothing to do.";
  return { to, subject: "Tapsheet mail test", text, html: page(`<p>${escapeHtml(text)}</p>`) };
}

/** `mail_payload` of a staff invitation: the member's own address and role, and the admin who added them. */
export interface StaffInvitation {
  email: string;
  role: string;
  invited_by: string | null;
}

const ROLE_NAMES: Record<StaffRole, string> = {
  admin: "an admin",
  hiring: "hiring",
  editor: "an editor",
  growth: "growth",
};

/** The invitation to the desk: where it is and how the first sign-in goes. Only staff-written values appear. */
export function staffInvitation(
  invitation: StaffInvitation,
  to: string,
  siteUrl: string,
): Omit<OutgoingEmail, "headers"> {
  const desk = `${siteUrl}/staff`;
  const lines = [
    `${invitation.invited_by ?? "An admin"} added you to the Tapsheet staff desk as ${isStaffRole(invitation.role) ? ROLE_NAMES[invitation.role] : invitation.role}.`,
    "",
    `Sign in at ${desk} with this address (${to}): you get a 6-digit code by e-mail, then you set up an ` +
      "authenticator app (such as 1Password, Google Authenticator or Authy) by scanning a QR code.",
    "",
    "If you did not expect this, ignore this message and tell the person who added you.",
  ];
  return {
    to,
    subject: "You are invited to the Tapsheet staff desk",
    text: lines.join("\n"),
    html: page(
      lines
        .filter((line) => line !== "")
        .map((line) =>
          `<p>${escapeHtml(line)}</p>`.replace(
            escapeHtml(desk),
            `<a href="${escapeHtml(desk)}">${escapeHtml(desk)}</a>`,
          ),
        )
        .join(""),
    ),
  };
}
