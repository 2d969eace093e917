import { MAX_IMAGE_PIXELS_WORDS } from "@common/image-signature";
import { isRejectionReason, type RejectionReason } from "@common/rejection-reasons";
import type { StaffRole } from "@common/staff-roles";

import { SIGNUP_ROLE_LABELS, SIGNUP_SOURCE_LABELS } from "@/content/signup-labels";

import type { Stage } from "./schemas/records";

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
    posts: "Posts",
    jobs: "Jobs",
    signOut: "Sign out",
    signOutEverywhere: "Sign out everywhere",
  },
  noPages: "Your role has no pages in the desk yet.",
  notForRole: "Your role does not include this page.",
  loading: "Loading…",
  retry: "Try again",
  reload: "Reload",
  reloading: "Reloading…",
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
  admin: ["applications", "signups", "audit", "team", "posts", "jobs"],
  hiring: ["applications", "jobs"],
  editor: ["posts"],
  growth: ["signups"],
};
export type DeskPage = "applications" | "signups" | "audit" | "team" | "posts" | "jobs";

export const PAGE_PATHS: Record<DeskPage, string> = {
  applications: "/staff/applications",
  signups: "/staff/signups",
  audit: "/staff/audit",
  team: "/staff/team",
  posts: "/staff/posts",
  jobs: "/staff/jobs",
};

/** A post's pages in the desk. */
export const postPath = (id: string) => `/staff/posts/${id}`;
export const postPreviewPath = (id: string) => `/staff/posts/${id}/preview`;
export const NEW_POST_PATH = "/staff/posts/new";

/** The words of the desk's posts: the list, the editor, its actions and history. */
export const POSTS = {
  title: "Posts",
  newTitle: "New post",
  editTitle: "Edit post",
  previewTitle: "Preview",
  newPost: "New post",
  empty: "No posts yet. Write the first one.",
  notFound: "There is no post with this address. It may have been written in another project.",
  defaultAuthor: "Tapsheet Team",
  defaultCategory: "Global Markets",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published" },
  columns: { title: "Title", state: "Status", publishAt: "Shows from", site: "On the site" },
  notShown: "Not on the site",
  scheduledFor: (when: string) => `Shows by itself at ${when}`,
  fields: {
    title: "Title",
    slug: "Address",
    slugHint: "The article lives at /blog/ followed by this. Lower-case letters, digits and hyphens.",
    slugFixed: "Fixed: the post has been published, and links, feeds and search engines point at it.",
    excerpt: "Excerpt",
    excerptHint: "One or two sentences for the blog list and shared links.",
    category: "Category",
    body: "Body",
    publishAt: "Show from",
    publishAtHint: "In your time zone. The post shows by itself at that time, nobody needs to act.",
  },
  actions: {
    saveDraft: "Save draft",
    save: "Save changes",
    saving: "Saving…",
    preview: "Preview",
    previewAfterSave: "Save the draft once to preview it.",
    publish: "Publish now",
    schedule: "Schedule",
    unpublish: "Unpublish",
    history: "History",
    hideHistory: "Hide history",
    restore: (version: number) => `Restore version ${version}`,
    backToPost: "Back to the post",
    backToPosts: "All posts",
  },
  done: {
    created: "Draft saved.",
    saved: "Saved.",
    published: "Published: the post is on the blog now.",
    scheduled: (when: string) => `Scheduled: the post shows by itself at ${when}.`,
    unpublished: "Unpublished: the post is off the blog now.",
    restored: (version: number) => `Version ${version} restored as a new save.`,
  },
  kept: "What you typed before is back, not saved yet.",
  previewUnsaved: "This preview includes changes you have not saved yet.",
  previewNote: "The article as the site shows it. Links work, but go to the live site.",
  history: {
    title: "History",
    empty: "No saves yet.",
    version: (version: number) => `Version ${version}`,
    current: "current",
    restoredFrom: (version: number) => `brought back version ${version}`,
    restoreWhat:
      "Its title, excerpt, category and body become the post's again, as a new save. The address and whether the post is published stay as they are; anything you have not saved is replaced.",
  },
  stale: (who: string, when: string | null) =>
    `${who} saved this post${when ? ` at ${when}` : ""}, after you opened it. Nothing was overwritten, and what you typed is still here: reload to see their save, then save yours again.`,
  slugTaken: "Another post already has this address. Choose another.",
  editor: {
    toolbar: "Formatting",
    paragraph: "Paragraph",
    heading: (level: number) => `Heading ${level}`,
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    removeLink: "Remove link",
    undo: "Undo",
    redo: "Redo",
    linkLabel: "Link address",
    linkApply: "Apply link",
    linkCancel: "Cancel",
    linkNeedsText: "Select the words to link first.",
    image: "Image",
    imageFileLabel: "Image file (PNG, JPEG or WebP, at most 5 MB and 40 megapixels)",
    imageAltLabel: "What the image shows (read to those who cannot see it)",
    imageInsert: "Upload and insert",
    imageRetry: "Try again",
    imageCancel: "Cancel",
    imageUploading: "Uploading the image…",
    imageNeedsFile: "Choose an image file first.",
    imageNeedsAlt: "Describe the image in a few words: it is what readers who cannot see it hear.",
    imageTooBig: "This image is larger than 5 MB. Save it smaller and choose it again.",
    imageWrongType: "This file is not a PNG, JPEG or WebP image. Choose one of those.",
    imageTooManyPixels: `This image has more than ${MAX_IMAGE_PIXELS_WORDS}, more than readers' phones should have to open. Save it smaller (4000 × 3000 is plenty) and choose it again.`,
    imageFailed: (reason: string) => `The image was not uploaded: ${reason} Your text is kept; try again.`,
    imageNetwork: "the connection failed.",
  },
} as const;

