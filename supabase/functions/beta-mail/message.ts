// The beta sign-up confirmation and the beta invitation. They carry nothing the sign-up's author wrote, not even the name: anyone can sign up
// any address, so the message to that address must hold only our words and our two links (the confirmation page and
// the unsubscribe link).

import type { OutgoingEmail } from "../_shared/email-provider.ts";
import { escapeHtml, page } from "../_shared/mail-text.ts";

const CONFIRMATION_SUBJECT = "Confirm your Tapsheet beta sign-up";

export function confirmationEmail(
  to: string,
  links: { confirmUrl: string; unsubscribeUrl: string; expiresAt: string },
): Omit<OutgoingEmail, "headers"> {
  const expires = new Date(links.expiresAt).toISOString().slice(0, 10);
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
    html: page(
      "<p>Hello,</p>" +
        "<p>Thank you for joining the Tapsheet beta. Please confirm that this address is yours and that you want " +
        "to hear from us about the beta:</p>" +
        `<p><a href="${escapeHtml(links.confirmUrl)}">Confirm my sign-up</a></p>` +
        `<p>The link works until ${expires}. If you did not sign up, ignore this e-mail: an unconfirmed sign-up ` +
        "is deleted after 30 days.</p>" +
        `<p style="font-size: 13px; color: #555;">To leave and stop all mail from Tapsheet, ` +
        `<a href="${escapeHtml(links.unsubscribeUrl)}">unsubscribe</a> (or use your mail app's Unsubscribe button).</p>` +
        "<p>The Tapsheet team</p>",
    ),
  };
}

const INVITATION_SUBJECT = "Your invitation to the Tapsheet beta";

export function invitationEmail(
  to: string,
  links: { welcomeUrl: string; unsubscribeUrl: string; expiresAt: string },
): Omit<OutgoingEmail, "headers"> {
  const expires = new Date(links.expiresAt).toISOString().slice(0, 10);
  return {
    to,
    subject: INVITATION_SUBJECT,
    text: [
      "Hello,",
      "",
      "Your place in the Tapsheet beta is ready. Accept your invitation here:",
      "",
      links.welcomeUrl,
      "",
      `The link works once, until ${expires}. After that the page lets you ask for a new one.`,
      "",
      `To leave and stop all mail from Tapsheet, open ${links.unsubscribeUrl}`,
      "(or use your mail app's Unsubscribe button).",
      "",
      "The Tapsheet team",
    ].join("\n"),
    html: page(
      "<p>Hello,</p>" +
        "<p>Your place in the Tapsheet beta is ready. Accept your invitation here:</p>" +
        `<p><a href="${escapeHtml(links.welcomeUrl)}">Accept my invitation</a></p>` +
        `<p>The link works once, until ${expires}. After that the page lets you ask for a new one.</p>` +
        `<p style="font-size: 13px; color: #555;">To leave and stop all mail from Tapsheet, ` +
        `<a href="${escapeHtml(links.unsubscribeUrl)}">unsubscribe</a> (or use your mail app's Unsubscribe button).</p>` +
        "<p>The Tapsheet team</p>",
    ),
  };
}
