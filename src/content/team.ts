/** The team page's sample data. The people are a mock team (the social buttons say so in a toast). */

export type SocialNetwork = "linkedin" | "x" | "email";

export interface TeamMember {
  /** Stable key for lists and anchors. */
  id: string;
  name: string;
  role: string;
  bio: string;
  /** Shown as buttons; until the team is real they only explain that it is a mock team. */
  socials: readonly SocialNetwork[];
}

export interface Advisor extends TeamMember {
  company: string;
}

export const TEAM_PAGE = {
  title: "Team & Advisors",
  description:
    "Meet the operators, engineers and investors building Tapsheet, the mobile-first venture capital deal platform, and the advisors who keep us honest.",
  eyebrow: "About Tapsheet",
  intro:
    "Former fund partners, fintech engineers and fund-formation lawyers who spent years closing deals over e-mail threads and decided to fix it.",
  leadership: {
    title: "Leadership",
    description: "The six people accountable for the product, the platform and every deal that runs on it.",
  },
  advisors: {
    title: "Advisors",
    description: "Practitioners from venture, regulation and payments who review our roadmap every quarter.",
  },
  join: {
    title: "Want to build this with us?",
    text: "We are a small team shipping quickly with a beta community of more than 500 investors. If secure, fast dealmaking excites you, we would like to hear from you.",
    label: "Join Our Team",
    href: "/about/careers",
  },
} as const;

/** The exact toast every social button shows. */
export const MOCK_TEAM_NOTICE =
  "This is a mock team at the moment. If you'd like to learn more - how about you apply to join our team? ☺️";

export const LEADERSHIP: readonly TeamMember[] = [
  {
    id: "maya-okafor",
    name: "Maya Okafor",
    role: "Co-founder & CEO",
    bio: "Spent eight years as a principal at a Series A fund, where she once signed a $3M commitment from an airport gate because the wire deadline would not wait. Leads strategy and investor partnerships.",
    socials: ["linkedin", "x", "email"],
  },
  {
    id: "daniel-reyes",
    name: "Daniel Reyes",
    role: "Co-founder & CTO",
    bio: "Built payment rails and mobile banking apps used by two million people. Owns Tapsheet's architecture, from biometric confirmation to the wire engine.",
    socials: ["linkedin", "x", "email"],
  },
  {
    id: "priya-raman",
    name: "Priya Raman",
    role: "General Counsel & Chief Compliance Officer",
    bio: "Formed more than 150 funds and SPVs as a fund-formation attorney. Designs the document templates, KYC/AML checks and signing flows behind one-click execution.",
    socials: ["linkedin", "email"],
  },
  {
    id: "tomas-lindqvist",
    name: "Tomas Lindqvist",
    role: "VP of Engineering",
    bio: "Led mobile engineering at a trading app through three market rallies without an outage. Runs the teams that keep deal rooms fast, secure and available offline.",
    socials: ["linkedin", "x", "email"],
  },
  {
    id: "aisha-bello",
    name: "Aisha Bello",
    role: "Head of Product & Design",
    bio: "Previously designed onboarding for a neobank in six markets. Turns 40-page subscription documents into flows that fit on a phone screen.",
    socials: ["linkedin", "x", "email"],
  },
  {
    id: "marcus-chen",
    name: "Marcus Chen",
    role: "Head of Investor Community",
    bio: "Ran an angel syndicate of 300 members before joining. Looks after the 500+ investors in our beta and turns their feedback into the roadmap.",
    socials: ["linkedin", "email"],
  },
];

export const ADVISORS: readonly Advisor[] = [
  {
    id: "elena-vasquez",
    name: "Elena Vasquez",
    role: "Managing Partner",
    company: "Harbor Lane Capital",
    bio: "Twenty years of early-stage investing and two fund cycles as an LP representative. Advises on fund workflows and LP reporting.",
    socials: ["linkedin", "email"],
  },
  {
    id: "james-whitfield",
    name: "James Whitfield",
    role: "Partner, Securities Regulation",
    company: "Whitfield & Hart LLP",
    bio: "Counsels broker-dealers and investment advisers on private placements. Reviews our compliance model before every release that touches money.",
    socials: ["linkedin", "email"],
  },
  {
    id: "sofia-nakamura",
    name: "Sofia Nakamura",
    role: "Former Chief Product Officer",
    company: "Parallax Payments",
    bio: "Scaled a cross-border payments product from launch to $9B in annual volume. Advises on wire flows, limits and fraud controls.",
    socials: ["linkedin", "x", "email"],
  },
  {
    id: "robert-adeyemi",
    name: "Robert Adeyemi",
    role: "Chief Investment Officer",
    company: "Meridian Family Office",
    bio: "Allocates to venture funds and direct deals for a multi-generational family office. Brings the LP and family-office view to our product decisions.",
    socials: ["linkedin", "email"],
  },
];
