import { SIGNUP_ROLE_LABELS, SIGNUP_SOURCE_LABELS } from "@/content/signup-labels";

import { isRejectionReason, type RejectionReason } from "@common/rejection-reasons";

import type { Stage, StaffRole } from "./schemas/records";

export const DESK = {
  name: "Tapsheet desk",
  signIn: {
    title: "Staff sign-in",
    intro: "For Tapsheet staff only.",
    emailLabel: "Work e-mail",
    sendCode: "Send code",
    sendCodeIn: (seconds: number) => `Send code (in ${seconds} s)`,
    newCode: "Send a new code",
    newCodeIn: (seconds: number) => `Send a new code (in ${seconds} s)`,
    newCodeWait: (seconds: number) =>
      `Codes go out at most once a minute. You can ask for a new one in ${seconds} s.`,
    codeSent: "If this address belongs to a Tapsheet staff member, we've sent a 6-digit code.",
    codeLabel: "Code from the e-mail",
    verifyCode: "Sign in",
    otherAddress: "Use a different address",
    wrongCode: "That code is wrong or has expired. Check the latest e-mail, or ask for a new code.",
    enrolTitle: "Set up your authenticator",
    enrolIntro:
      "Scan the QR code with an authenticator app (such as 1Password, Google Authenticator or Authy), or type the key into it, then enter the 6-digit code it shows.",
    qrAlt: "QR code for adding the Tapsheet staff desk to an authenticator app",
    secretLabel: "Key to type instead",
    copyKey: "Copy key",
    keyCopied: "Key copied.",
    copyFailed: "Could not copy: select the key and copy it by hand.",
    factorTitle: "Enter your authenticator code",
    factorLabel: "Code from your authenticator app",
    factorVerify: "Continue",
    wrongFactorCode: "That code did not match. Codes change every 30 seconds: try the one showing now.",
    reasons: {
      "signed-out": "You are signed out.",
      "no-access": "This account has no access to the staff desk. You have been signed out.",
      idle: "You were signed out after 30 minutes without activity. Anything you had typed is kept: sign in again to finish it.",
      ended: "Your session ended. Please sign in again.",
      removed: "Your access to the desk has ended. Ask an admin if this is a mistake.",
      "role-changed": "Your role on the desk has changed. Sign in again to continue.",
    },
  },
  idle: {
    title: "Still there?",
    countdown: (seconds: number) =>
      `You will be signed out in ${seconds} ${seconds === 1 ? "second" : "seconds"} after 30 minutes without activity.`,
    kept: "Anything you have typed is kept.",
    announce: (seconds: number) => `Signing out in ${seconds} seconds.`,
    stay: "Stay signed in",
  },
  nav: {
    label: "Staff desk",
    applications: "Applications",
    signups: "Sign-ups",
    audit: "Audit log",
    team: "Team",
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
  },
  noPages: "Your role has no pages in the desk yet.",
  notForRole: "Your role does not include this page.",
  loading: "Loading…",
  retry: "Try again",
  routeError: {
    title: "The desk hit a problem",
    retryHint: "This page could not be loaded or shown. Try again, or go back to the desk.",
    notFoundTitle: "Not found",
    notFound: "There is nothing at this address in the desk.",
    home: "Back to the desk",
  },
} as const;

/** A desk page's title in the browser: "Applications · Tapsheet desk". */
export function deskTitle(page: string): string {
  return `${page} · ${DESK.name}`;
}

export const STAGE_LABELS: Record<Stage, string> = {
  new: "New",
  screening: "Screening",
  interview: "Interview",
  offer: "Offer",
  hired: "Hired",
  rejected: "Rejected",
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  hiring: "Hiring",
  editor: "Editor",
  growth: "Growth",
};

/** Which desk pages each role may open, in the order the navigation shows them. */
export const ROLE_PAGES: Record<StaffRole, readonly DeskPage[]> = {
  admin: ["applications", "signups", "audit", "team"],
  hiring: ["applications"],
  editor: [],
  growth: ["signups"],
};
export type DeskPage = "applications" | "signups" | "audit" | "team";