/** A job's pages in the desk. */
export const jobPath = (id: string) => `/staff/jobs/${id}`;
export const NEW_JOB_PATH = "/staff/jobs/new";

/** The words of the desk's jobs: the list, the editor and its actions. */
export const JOBS = {
  title: "Jobs",
  newTitle: "New job",
  editTitle: "Edit job",
  newJob: "New job",
  empty: "No jobs yet. Write the first one.",
  notFound: "There is no job with this address.",
  states: { draft: "Draft", scheduled: "Scheduled", open: "Open", closed: "Closed", archived: "Archived" },
  columns: { state: "Status", opensAt: "Opens", closesAt: "Closes", site: "On the site" },
  notShown: "Not on the site",
  opensAt: (when: string) => `Opens by itself at ${when}`,
  version: (version: number) => `Version ${version}`,
  savedAt: (when: string, bySchedule: boolean) =>
    `, ${bySchedule ? "changed by the schedule" : "saved"} at ${when}`,
  fields: {
    title: "Title",
    slug: "Address",
    slugHint: "The job lives at /careers/job/ followed by this. Lower-case letters, digits and hyphens.",
    slugFixed: "Fixed: the job has been published, and links and search engines point at it.",
    department: "Department",
    description: "Description",
    place: "Where",
    city: "City",
    region: "Region or state",
    country: "Country",
    countryHint: "Where the office is. Needed to open an on-site or hybrid job.",
    noCountry: "Not set",
    workplace: "Workplace",
    remoteCountries: "Countries remote applicants may live in",
    remoteCountriesHint:
      "Two-letter codes separated by commas, as in US, CA, GB. Needed to open a remote job.",
    employmentType: "Employment type",
    pay: "Pay (optional, shown on the page when set)",
    payMin: "Minimum",
    payMax: "Maximum (for a range)",
    payCurrency: "Currency",
    payCurrencyHint: "Three-letter code, as in USD or EUR.",
    payUnit: "Per",
    noPayUnit: "Not set",
    opensAt: "Opens at",
    opensAtHint: "In your time zone. The job opens by itself at that time, nobody needs to act.",
    closesAt: "Closes at (optional)",
    closesAtHint:
      "In your time zone. From that moment the job is off the careers page and takes no application, without a build.",
  },
  workplaces: { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" },
  employmentTypes: {
    FULL_TIME: "Full-time",
    PART_TIME: "Part-time",
    CONTRACTOR: "Contractor",
    TEMPORARY: "Temporary",
    INTERN: "Internship",
    VOLUNTEER: "Volunteer",
    PER_DIEM: "Per diem",
    OTHER: "Other",
  },
  payUnits: { HOUR: "hour", MONTH: "month", YEAR: "year" },
  actions: {
    saveDraft: "Save draft",
    save: "Save changes",
    saving: "Saving…",
    schedule: "Schedule",
    openNow: "Open now",
    closeNow: "Close now",
    archive: "Archive",
    clearClosesAt: "Clear closing time",
    backToJobs: "All jobs",
  },
  done: {
    created: "Draft saved.",
    saved: "Saved.",
    opened: "Opened: the job is on the careers page now.",
    scheduled: (when: string) => `Scheduled: the job opens by itself at ${when}.`,
    closed: "Closed: the job is off the careers page and takes no application.",
    archived: "Archived.",
  },
  where: "Say where before opening: the office's country, or the countries remote applicants may live in.",
  closesAtPassed: "Pick a closing time in the future, or clear it.",
  kept: "What you typed before is back, not saved yet.",
  stale: (who: string | null, when: string | null) =>
    `${who === "the schedule" ? "The schedule changed" : "Someone saved"} this job${when ? ` at ${when}` : ""}, after you opened it. Nothing was overwritten, and what you typed is still here: reload to see their save, then save yours again.`,
  slugTaken: "Another job already has this address. Choose another.",
  slugKept:
    "Nothing was saved: this job has been published, so its address stays as it was (links and search engines point at it). The address is back; save again to keep your other changes.",
  refusedNow:
    "The database refused this change: a job cannot open once its closing time has passed, or open before its opening time. Change the times and try again.",
  /** The words `location` holds for the page, from the fields. */
  remoteIn: (countries: string) => `Remote (${countries})`,
  hybridIn: (place: string) => `${place} (hybrid)`,
  placeToCome: "Location to be confirmed",
} as const;

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
