// The hero, meta and the closing sign-up form's copy (the route renders both forms): the rest of the page's copy
// (with its icons) is in home-sections.ts, loaded with the below-the-fold chunk.
import type { HeroCopy, PageMeta, SignupCopy } from "./types";

/** The home page's two parts, as the subject of the notice that their code has not loaded yet. */
export const HOME_PARTS = {
  hero: "The sign-up form at the top of the page",
  belowFold: "The sign-up form at the end of the page",
} as const;

export const HOME_META: PageMeta = {
  // Names the product, so seo() adds no suffix. The title carries all three claims (docs/product.md, Pages).
  title:
    "Tapsheet — Mobile-First Venture Capital Platform | Close Million-Dollar Deals From Your Phone in Under 24 Hours | Democratizing Private Market Access",
  description:
    "Tapsheet is the mobile-first venture capital platform: review, commit, sign and wire million-dollar deals from your phone in under 24 hours, and open private markets to more investors. Join 500+ investors in the beta.",
  path: "/",
};

export const HOME_HERO: HeroCopy & { form: SignupCopy } = {
  eyebrow: "Now in private beta",
  title: "Close million-dollar deals from your phone in under 24 hours",
  description:
    "Tapsheet takes a private-market deal from first look to funded — scoring, partner discussion, one-tap commitment, signatures and the wire — on the device already in your pocket. Private markets, open to more investors.",
  socialProof: "Join 500+ investors already on Tapsheet",
  form: {
    title: "Join the Beta",
    description: "Get early access to the future of venture capital",
    buttonText: "Get Early Access",
  },
};

/** The closing sign-up form below the fold. */
export const HOME_CLOSING_FORM: SignupCopy = {
  title: "Reserve your beta spot",
  description: "Tell us who you are and we'll be in touch soon.",
  buttonText: "Request Early Access",
};
