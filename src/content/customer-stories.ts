/** Testimonial sample data. The people and companies are fictional and the figures illustrative. */
import type { StatItem } from "@/content/types";

export interface Testimonial {
  id: string;
  name: string;
  title: string;
  company: string;
  category: string;
  quote: string;
  /** Out of 5; every sample is 5. */
  rating: number;
  /** Free key/value pairs. Keys are camelCase and shown as spaced words ("timeToClose" → "Time To Close"). */
  metrics: Readonly<Record<string, string>>;
}

export const CUSTOMER_STORIES_PAGE = {
  /** Fixed wording (docs/product.md, Pages); seo() adds the usual ' | Tapsheet'. */
  title: "Customer Stories - Testimonials from Industry Leaders",
  description:
    "What VCs, founders, LPs, syndicate leads and family offices say about closing deals on Tapsheet: 98% customer satisfaction, 99.9% uptime and a 45-day average close.",
  eyebrow: "Resources",
  heading: "Customer Stories",
  intro:
    "Investors and founders from our beta on what changed when their deals moved to their phones, in their words and in their numbers.",
  disclaimer: "Names and companies are fictional; quotes and figures illustrate typical beta results.",
  statsTitle: "Tapsheet by the numbers",
  storiesTitle: "Testimonials from industry leaders",
  trusted: {
    title: "Trusted Across Industries",
    text: "From first cheques to late-stage funds, dealmakers across venture, real estate, biotech and climate rely on Tapsheet.",
  },
  closing: {
    title: "Write your own success story",
    text: "Join the beta to start closing deals from your phone, or ask us for a walkthrough.",
    primaryCta: "Start Your Free Trial",
    secondaryCta: "Schedule a Demo",
  },
} as const;

/** The exact notice 'Schedule a Demo' shows. */
export const DEMO_NOTICE = "Demos will become available shortly. To stay up to date, please come back soon";

export const CUSTOMER_STORY_STATS: readonly StatItem[] = [
  { value: "98%", label: "Customer satisfaction" },
  { value: "99.9%", label: "Platform uptime" },
  { value: "45 days", label: "Average deal close time" },
  { value: "2,000+", label: "Total deals facilitated" },
];

export const TRUSTED_BY: readonly StatItem[] = [
  { value: "250+", label: "VCs" },
  { value: "1,500+", label: "Startups" },
  { value: "300+", label: "Funds" },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "sarah-whitman",
    name: "Sarah Whitman",
    title: "General Partner",
    company: "Northgate Ventures",
    category: "Venture Capital",
    quote:
      "We used to lose a week to signatures alone. On Tapsheet our partners review, vote and commit from wherever they are, and founders get an answer while the conversation is still warm.",
    rating: 5,
    metrics: { timeToClose: "9 days", dealsClosed: "14", adminHoursSaved: "120/quarter" },
  },
  {
    id: "david-osei",
    name: "David Osei",
    title: "Co-founder & CEO",
    company: "Gridwise Energy",
    category: "Startup Founder",
    quote:
      "Our seed extension had 31 investors. The commitment matrix showed me exactly who was soft-committed and who needed a nudge, and everyone signed and wired from their phone.",
    rating: 5,
    metrics: { capitalRaised: "$4.2M", timeToClose: "16 days", investorsOnboarded: "31" },
  },
  {
    id: "linda-park",
    name: "Linda Park",
    title: "Head of Private Markets",
    company: "Summit Crest Pension Trust",
    category: "Limited Partner",
    quote:
      "The LP dashboard gives me capital calls, distributions and fund performance in one place. Quarterly reporting that took my team days now takes an afternoon.",
    rating: 5,
    metrics: { fundsMonitored: "22", reportingTimeSaved: "80%", capitalCallResponse: "Same day" },
  },
  {
    id: "carlos-mendes",
    name: "Carlos Mendes",
    title: "Syndicate Lead",
    company: "Atlas Angels Collective",
    category: "Syndicate Lead",
    quote:
      "Setting up an SPV used to mean two weeks with lawyers. Now I launch a syndicate in an afternoon and KYC runs while members are still reading the memo.",
    rating: 5,
    metrics: { syndicateSetupTime: "1 day", syndicateMembers: "240", averageRoundFilled: "48 hours" },
  },
  {
    id: "hannah-brooks",
    name: "Hannah Brooks",
    title: "Chief Investment Officer",
    company: "Brooks & Vale Family Office",
    category: "Family Office",
    quote:
      "We invest directly alongside funds, and speed used to be our weak point. With pre-approved wire limits and biometric confirmation we commit in hours without giving up control.",
    rating: 5,
    metrics: { directDealsPerYear: "18", decisionTime: "-70%", portfolioCompanies: "46" },
  },
  {
    id: "arjun-mehta",
    name: "Arjun Mehta",
    title: "Angel Investor",
    company: "Independent",
    category: "Angel Investor",
    quote:
      "As a first-time angel I could never get into the rounds I wanted. AI matching put me in front of founders in my sector, and the deal rooms taught me what good diligence looks like.",
    rating: 5,
    metrics: { investmentsMade: "7", averageCheckSize: "$25K", dealsReviewed: "60+" },
  },
];
