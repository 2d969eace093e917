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
