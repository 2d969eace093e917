import type { Job } from "../types";

const TERMS = {
  status: "open",
  opens_at: null,
  closes_at: null,
  first_published_at: "2025-01-06T09:00:00Z",
  city: null,
  region: null,
  country: null,
  workplace: "on_site",
  remote_countries: [],
  employment_type: "FULL_TIME",
  pay_min: null,
  pay_max: null,
  pay_currency: null,
  pay_unit: null,
} satisfies Partial<Job>;

/** Jobs shaped like rows of the `jobs` table, for component tests. */
export const JOBS: Job[] = [
  {
    ...TERMS,
    id: "5b8f3b6e-1f7e-4c55-9d38-0c5c4f1a9a01",
    slug: "senior-mobile-engineer",
    title: "Senior Mobile Engineer",
    department: "Engineering",
    location: "Remote (US & EU)",
    workplace: "remote",
    remote_countries: ["US", "DE", "FR"],
    description: "Build the React Native app investors use to review, commit to and close deals.",
    description_html:
      "<p>Build the React Native app investors use to review, commit to and close deals.</p>" +
      "<h2>Key Responsibilities</h2><ul><li>Own the deal room experience end to end</li>" +
      "<li>Ship weekly to the App Store and Play Store</li></ul>" +
      "<h2>Requirements</h2><ul><li>5+ years building production mobile apps</li>" +
      "<li>Deep experience with React Native and TypeScript</li></ul>" +
      "<h2>What We Offer</h2><ul><li>Equity in an early-stage company</li><li>A $5,000 annual learning budget</li></ul>",
    created_at: "2025-01-06T09:00:00Z",
    updated_at: "2025-01-06T09:00:00Z",
    display_order: 1,
  },
  {
    ...TERMS,
    id: "5b8f3b6e-1f7e-4c55-9d38-0c5c4f1a9a02",
    slug: "investor-relations-lead",
    title: "Investor Relations Lead",
    department: "Operations",
    location: "New York, NY",
    city: "New York",
    region: "NY",
    country: "US",
    pay_min: 120000,
    pay_max: 150000,
    pay_currency: "USD",
    pay_unit: "YEAR",
    closes_at: "2025-03-01T00:00:00Z",
    description: "Be the first call for the VCs, LPs and syndicate leads in our beta.",
    description_html:
      "<p>Be the first call for the VCs, LPs and syndicate leads in our beta.</p>" +
      "<h2>Requirements</h2><ul><li>Experience at a VC fund or family office</li></ul>",
    created_at: "2025-01-06T09:00:00Z",
    updated_at: "2025-01-06T09:00:00Z",
    display_order: 2,
  },
];

export const [MOBILE_ENGINEER, INVESTOR_RELATIONS] = JOBS as [Job, Job];
