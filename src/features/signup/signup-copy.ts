import { SITE } from "@/config/site";
import type { SignupRole } from "@/config/limits";

/** Every visible word of the beta sign-up card. Fixed messages are listed in docs/product.md, Sign-up form. */

export const SIGNUP_CARD_DEFAULTS = {
  title: "Join the Beta",
  description: "Get early access to the future of venture capital",
  buttonText: "Join the Beta",
} as const;

export const SIGNUP_PENDING_TEXT = "Joining...";

/** Roles that are asked for an amount; 'other' is not. */
type AmountRole = Exclude<SignupRole, "other">;

/** The amount field's text, per role: the label, then the example in brackets. */
const AMOUNT_FIELD_TEXT: Record<AmountRole, string> = {
  vc: "Assets under management (e.g., $50M)",
  lp: "Assets under management (e.g., $50M)",
  founder: "Fundraising amount (e.g., $5M Series A)",
  syndicate: "Typical deal size (e.g., $2M)",
};

export interface AmountFieldCopy {
  label: string;
  placeholder: string;
}

/** "Typical deal size (e.g., $2M)" → label "Typical deal size", placeholder "e.g., $2M". */
function splitExample(text: string): AmountFieldCopy {
  const match = /^(.+?)\s*\((e\.g\.,.+)\)$/.exec(text);
  return match?.[1] && match[2]
    ? { label: match[1], placeholder: match[2] }
    : { label: text, placeholder: "" };
}

const AMOUNT_FIELDS = Object.fromEntries(
  Object.entries(AMOUNT_FIELD_TEXT).map(([role, text]) => [role, splitExample(text)]),
) as Record<AmountRole, AmountFieldCopy>;

/** The amount field's label and placeholder for a chosen role, or null when the field is not shown. */
export function amountFieldFor(role: string): AmountFieldCopy | null {
  return Object.hasOwn(AMOUNT_FIELDS, role) ? AMOUNT_FIELDS[role as AmountRole] : null;
}

/**
 * Which wording of the form's consent copy (privacyNote, confirmationNote) a sign-up saw; stored with it as its
 * consent record. Change it whenever that wording changes, and first add the new id to the database's allowed
 * values (signups_consent_form_version_check, in a migration).
 */
export const SIGNUP_CONSENT_VERSION = "beta-signup-2026-11-25";

export const SIGNUP_FIELD_COPY = {
  name: { label: "Name" },
  email: { label: "Email" },
  company: { label: "Company" },
  role: { label: "Role", placeholder: "Select your role" },
  source: { label: "How did you hear about us?", placeholder: "Select an option" },
  optional: "(optional)",
  /** The honeypot's label: never seen by people, read by form-filling bots. */
  honeypot: "Website",
  privacyNote: "We only use these details to contact you about the beta. Read our",
  privacyLink: "Privacy Notice",
  /** Under the form: what happens after "Join the Beta". */
  confirmationNote:
    "We'll e-mail you a link to confirm your address; you can unsubscribe from any of our e-mails.",
  /** Shown while a submitted sign-up waits for the browser to be back online (it is then sent by itself). */
  offlineNote:
    "You're offline. Your sign-up will be sent as soon as the connection is back; everything you typed is kept.",
  /** Shown when the visitor submits before the form's code has loaded (decision 037). */
  pendingNote:
    "The page is still loading. Your sign-up will be sent as soon as it is ready; everything you typed is kept.",
} as const;

/** The sign-up form as a part of the page whose code may be slow to arrive (the load notice's subject). */
export const SIGNUP_FORM_PART = "The sign-up form";

export const SIGNUP_TOASTS = {
  success: {
    title: `Welcome to ${SITE.name}`,
    description: "Thank you for joining our beta. We'll be in touch soon!",
  },
} as const;

/** Shown in the form after a sign-up went through, beside the welcome toast. */
export const SIGNUP_CONFIRMATION_SENT =
  "A confirmation e-mail is on its way. Open the link in it to confirm your sign-up.";
