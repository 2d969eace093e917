import { Briefcase, Clock, Globe, Landmark, Rocket, ShieldCheck, Smartphone, Users } from "lucide-react";

import type {
  ClosingSignupCopy,
  IconCardItem,
  LinkCardItem,
  SectionCopy,
  StatItem,
  Testimonial,
} from "./types";
import { HOME_CLOSING_FORM } from "./home";

export const HOME_WHY_MOBILE: SectionCopy & { items: readonly IconCardItem[]; stats: readonly StatItem[] } = {
  eyebrow: "Why mobile-first",
  title: "Deals don't wait until you are back at your desk",
  description:
    "The best allocations go to the investors who decide first. Venture tools built for laptops and e-mail add days to every deal; Tapsheet removes them.",
  items: [
    {
      icon: Smartphone,
      title: "Decide anywhere",
      description:
        "Review the data room, discuss it with partners and commit between meetings or on a flight.",
    },
    {
      icon: Clock,
      title: "Hours, not weeks",
      description:
        "Commitment, legal documents, signatures and the wire run as one flow instead of a month of e-mail.",
    },
    {
      icon: ShieldCheck,
      title: "Secure by design",
      description: "Biometric confirmation, pre-approved wire limits and SOC 2 compliant infrastructure.",
    },
    {
      icon: Globe,
      title: "Open to more investors",
      description:
        "Lower minimums through syndicates and verified access from anywhere widen who can invest.",
    },
  ],
  stats: [
    { value: "<24h", label: "from first look to wire" },
    { value: "10x", label: "faster deal execution" },
    { value: "500+", label: "investors in the beta" },
    { value: "24/7", label: "access to your deals" },
  ],
};

export const HOME_AUDIENCES: SectionCopy & { items: readonly LinkCardItem[] } = {
  eyebrow: "Who it's for",
  title: "One platform for everyone around the deal",
  items: [
    {
      icon: Briefcase,
      title: "VCs & Angels",
      description: "Scored deal flow, partner chat and one-tap commitments with biometric confirmation.",
      href: "/product/vcs",
      linkLabel: "Explore for investors",
    },
    {
      icon: Rocket,
      title: "Founders",
      description: "AI investor matching, a live commitment matrix and a close in weeks, not months.",
      href: "/product/founders",
      linkLabel: "Explore for founders",
    },
    {
      icon: Landmark,
      title: "LPs",
      description: "Every fund, capital call and co-investment offer on one dashboard in your pocket.",
      href: "/product/lps",
      linkLabel: "Explore for LPs",
    },
    {
      icon: Users,
      title: "Syndicate Leads",
      description: "SPV setup, backer onboarding, commitments and distributions without the back office.",
      href: "/product/syndicates",
      linkLabel: "Explore for syndicates",
    },
  ],
};

export const HOME_TESTIMONIALS: SectionCopy & { items: readonly Testimonial[]; note: string } = {
  eyebrow: "From the beta",
  title: "What early users say",
  note: "Sample testimonials; names and firms are illustrative.",
  items: [
    {
      quote:
        "We reviewed, discussed and committed to a seed round between two board meetings. The wire went out before dinner.",
      name: "Elena Marsh",
      title: "General Partner",
      company: "Brightwater Ventures",
      rating: 5,
    },
    {
      quote:
        "Watching the commitment matrix fill up in real time changed how I ran the last week of our raise. No more chasing spreadsheets.",
      name: "David Okonkwo",
      title: "Co-founder & CEO",
      company: "Fieldnote",
      rating: 5,
    },
    {
      quote:
        "Setting up the SPV and onboarding forty backers used to take me two weeks. On Tapsheet it took an afternoon.",
      name: "Sofia Lindqvist",
      title: "Syndicate Lead",
      company: "Northern Angels",
      rating: 5,
    },
  ],
};

export const HOME_CLOSING: ClosingSignupCopy = {
  title: "Ready to close your next deal from your phone?",
  description: "We are inviting investors, founders, LPs and syndicate leads to the beta in small groups.",
  points: [
    "Early access before the public launch",
    "Hands-on onboarding with our team",
    "A direct line to the product team",
  ],
  form: HOME_CLOSING_FORM,
};
