// What the applicant and the hiring team receive. Every value an applicant typed is escaped before it enters the
// HTML, and anything that ends up in a header (subject, recipient) is a single line. The applicant's receipt
// repeats only one thing they wrote, their name (which the database keeps free of web addresses); the position,
// team and place come from the job the application names. Team mail links to nothing the applicant wrote: it names
// the applicant and the position, shows their address as text, and links only to the application in the staff desk.

import type { OutgoingEmail } from "../_shared/email-provider.ts";
import { decisionMessage, isDecisionStage } from "../../../common/decision-mail.ts";
import { mailAddress } from "../../../common/mail-address.ts";
import { escapeHtml, page, singleLine } from "../_shared/mail-text.ts";

/** An application, as private.mail_payload gives it for a receipt or a notice (and, in part, for a digest). */
export interface Application {
  application_id: string;
  applied_at: string;
  full_name: string;
  email: string;
  position_title: string;
  position_department?: string;
  position_location?: string;
  /** The resume's object name in the `resumes` bucket. */
  resume_object: string;
}

type Email = Omit<OutgoingEmail, "headers">;

function appliedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** The application's page in the staff desk. */
function staffDeskLink(siteUrl: string, applicationId: string): string {
  return `${siteUrl}/staff/applications/${encodeURIComponent(applicationId)}`;
}

function team(application: Application): string {
  return `${singleLine(application.position_department ?? "")}, ${singleLine(application.position_location ?? "")}`;
}

export function applicantConfirmation(application: Application, to: string): Email {
  const name = singleLine(application.full_name);
  const position = singleLine(application.position_title);
  return {
    to,
    subject: `We received your application for ${position}`,
    text: [
      `Hi ${name},`,
      "",
      `Thank you for applying for ${position} (${team(application)}) at Tapsheet. We have your application and your resume,`,
      "and our hiring team will be in touch.",
      "",
      "The Tapsheet team",
    ].join("\n"),
    html: page(
      `<p>Hi ${escapeHtml(name)},</p>` +
        `<p>Thank you for applying for <strong>${escapeHtml(position)}</strong> (${escapeHtml(team(application))}) ` +
        "at Tapsheet. We have your application and your resume, and our hiring team will be in touch.</p>" +
        "<p>The Tapsheet team</p>",
    ),
  };
}

/** The applicant's address as text: what cannot be one plain address is said so, never shown. */
function shownAddress(email: string): string {
  return mailAddress(singleLine(email)) ?? "(not a plain address)";
}

export function hiringTeamNotice(application: Application, to: string, siteUrl: string): Email {
  const name = singleLine(application.full_name);
  const position = singleLine(application.position_title);
  const link = staffDeskLink(siteUrl, application.application_id);
  const fields: [string, string][] = [
    ["Name", name],
    ["E-mail", shownAddress(application.email)],
    ["Position", `${position} (${team(application)})`],
    ["Applied", appliedAt(application.applied_at)],
  ];
  return {
    to,
    subject: `New application: ${name} for ${position}`,
    text: [
      `${name} applied for ${position}.`,
      "",
      ...fields.map(([label, value]) => `${label}: ${value}`),
      "",
      `Open the application in the staff desk: ${link}`,
    ].join("\n"),
    html: page(
      `<p>${escapeHtml(name)} applied for <strong>${escapeHtml(position)}</strong>.</p>` +
        "<table>" +
        fields
          .map(
            ([label, value]) =>
              `<tr><th align="left" style="padding-right: 12px;">${label}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join("") +
        "</table>" +
        `<p><a href="${escapeHtml(link)}">Open the application in the staff desk</a></p>`,
    ),
  };
}

/** Many applications at once: one message lists them, each linked to its page in the staff desk. */
export function hiringTeamDigest(applications: Application[], to: string, siteUrl: string): Email {
  const lines = applications.map((application) => ({
    text:
      `${singleLine(application.full_name)} (${shownAddress(application.email)}) for ` +
      `${singleLine(application.position_title)}, ${appliedAt(application.applied_at)}`,
    link: staffDeskLink(siteUrl, application.application_id),
  }));
  return {
    to,
    subject: `${applications.length} new applications`,
    text: [
      `More than five applications arrived within the hour, so they come together every 15 minutes. ${applications.length} new:`,
      "",
      ...lines.map((line) => `- ${line.text}: ${line.link}`),
    ].join("\n"),
    html: page(
      "<p>More than five applications arrived within the hour, so they come together every 15 minutes. " +
        `${applications.length} new:</p><ul>` +
        lines
          .map((line) => `<li>${escapeHtml(line.text)}: <a href="${escapeHtml(line.link)}">open</a></li>`)
          .join("") +
        "</ul>",
    ),
  };
}

/** A decision mail, as private.mail_payload gives it: the first name and the position, nothing else applied. */
export interface DecisionPayload {
  email: string;
  first_name: string;
  position_title: string;
  stage: string;
  note: string | null;
}

/** The applicant hears the decision in the desk's previewed words; null when the stage is none that is told. */
export function decisionMail(decision: DecisionPayload, to: string): Email | null {
  if (!isDecisionStage(decision.stage)) return null;
  const message = decisionMessage({
    firstName: singleLine(decision.first_name),
    positionTitle: singleLine(decision.position_title),
    stage: decision.stage,
    note: decision.note === null ? null : singleLine(decision.note),
  });
  return {
    to,
    subject: message.subject,
    text: message.paragraphs.join("\n\n"),
    html: page(message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("")),
  };
}
