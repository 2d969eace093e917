import {
  BarChart3,
  Fingerprint,
  FileSignature,
  Landmark,
  MessagesSquare,
  Search,
  Send,
  ShieldCheck,
  UserRoundPlus,
  UsersRound,
} from "lucide-react";

import type { IconCardItem, SectionCopy, StepItem } from "@/content/types";

export interface AudienceBenefits {
  id: string;
  title: string;
  /** Who the list speaks to, e.g. "VCs, angels, LPs and syndicate leads". */
  audience: string;
  items: readonly string[];
}

export const HOW_IT_WORKS_PAGE = {
  title: "How It Works",
  description:
    "From profile to wire in four steps: how investors and founders use Tapsheet to discover deals, negotiate terms, sign and fund from a phone in under 24 hours.",
  eyebrow: "Resources",
  intro:
    "Tapsheet puts an entire private-market deal in your pocket. Here is the path from sign-up to a closed round, and what it changes for investors and founders.",
  steps: {
    title: "Four steps from profile to close",
    description: "Each step happens on your phone; nothing needs a desk, a printer or a call to the bank.",
    items: [
      {
        title: "Create Your Profile",
        icon: UserRoundPlus,
        description:
          "Say whether you invest, raise or lead syndicates, set your sectors, stages and ticket size, and verify your identity once with automated KYC/AML checks.",
      },
      {
        title: "Discover Opportunities",
        icon: Search,
        description:
          "A deal flow dashboard ranks rounds with deal scoring and AI investor matching, and data rooms stay readable offline, even on a plane.",
      },
      {
        title: "Review & Negotiate",
        icon: MessagesSquare,
        description:
          "Annotate documents, chat with partners and co-investors, and watch the commitment matrix move from in review to soft commit to committed.",
      },
      {
        title: "Execute & Close",
        icon: Send,
        description:
          "Commit with one tap and biometric confirmation; documents, multi-party signatures and a wire within your pre-approved limit follow in under 60 seconds.",
      },
    ],
  } satisfies SectionCopy & { items: readonly StepItem[] },
  features: {
    title: "Key features",
    description: "The tools behind each step, built for a phone first and a desk second.",
    items: [
      {
        title: "Deal flow dashboard",
        icon: BarChart3,
        description: "Every opportunity in one feed, scored against your criteria and your past decisions.",
      },
      {
        title: "One-tap commitment",
        icon: Fingerprint,
        description:
          "Commit to a round with Face ID or a fingerprint; nothing moves without your confirmation.",
      },
      {
        title: "Legal documents & signatures",
        icon: FileSignature,
        description:
          "Subscription agreements and side letters generated from vetted templates and signed in-app.",
      },
      {
        title: "Wire transfers with limits",
        icon: Landmark,
        description:
          "Pre-approved limits let capital move in seconds, while larger transfers get an extra check.",
      },
      {
        title: "Automated compliance",
        icon: ShieldCheck,
        description: "KYC/AML, accreditation checks and audit trails run in the background of every deal.",
      },
      {
        title: "Team collaboration",
        icon: UsersRound,
        description: "Discussion analysis and consensus tracking help an investment committee decide faster.",
      },
    ],
  } satisfies SectionCopy & { items: readonly IconCardItem[] },
  benefits: {
    title: "What it changes for you",
    description: "The same deal, seen from both sides of the table.",
    items: [
      {
        id: "investors",
        title: "For investors",
        audience: "VCs, angels, LPs and syndicate leads",
        items: [
          "Review and commit to deals wherever you are, in minutes rather than weeks",
          "See every co-investor's status in real time instead of chasing e-mails",
          "Cut legal and back-office overhead on every deal",
          "Keep one always-current view of your portfolio and pipeline",
        ],
      },
      {
        id: "founders",
        title: "For founders",
        audience: "From pre-seed to Series B",
        items: [
          "Reach investors matched to your stage, sector and round size",
          "Run your raise from one pipeline with a live commitment matrix",
          "Close with one signing flow instead of dozens of PDFs",
          "Receive funds and an updated cap table the same day",
        ],
      },
    ],
  } satisfies SectionCopy & { items: readonly AudienceBenefits[] },
  closing: {
    title: "Ready to close your next deal from your phone?",
    text: "Join the beta and be among the first to run a deal end to end on Tapsheet.",
    cta: "Start Your Journey",
  },
} as const;
