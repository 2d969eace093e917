/** Copy shared by the home, product and use-case pages. */

/** The 'Watch Demo' toast: there is no demo video yet. */
export const WATCH_DEMO_TOAST = {
  title: "Coming soon...",
  description: "In the meantime fill your information to join the Beta",
} as const;

export const WATCH_DEMO_LABEL = "Watch Demo";
export const JOIN_BETA_LABEL = "Join the Beta";

/** Shown next to statistics and sample data: every figure on the marketing pages is a claim, not a measurement. */
export const ILLUSTRATIVE_FIGURES_NOTE = "Figures are illustrative examples, not measured results.";

/**
 * Shown beside a part of a page whose code has not arrived after a few seconds (a dropped or stalled request).
 * `what` names the part ("The sign-up form").
 */
export const LOAD_NOTICE = {
  notLoaded: (what: string) => `${what} has not loaded: the connection may have dropped. We keep trying.`,
  kept: "Everything you entered is kept.",
  heldNotSent:
    "Not sent yet: this page's code has not arrived, so what you submitted has NOT been sent. Everything you entered is kept; we keep trying and send it once as soon as the code arrives.",
  retry: "Try again",
  failed: (what: string) => `${what} could not be shown.`,
} as const;

/** The pop-up messages (toasts) as a part whose code may be slow to arrive. */
export const MESSAGES_PART = "The message";

/** The messages in plain text, while their own code is missing. */
export const PLAIN_MESSAGES = { label: "Notifications", dismiss: "Dismiss" } as const;
