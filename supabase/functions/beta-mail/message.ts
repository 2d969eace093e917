// The beta sign-up confirmation. It carries nothing the sign-up's author wrote, not even the name: anyone can sign up
// any address, so the message to that address must hold only our words and our two links (the confirmation page and
// the unsubscribe link).

import { mailAddress } from "../_shared/mail-address.ts";

export interface ClaimedConfirmation {
  message_id: string;
  claim_id: string;
  attempts: number;
  queued_at: string;
  email: string;
  expires_at: string;
}

export interface ConfirmationEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** One bare address (no display name, commas, quotes, spaces or controls), or null: the one address rule. */
export const plainAddress = mailAddress;

export const CONFIRMATION_SUBJECT = "Confirm your Tapsheet beta sign-up";

export function confirmationEmail(
  message: ClaimedConfirmation,
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string },
): ConfirmationEmail {
  const expires = new Date(message.expires_at).toISOString().slice(0, 10);
  return {
    to,
    subject: CONFIRMATION_SUBJECT,
    text: [
      "Hello,",
      "",
      "Thank you for joining the Tapsheet beta. Please confirm that this address is yours and that you want",
      "to hear from us about the beta:",
      "",
      links.confirmUrl,
      "",
      `The link works until ${expires}. If you did not sign up, ignore this e-mail: an unconfirmed sign-up is`,
      "deleted after 30 days.",
      "",
      `To leave and stop all mail from Tapsheet, open ${links.unsubscribeUrl}`,
      "(or use your mail app's Unsubscribe button).",
      "",
      "The Tapsheet team",
    ].join("\n"),
    html:
      '<!doctype html><html><body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #111;">' +
      "<p>Hello,</p>" +
      "<p>Thank you for joining the Tapsheet beta. Please confirm that this address is yours and that you want " +
      "to hear from us about the beta:</p>" +
      `<p><a href="${escapeHtml(links.confirmUrl)}">Confirm my sign-up</a></p>` +
      `<p>The link works until ${expires}. If you did not sign up, ignore this e-mail: an unconfirmed sign-up ` +
      "is deleted after 30 days.</p>" +
      `<p style="font-size: 13px; color: #555;">To leave and stop all mail from Tapsheet, ` +
      `<a href="${escapeHtml(links.unsubscribeUrl)}">unsubscribe</a> (or use your mail app's Unsubscribe button).</p>` +
      "<p>The Tapsheet team</p></body></html>",
  };
}
