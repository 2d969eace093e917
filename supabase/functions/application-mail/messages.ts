// What the applicant and the hiring team receive. Every value an applicant typed is escaped before it enters the
// HTML, and anything that ends up in a header (subject, recipient) is a single line. The applicant's confirmation
// repeats only one thing they wrote, their name (which the database keeps free of web addresses); the position,
// team and place come from the job the application names.

import type { OutgoingEmail } from "../_shared/email-provider.ts";
import { mailAddress } from "../_shared/mail-address.ts";

/** A claimed application message and its application, as `claim_application_mail` returns it. */
export interface ApplicationMessage {
  message_id: string;
  kind: "applicant_confirmation" | "hiring_team_notice";
  attempts: number;
  claim_id: string;
  recipient: string | null;
  application_id: string;
  applied_at: string;
  full_name: string;
  email: string;
  linkedin_url: string | null;
  portfolio_url: string | null;
  position_title: string;
  position_department: string;
  position_location: string;
  /** The resume's object name in the `resumes` bucket. */
  resume_object: string;
  applications_table_id: string | number;
}

/** A claimed staff message (the daily summary, or the deployment check's test to `recipient`). */
export interface StaffMessage {
  message_id: string;
  kind: "staff_summary" | "test_message";
  attempts: number;
  claim_id: string;
  /** The test message's address; null for the summary, which goes to the staff address. */
  recipient: string | null;
}

export type ClaimedMessage = ApplicationMessage | StaffMessage;

type Email = OutgoingEmail;

/** Where the hiring team opens an application: the dashboard's table editor, filtered to its row. */
export interface Links {
  dashboardProjectUrl: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * One line: every control character and Unicode line or paragraph separator becomes a space, so a value can never
 * start a new header line wherever the provider puts it; invisible format characters (Unicode category Cf: bidi
 * overrides such as U+202E, zero-width characters) are removed, so a value cannot reorder or hide what is shown.
 */
export function singleLine(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, "")
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A bare address the provider cannot read as more than one recipient or as a display name, and that the database
 * would have stored: the one address rule (../_shared/mail-address.ts). Null when the value is not such an address.
 */
export const safeAddress = mailAddress;

function httpLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

function appliedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #111;">${body}</body></html>`;
}

export function applicantConfirmation(message: ApplicationMessage, to: string): Email {
  const name = singleLine(message.full_name);
  const position = singleLine(message.position_title);
  const team = `${singleLine(message.position_department)}, ${singleLine(message.position_location)}`;
  return {
    to,
    subject: `We received your application for ${position}`,
    text: [
      `Hi ${name},`,
      "",
      `Thank you for applying for ${position} (${team}) at Tapsheet. We have your application and your resume,`,
      "and our hiring team will be in touch.",
      "",
      "The Tapsheet team",
    ].join("\n"),
    html: page(
      `<p>Hi ${escapeHtml(name)},</p>` +
        `<p>Thank you for applying for <strong>${escapeHtml(position)}</strong> (${escapeHtml(team)}) at Tapsheet. ` +
        "We have your application and your resume, and our hiring team will be in touch.</p>" +
        "<p>The Tapsheet team</p>",
    ),
  };
}

export function hiringTeamNotice(message: ApplicationMessage, to: string, links: Links): Email {
  const name = singleLine(message.full_name);
  const position = singleLine(message.position_title);
  const team = `${singleLine(message.position_department)}, ${singleLine(message.position_location)}`;
  const email = singleLine(message.email);
  const linkedin = httpLink(message.linkedin_url);
  const portfolio = httpLink(message.portfolio_url);
  const when = appliedAt(message.applied_at);
  const row =
    `${links.dashboardProjectUrl}/editor/${encodeURIComponent(String(message.applications_table_id))}` +
    `?schema=public&filter=${encodeURIComponent(`id:eq:${message.application_id}`)}`;

  const fields: [string, string, string | null][] = [
    ["Name", name, null],
    ["E-mail", email, safeAddress(email) ? `mailto:${email}` : null],
    ["Position", `${position} (${team})`, null],
    ["LinkedIn", linkedin ?? "not given", linkedin],
    ["Portfolio", portfolio ?? "not given", portfolio],
    ["Applied", when, null],
  ];
  const htmlRows = fields
    .map(([label, value, href]) => {
      const shown = href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th align="left" style="padding-right: 12px;">${label}</th><td>${shown}</td></tr>`;
    })
    .join("");

  return {
    to,
    subject: `New application: ${name} for ${position}`,
    text: [
      `${name} applied for ${position} (${team}).`,
      "",
      ...fields.map(([label, value]) => `${label}: ${value}`),
      "",
      `The application in the dashboard (the resume is in the private resumes bucket): ${row}`,
    ].join("\n"),
    html: page(
      `<p>${escapeHtml(name)} applied for <strong>${escapeHtml(position)}</strong>.</p>` +
        `<table>${htmlRows}</table>` +
        `<p><a href="${escapeHtml(row)}">Open the application in the dashboard</a> ` +
        "(the resume is in the private resumes bucket).</p>",
    ),
  };
}
