import type { SignupRole } from "@/config/limits";

import type { ClosingSignupCopy, PageMeta } from "./types";

/** Every word of /roi-calculator. The figures it shows are estimates from the assumptions listed here. */

export const ROI_PAGE_META: PageMeta = {
  title: "ROI Calculator — What a Slow Close Costs Your Fund",
  description:
    "Estimate the partner and analyst hours, closing costs and lost allocations a fund could win back by closing deals in under 24 hours from a phone. Your figures, our stated assumptions.",
  path: "/roi-calculator",
};

export const ROI_HERO = {
  eyebrow: "ROI calculator",
  title: "What is a slow close costing your fund?",
  description:
    "Enter a few figures you already know about your deals. The estimate updates as you type, and the link keeps your figures so you can share it with your partners.",
} as const;

/** The label, unit and help text of one input. Ranges are added to the help text by the calculator. */
export interface RoiFieldCopy {
  label: string;
  /** Shown after the label, e.g. "hours". */
  unit: string;
  help: string;
}

export const ROI_FIELDS = {
  deals: {
    label: "Deals closed a year",
    unit: "deals",
    help: "Investments your fund closes in a typical year.",
  },
  days: {
    label: "Days from agreed terms to money wired",
    unit: "days",
    help: "For a typical deal, from the day terms are agreed until the wire lands.",
  },
  partnerHours: {
    label: "Partner hours on each close",
    unit: "hours",
    help: "Meetings, chasing documents, signatures and wire set-up, for one deal.",
  },
  analystHours: {
    label: "Analyst and associate hours on each close",
    unit: "hours",
    help: "The same work done by the rest of the team, for one deal.",
  },
  rate: {
    label: "Blended hourly cost",
    unit: "US$ per hour",
    help: "What an hour of your team's time costs on average, partners and analysts together.",
  },
  closingCost: {
    label: "Outside legal and closing costs per deal",
    unit: "US$",
    help: "Counsel, document preparation, signing and bank fees you pay for each close. You may write 15k.",
  },
  lost: {
    label: "Allocations lost a year to a slow close",
    unit: "allocations",
    help: "Optional. Deals you were in but lost because another investor closed first.",
  },
  lostSize: {
    label: "Average size of those allocations",
    unit: "US$",
    help: "Optional. You may write 500k or 1.5m.",
  },
  fund: {
    label: "Fund size",
    unit: "US$",
    help: "Optional. Used only to fill in the sign-up form below. You may write 50m.",
  },
} as const satisfies Record<string, RoiFieldCopy>;

export const ROI_FIELD_GROUPS = {
  deals: "Your deals",
  time: "Time on each close",
  optional: "Optional: lost allocations and fund size",
} as const;

/** What is accepted, shown under a field that holds anything else. `range` reads e.g. "0 to 1,000". */
export const ROI_FIELD_MESSAGES = {
  wholeNumber: (range: string) => `Enter a whole number from ${range}.`,
  number: (range: string) => `Enter a number from ${range}, such as 12 or 7.5.`,
  amount: (range: string) => `Enter an amount from ${range}, such as 15000 or 15k.`,
  optional: (message: string) => `Leave this empty, or ${message.charAt(0).toLowerCase()}${message.slice(1)}`,
  range: (help: string, range: string) => `${help} From ${range}.`,
} as const;

export const ROI_RESULTS = {
  inputsHeading: "Your figures",
  heading: "Your estimate",
  summary: (hours: string, cost: string, days: string, closing: string) =>
    `With these figures, Tapsheet would give your team back about ${hours} hours a year (worth ${cost}), close each deal ${days} days sooner and avoid ${closing} of closing costs a year.`,
  invalidSummary:
    "Some figures need correcting (see the marked fields). Until then the estimate uses your last valid figures.",
  hoursSaved: { label: "Hours given back a year", unit: "hours" },
  hoursCost: { label: "What those hours cost", note: "at your blended hourly cost" },
  daysSaved: { label: "Days saved on each close", unit: "days" },
  closingAvoided: { label: "Closing costs avoided a year", note: "outside legal and closing costs" },
  allocations: {
    label: "Allocations no longer lost",
    empty: "Not entered",
    notEntered: "Enter lost allocations and their size to include them.",
    kept: (count: number, written: string) =>
      `${written} ${count === 1 ? "allocation" : "allocations"} a year kept`,
  },
  total: (amount: string) => `${amount} a year in time and closing costs`,
  chart: {
    heading: "Today against Tapsheet",
    today: "Today",
    tapsheet: "With Tapsheet",
    hours: "Hours on closes a year",
    days: "Days per close",
    closing: "Closing costs a year",
  },
  disclaimer:
    "These figures are marketing estimates from the assumptions below, not measured results or a promise of savings.",
} as const;

export const ROI_SHARE = {
  button: "Copy link",
  copied: "Link copied. Anyone who opens it sees these figures.",
  refused: "Your browser did not let us copy. Select the link below and copy it yourself.",
  linkLabel: "Link to these figures",
} as const;

/** The assumptions, in plain words; the numbers come from the calculator so that words and sums cannot part. */
export const ROI_ASSUMPTIONS = {
  heading: "How we estimate",
  intro:
    "Every figure on this page is an estimate from the assumptions below, based on Tapsheet's marketing claims. Your own results will differ.",
  claims: {
    closeTime: {
      title: "Close in under 24 hours",
      text: (days: string) =>
        `We assume a close on Tapsheet takes ${days} from agreed terms to money wired. Days saved on each close = your days − ${days}, never less than zero.`,
    },
    hours: {
      title: "One-tap commitments, one-click legal and wire",
      text: (share: string) =>
        `Tapsheet says it cuts closing time by ${share}, so we assume it removes ${share} of the partner and analyst hours spent on each close. Hours given back a year = deals a year × (partner hours + analyst hours) × ${share}. What they cost = those hours × your blended hourly cost.`,
    },
    closingCosts: {
      title: "Standard documents, signed and wired in the app",
      text: (share: string) =>
        `We assume Tapsheet avoids ${share} of outside legal and closing costs. Closing costs avoided a year = deals a year × costs per deal × ${share}.`,
    },
    allocations: {
      title: "Allocations kept",
      text: "We assume a close in under 24 hours loses no allocation to a slower process. Allocations no longer lost = allocations lost a year × their average size, counted only when your close takes longer than ours.",
    },
  },
} as const;

/** The sign-up form's pre-selected role on this page: the calculator speaks to funds. */
export const ROI_AUDIENCE: SignupRole = "vc";

export const ROI_SIGNUP: ClosingSignupCopy = {
  title: "Close your next deal in a day",
  description:
    "We are onboarding funds in small groups. Join the beta and we will walk your partners through a close on Tapsheet.",
  points: [
    "Your role, and your fund size if you entered it, filled in from the calculator",
    "Priority onboarding for your partners and analysts",
    "Direct line to the product team during the beta",
  ],
  form: {
    title: "Get VC Early Access",
    description: "Join 500+ investors closing deals from their phones.",
    buttonText: "Get Early Access",
  },
};
