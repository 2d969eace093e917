import type { Job } from "../types";

/** Jobs shaped like rows of the `jobs` table, for component tests. */
export const JOBS: Job[] = [
  {
    id: "5b8f3b6e-1f7e-4c55-9d38-0c5c4f1a9a01",
    slug: "senior-mobile-engineer",
    title: "Senior Mobile Engineer",
    department: "Engineering",
    location: "Remote (US & EU)",
    type: "Full-time",
    description: "Build the React Native app investors use to review, commit to and close deals.",
    requirements: [
      "5+ years building production mobile apps",
      "Deep experience with React Native and TypeScript",
      "Comfort with biometric auth and secure storage",
      "Experience in fintech or regulated products",
    ],
    responsibilities: [
      "Own the deal room experience end to end",
      "Ship weekly to the App Store and Play Store",
    ],
    benefits: ["Equity in an early-stage company", "A $5,000 annual learning budget"],
    is_active: true,
    created_at: "2025-01-06T09:00:00Z",
    updated_at: "2025-01-06T09:00:00Z",
    display_order: 1,
  },
  {
    id: "5b8f3b6e-1f7e-4c55-9d38-0c5c4f1a9a02",
    slug: "investor-relations-lead",
    title: "Investor Relations Lead",
    department: "Operations",
    location: "New York, NY",
    type: "Full-time",
    description: "Be the first call for the VCs, LPs and syndicate leads in our beta.",
    requirements: ["Experience at a VC fund or family office", "Excellent written communication"],
    responsibilities: ["Onboard new investors to the beta"],
    benefits: ["Comprehensive health coverage"],
    is_active: true,
    created_at: "2025-01-06T09:00:00Z",
    updated_at: "2025-01-06T09:00:00Z",
    display_order: 2,
  },
];

export const [MOBILE_ENGINEER, INVESTOR_RELATIONS] = JOBS as [Job, Job];
