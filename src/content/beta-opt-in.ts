/** Every word of the pages a beta e-mail links to: confirming a sign-up and unsubscribing (decision 027). */
import { SITE } from "@/config/site";

export interface OptInState {
  title: string;
  body: string;
}

export const CONFIRM_PAGE = {
  meta: {
    title: "Confirm your beta sign-up",
    description: `Confirm your e-mail address to join the ${SITE.name} beta, or ask for a new confirmation link.`,
  },
  heading: "Confirm your beta sign-up",
  intro: `Press the button to confirm that this address is yours and that you want to hear from us about the ${SITE.name} beta.`,
  button: "Confirm my sign-up",
  buttonPending: "Confirming…",
  pending: "Confirming your sign-up…",
  confirmed: {
    title: "You're confirmed",
    body: `Thank you: your address is confirmed and you're on the ${SITE.name} beta list. We'll be in touch soon.`,
  },
  alreadyConfirmed: {
    title: "Already confirmed",
    body: "This address was confirmed already. There's nothing more to do.",
  },
  expired: {
    title: "This link has expired",
    body: "Confirmation links work for 7 days. Ask for a new one and we'll e-mail it to you.",
  },
  invalid: {
    title: "This link is not valid",
    body: "It may be incomplete, or the sign-up it belonged to was removed. Copy the whole link from the e-mail, or sign up again.",
  },
  resendButton: "Send me a new link",
  resendPending: "Sending…",
  resent: "A new confirmation link is on its way. Check your inbox.",
  alreadySent:
    "We already sent a confirmation e-mail to this address today. Check your inbox and spam folder, or ask again tomorrow.",
  signUpLink: { text: "Sign up for the beta", href: "/" },
} satisfies Record<string, unknown>;

export const UNSUBSCRIBE_PAGE = {
  meta: {
    title: "Unsubscribe",
    description: `Stop all e-mail from ${SITE.name} to your address with one click.`,
  },
  heading: `Unsubscribe from ${SITE.name} e-mails`,
  intro: `Unsubscribing stops all e-mail from ${SITE.name} to this address and deletes your beta sign-up. You can sign up again at any time.`,
  button: "Unsubscribe",
  pending: "Unsubscribing…",
  done: {
    title: "You're unsubscribed",
    body: "We won't e-mail this address again unless you sign up again and confirm.",
  },
  invalid: {
    title: "This link is not valid",
    body: `It may be incomplete. Copy the whole link from the e-mail, or write to ${SITE.mail.privacy} and we'll remove you.`,
  },
} satisfies Record<string, unknown>;

/** When the backend could not be reached: what happened, and the button that tries again. */
export const OPT_IN_FAILURE = {
  title: "We couldn't reach our server",
  body: "Check your connection, then try again.",
  retry: "Try again",
} as const;
