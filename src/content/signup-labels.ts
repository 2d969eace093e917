import type { SignupRole, SignupSource } from "@/config/limits";

/** How the sign-up form names each stored role and source: the form and the staff desk show the same words. */
export const SIGNUP_ROLE_LABELS: Record<SignupRole, string> = {
  vc: "VC / Angel Investor",
  founder: "Startup Founder",
  lp: "Limited Partner (LP)",
  syndicate: "Syndicate Lead",
  other: "Other",
};

export const SIGNUP_SOURCE_LABELS: Record<SignupSource, string> = {
  linkedin: "LinkedIn",
  twitter: "Twitter / X",
  referral: "Referral",
  google: "Google Search",
  event: "Event/Conference",
  other: "Other",
};