export const PAGE_PATHS: Record<DeskPage, string> = {
  applications: "/staff/applications",
  signups: "/staff/signups",
  audit: "/staff/audit",
  team: "/staff/team",
};

/** The values the sign-up form stores (src/config/limits.ts; a test keeps them equal), without importing the form's module. */
export const SIGNUP_ROLE_OPTIONS = ["vc", "founder", "lp", "syndicate", "other"] as const;
export const SIGNUP_SOURCE_OPTIONS = ["linkedin", "twitter", "referral", "google", "event", "other"] as const;

/** A stored sign-up code in the words the sign-up form showed (`vc` reads "VC / Angel Investor"). */
export function signupRoleLabel(role: string): string {
  return (SIGNUP_ROLE_LABELS as Record<string, string>)[role] ?? role;
}
export function signupSourceLabel(source: string): string {
  return (SIGNUP_SOURCE_LABELS as Record<string, string>)[source] ?? source;
}

/** The desk's words for the fixed list of rejection reasons (common/rejection-reasons.ts). */
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  not_enough_experience: "Not enough relevant experience",
  skills_mismatch: "Skills do not match the role",
  role_filled: "Position filled",
  location_or_permit: "Location or work permit",
  salary_expectations: "Salary expectations",
  withdrew: "Withdrew or did not respond",
  other: "Other",
};

/** A stored reason in the desk's words; a reason given before the list existed reads as it was typed. */
export function rejectionReasonLabel(reason: string): string {
  return isRejectionReason(reason) ? REJECTION_REASON_LABELS[reason] : reason;
}

/** Telling the applicant of a decision, its timeline entries and the counts of rejection reasons. */
export const DECISION_MAIL = {
  offerHeading: "Tell the applicant?",
  tell: "Tell the applicant…",
  offerIntro: {
    rejected: "The application is rejected. The applicant receives this message; the reason stays internal.",
    interview: "The application moved to Interview. The applicant receives this message.",
    offer: "The application moved to Offer. The applicant receives this message.",
  },
  previewLabel: "The message as it will be sent",
  subject: "Subject:",
  noteLabel: "A note of your own (optional)",
  noteHint: "One paragraph, at most 500 characters. It appears in the message above, before the signature.",
  noteTooLong: (chars: number) => `The note is ${chars} characters long; keep it to 500.`,
  queueAt: (when: string, zone: string) => `Queue for ${when} (${zone})`,
  queueHint: (when: string, zone: string) =>
    `A rejection leaves on the next business morning: ${when}, ${zone} time. It can be cancelled until then.`,
  queueLoading: "Queue for the next business morning",
  send: "Send",
  sendNow: "Send now",
  sending: "Sending…",
  dontSend: "Don't send",
  notSent: "No message sent.",
  queued: (when: string, zone: string, count: number) =>
    count === 1
      ? `Message queued: it leaves ${when} (${zone}).`
      : `${count} messages queued: they leave ${when} (${zone}).`,
  sentNow: (count: number) => (count === 1 ? "Message on its way." : `${count} messages on their way.`),
  eachOwn: (count: number, shown: string) =>
    `Each of the ${count} applicants gets this message with their own first name and position. Shown: ${shown}'s.`,
  someRefused: (refused: number, count: number) =>
    `${refused} of the ${count} applicants ${refused === 1 ? "was" : "were"} not told; the others were. Try again for ${refused === 1 ? "that one" : `those ${refused}`}:`,
  timelineHeading: "Messages to the applicant",
  stageWords: { rejected: "Rejection", interview: "Interview invitation", offer: "Offer" },
  status: {
    queued: (when: string) => `queued, leaves ${when}`,
    sending: "sending",
    sent: (when: string) => `sent ${when}`,
    cancelled: "cancelled",
    failed: "failed",
  },
  queuedBy: (email: string) => `queued by ${email}`,
  cancel: "Cancel",
  cancelled: "Message cancelled.",
  sendNowDone: "Message on its way.",
  actionFailed: "That did not work.",
  countsHeading: "Rejection reasons",
  countsIntro: "Rejected applications per reason. Reasons are internal: no message names them.",
  countsEmpty: "No rejections for this job yet.",
} as const;
