/** Case-study sample data. The companies are fictional and the figures illustrative. */
import type { LabelledMetric, StatItem } from "@/content/types";

export interface CaseStudy {
  id: string;
  title: string;
  company: string;
  category: string;
  industry: string;
  fundingAmount: string;
  timeframe: string;
  metrics: readonly [LabelledMetric, LabelledMetric, LabelledMetric];
  challenge: string;
  solution: string;
  results: string;
  tags: readonly string[];
}

export const CASE_STUDIES_PAGE = {
  title: "Case Studies",
  description:
    "How founders, funds and syndicate leads use Tapsheet: a $12M Series A in 19 days, a $40M biotech deployment and a $6.5M real-estate syndicate filled in 72 hours.",
  eyebrow: "Resources",
  heading: "Case Studies",
  intro:
    "Real workflows from our beta programme: what slowed these deals down, what changed on Tapsheet, and what it meant in days and dollars.",
  disclaimer: "Company names are fictional and figures are illustrative examples drawn from beta workflows.",
  statsTitle: "Results across the platform",
  storiesTitle: "Featured success stories",
  closing: {
    title: "Your deal could be the next case study",
    text: "Join the beta and run your next raise, deployment or syndicate on Tapsheet.",
    cta: "Get Started Today",
  },
} as const;

export const CASE_STUDY_STATS: readonly StatItem[] = [
  { value: "$500M+", label: "Total capital raised" },
  { value: "70%", label: "Faster deal execution" },
  { value: "2,000+", label: "Successful deals" },
  { value: "95%", label: "Customer satisfaction" },
];

export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: "ledgerline-series-a",
    title: "Ledgerline closes a $12M Series A in 19 days",
    company: "Ledgerline",
    category: "Series A Raise",
    industry: "Fintech",
    fundingAmount: "$12M",
    timeframe: "19 days",
    metrics: [
      { label: "Investors in the round", value: "24" },
      { label: "Faster than the 11-week plan", value: "4x" },
      { label: "Legal and admin costs saved", value: "$48K" },
    ],
    challenge:
      "Ledgerline, an accounts-payable platform for mid-size retailers, had a lead investor and strong demand but expected an eleven-week close: 24 investors across four time zones, three rounds of document redlines and a cap table kept in a spreadsheet.",
    solution:
      "The founders ran the raise from a single Tapsheet pipeline. Investors reviewed the data room on their phones, the lead negotiated terms in annotated documents, and the commitment matrix showed every soft commit turning into a signature.",
    results:
      "The round closed in 19 days. All 24 investors signed and wired in-app, the cap table updated automatically, and the team estimates it saved $48K in legal and administrative costs.",
    tags: ["Founders", "Series A", "Data rooms", "Commitment matrix"],
  },
  {
    id: "helix-bridge-biotech",
    title: "Helix Bridge Partners deploys $40M across nine biotech companies in one quarter",
    company: "Helix Bridge Partners",
    category: "Fund Deployment",
    industry: "Biotech",
    fundingAmount: "$40M",
    timeframe: "90 days",
    metrics: [
      { label: "Companies funded", value: "9" },
      { label: "Less time per diligence review", value: "55%" },
      { label: "Investment committee votes on mobile", value: "100%" },
    ],
    challenge:
      "A life-sciences fund with partners split between two coasts and frequent conference travel needed to deploy its second fund on schedule, but investment committee decisions stalled for days waiting for everyone to be at a desk.",
    solution:
      "Partners moved diligence into shared deal rooms with AI-enhanced summaries of clinical and IP documents, discussed each deal in partner chat and voted from their phones, with consensus tracking showing where the committee stood.",
    results:
      "Helix Bridge deployed $40M across nine companies in one quarter, cut the time spent per diligence review by 55% and held every committee vote on mobile without missing a closing date.",
    tags: ["VCs", "Biotech", "AI due diligence", "Team collaboration"],
  },
  {
    id: "cobalt-street-real-estate",
    title: "Cobalt Street Syndicate fills a $6.5M multifamily round in 72 hours",
    company: "Cobalt Street Syndicate",
    category: "Syndicate Raise",
    industry: "Real Estate",
    fundingAmount: "$6.5M",
    timeframe: "72 hours",
    metrics: [
      { label: "LPs participating", value: "112" },
      { label: "Average commitment", value: "$58K" },
      { label: "Wire reconciliation errors", value: "0" },
    ],
    challenge:
      "A syndicate lead buying a 140-unit multifamily property had a 10-day window to fund the equity. Past raises meant hundreds of e-mails, manual accreditation checks and days spent matching incoming wires to investors.",
    solution:
      "The lead set up an SPV on Tapsheet, invited the syndicate with one link and let automated KYC/AML and accreditation run in the background. LPs committed with biometric confirmation and wired within their pre-approved limits.",
    results:
      "112 LPs filled the $6.5M round in 72 hours with an average commitment of $58K. Every wire matched its investor automatically and the SPV closed a week ahead of the purchase deadline.",
    tags: ["Syndicate leads", "Real estate", "SPV setup", "Wire transfers"],
  },
];
