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
  place: {
    loading: "Finding your place in line…",
    inLine: (place: number, waiting: number) => `You're number ${place} of ${waiting} in line.`,
    invited: "You're invited already: look for our invitation in your inbox.",
    referralLabel: "Your referral link",
    referralHelp: (places: number) =>
      `Share it: each person who signs up through it and confirms moves you ${places} places up.`,
    referrals: (count: number) =>
      count === 1 ? "1 confirmed referral so far." : `${count} confirmed referrals so far.`,
    copy: "Copy link",
    copied: "Copied.",
  },
} satisfies Record<string, unknown>;

export const WELCOME_PAGE = {
  meta: {
    title: "Accept your beta invitation",
    description: `Accept your invitation to the ${SITE.name} beta and install the app.`,
  },
  heading: `Welcome to the ${SITE.name} beta`,
  intro: "Your place in the beta is ready. Press the button to accept your invitation.",
  button: "Accept my invitation",
  buttonPending: "Accepting…",
  pending: "Accepting your invitation…",
  accepted: {
    title: "You're in",
    body: `Your invitation is accepted. Install the ${SITE.name} app and sign in with this e-mail address.`,
  },
  steps: [
    "Install the app from your store.",
    "Open it and sign in with the address this invitation came to.",
    `Questions? Write to ${SITE.mail.hello}.`,
  ],
  appStore: { text: "Download on the App Store", href: SITE.apps.appStore },
  googlePlay: { text: "Get it on Google Play", href: SITE.apps.googlePlay },
  used: {
    title: "This invitation was already accepted",
    body: "Each invitation link works once, and this one has been used. If that wasn't you, ask for a new invitation below.",
  },
  expired: {
    title: "This invitation has expired",
    body: "Invitation links work for 14 days. Ask for a new one below and we'll e-mail it to you.",
  },
  invalid: {
    title: "This invitation link is not valid",
    body: "It may be incomplete. Copy the whole link from the e-mail, or ask for a new invitation below.",
  },
  request: {
    label: "Your e-mail address",
    button: "Send me a new invitation",
    pending: "Sending…",
    badAddress: "Enter your e-mail address, for example name@example.com.",
    done: "If this address was invited and hasn't accepted yet, a new invitation is on its way. We send at most one a day.",
  },
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
