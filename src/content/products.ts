import {
  BadgeCheck,
  Banknote,
  Bell,
  Briefcase,
  Calculator,
  ChartColumn,
  ChartLine,
  ChartPie,
  Clock,
  FileText,
  FolderLock,
  Gauge,
  Handshake,
  Landmark,
  ListChecks,
  MessagesSquare,
  Rocket,
  Send,
  ShieldCheck,
  Signature,
  Smartphone,
  Sparkles,
  Target,
  UserCheck,
  Users,
  Wallet,
  WifiOff,
} from "lucide-react";

import type { ProductPageContent } from "./types";

/** /product/vcs: VCs and angels. */
export const VC_PAGE: ProductPageContent = {
  meta: {
    title: "For VCs & Angels — Close Deals From Your Phone",
    description:
      "Scored deal flow, partner chat, one-tap commitments with biometric confirmation, e-signatures and wires within pre-approved limits: Tapsheet takes VCs and angels from first look to funded in under 24 hours.",
    path: "/product/vcs",
  },
  audience: "vc",
  hero: {
    eyebrow: "For VCs & Angels",
    title: "From first look to wired in under 24 hours — all from your phone",
    description:
      "Tapsheet puts your whole deal process in your pocket: scored deal flow, partner discussion, one-tap commitments, signatures and wires. Win the allocation while others are still scheduling the partner meeting.",
    socialProof: "Trusted by 500+ investors in the beta",
    primaryCta: "Get VC Early Access",
  },
  story: {
    eyebrow: "A day on Tapsheet",
    title: "One deal, one day, one phone",
    description: "How a seed cheque goes from inbox to portfolio before tomorrow's stand-up.",
    steps: [
      {
        icon: Gauge,
        title: "08:00 — A scored deal lands",
        description:
          "A founder's deck arrives in your deal flow dashboard with a deal score against your thesis, so you know in minutes whether it deserves a closer look.",
      },
      {
        icon: MessagesSquare,
        title: "10:30 — Partners weigh in",
        description:
          "You annotate the data room on your phone and your partners reply in the deal's own chat. No email chains, no version confusion.",
      },
      {
        icon: Smartphone,
        title: "14:00 — Commit with one tap",
        description:
          "Set your allocation and confirm with Face ID or your fingerprint. The founder sees the commitment instantly.",
      },
      {
        icon: Signature,
        title: "16:00 — Documents signed",
        description:
          "The side letter and subscription documents are generated from your commitment and signed by every party on mobile.",
      },
      {
        icon: Send,
        title: "18:00 — Wire sent and tracked",
        description:
          "The wire goes out within your pre-approved limits and the position appears in your portfolio, ready for the next update.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Everything a deal needs, built for the phone first",
    description:
      "Six tools that replace the laptop, the shared drive, the e-mail thread and the bank portal.",
    items: [
      {
        icon: Gauge,
        title: "Deal flow dashboard",
        description:
          "Every inbound deal in one feed, ranked by a deal score that weighs stage, sector, traction and fit with your thesis.",
      },
      {
        icon: MessagesSquare,
        title: "Partner chat & document annotation",
        description:
          "Highlight a clause or a cohort chart and discuss it with your partners right where it sits in the data room.",
      },
      {
        icon: BadgeCheck,
        title: "One-tap commitment",
        description:
          "Commit your allocation with a single tap, confirmed by biometric authentication so nobody commits in your name.",
      },
      {
        icon: FileText,
        title: "Legal docs & signatures",
        description:
          "Standard documents generated from the deal terms and signed by every party on their phones, with a full audit trail.",
      },
      {
        icon: Banknote,
        title: "Wire transfers with pre-approved limits",
        description:
          "Set limits once with your bank and send wires within them in seconds; anything above the limit asks for a second approver.",
      },
      {
        icon: ChartLine,
        title: "Portfolio tracking",
        description:
          "Positions, valuations and founder updates in one place, from the moment the wire lands.",
      },
    ],
  },
  stats: {
    title: "Built for speed without cutting corners",
    items: [
      { value: "10x", label: "faster deal execution" },
      { value: "<24h", label: "from first look to wire" },
      { value: "24/7", label: "access to every deal room" },
      { value: "SOC 2", label: "compliant infrastructure" },
    ],
  },
  teaser: {
    icon: Calculator,
    eyebrow: "ROI calculator",
    title: "What is a slow close costing your fund?",
    description:
      "Our ROI calculator estimates the partner hours and closing fees a mobile-first process saves across your deal volume, from figures you already know.",
    buttonText: "Open the ROI calculator",
    href: "/roi-calculator",
  },
  closing: {
    title: "Get VC early access",
    description: "We are onboarding funds and angels in small groups so every team gets hands-on support.",
    points: [
      "Priority onboarding for your partners and analysts",
      "Your deal flow imported from e-mail and your CRM",
      "Direct line to the product team during the beta",
    ],
    form: {
      title: "Get VC Early Access",
      description: "Join 500+ investors closing deals from their phones.",
      buttonText: "Get Early Access",
    },
  },
};

/** /product/founders: startup founders raising a round. */
export const FOUNDERS_PAGE: ProductPageContent = {
  meta: {
    title: "For Founders — Raise Your Round From Your Phone",
    description:
      "AI investor matching, a live commitment matrix, a mobile data room and one-click legal documents and wires: Tapsheet helps founders close their round in weeks, not months.",
    path: "/product/founders",
  },
  audience: "founder",
  hero: {
    eyebrow: "For Founders",
    title: "Raise your round from your phone, not your calendar",
    description:
      "Meet the right investors, share one live data room, watch commitments arrive in real time and close with e-signatures and wires — without six months of coffee meetings.",
    socialProof: "Join 200+ founders raising on Tapsheet",
    primaryCta: "Start Your Raise",
  },
  story: {
    eyebrow: "The raise flow",
    title: "Five steps from first deck to funds in the bank",
    steps: [
      {
        icon: Rocket,
        title: "Set up your round",
        description:
          "Enter your target, instrument and terms, and upload your deck. Tapsheet builds your deal page.",
      },
      {
        icon: Sparkles,
        title: "Get matched with investors",
        description:
          "AI investor matching suggests funds and angels who back your stage, sector and geography — and who write cheques now.",
      },
      {
        icon: FolderLock,
        title: "Share your data room",
        description:
          "Investors review your materials on their phones, even offline. You see who read what and answer questions in one place.",
      },
      {
        icon: ListChecks,
        title: "Track every commitment",
        description:
          "The commitment matrix shows what is committed, soft-committed and in review against your target, live.",
      },
      {
        icon: Banknote,
        title: "Sign and get funded",
        description:
          "Legal documents are generated from your terms, signed by every investor on mobile, and wires arrive within hours.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Your fundraising pipeline, finally in one place",
    items: [
      {
        icon: Sparkles,
        title: "AI investor matching",
        description:
          "A shortlist of investors whose recent deals look like yours, ranked by fit and activity.",
      },
      {
        icon: ChartColumn,
        title: "Fundraising pipeline",
        description:
          "Every conversation from intro to wire in one pipeline, with reminders for the follow-ups that slip.",
      },
      {
        icon: ListChecks,
        title: "Live commitment matrix",
        description:
          "Committed, soft-committed and in-review amounts against your target, updated the moment investors act.",
      },
      {
        icon: WifiOff,
        title: "Mobile data room",
        description:
          "A data room investors can read on a plane: offline access, annotations and per-investor permissions.",
      },
      {
        icon: Signature,
        title: "Legal docs & e-signatures",
        description:
          "Round documents generated from your agreed terms and signed by every party without printing a page.",
      },
      {
        icon: ChartPie,
        title: "Cap table that updates itself",
        description:
          "Closed commitments flow into your cap table automatically, ready for your next board pack.",
      },
    ],
  },
  stats: {
    title: "Founders close faster on Tapsheet",
    items: [
      { value: "89%", label: "founder success rate" },
      { value: "$2.5M", label: "average raise" },
      { value: "3x", label: "more qualified investor intros" },
      { value: "50%", label: "less time spent fundraising" },
    ],
  },
  closing: {
    title: "Start your raise",
    description: "Tell us about your round and we will invite you to the founder beta as places open.",
    points: [
      "Your deal page and data room set up with our team",
      "Investor matches tailored to your stage and sector",
      "Feedback sessions that shape the roadmap",
    ],
    form: {
      title: "Start Your Raise",
      description: "Get early access to the founder beta.",
      buttonText: "Get Early Access",
    },
  },
};

/** /product/lps: limited partners. */
export const LPS_PAGE: ProductPageContent = {
  meta: {
    title: "For LPs — Your Fund Portfolio in Your Pocket",
    description:
      "One LP dashboard for every fund: capital calls, co-investment offers, distributions and documents, with biometric approvals and wires within pre-approved limits.",
    path: "/product/lps",
  },
  audience: "lp",
  hero: {
    eyebrow: "For Limited Partners",
    title: "Every fund, every capital call, one screen in your pocket",
    description:
      "See commitments, capital calls, distributions and documents across all your managers — and act on co-investment offers in minutes instead of weeks.",
    socialProof: "50+ LPs already in the beta",
    primaryCta: "Request LP Demo",
  },
  story: {
    eyebrow: "How it works for LPs",
    title: "Four steps to a calmer back office",
    steps: [
      {
        icon: Landmark,
        title: "Connect your funds",
        description:
          "Your managers invite you, or you add commitments yourself. Every fund lands in one LP dashboard.",
      },
      {
        icon: Bell,
        title: "Get notified, not buried",
        description:
          "Capital calls and co-investment offers arrive as clear notifications with the documents attached.",
      },
      {
        icon: BadgeCheck,
        title: "Approve with biometrics",
        description:
          "Confirm a capital call or a co-investment with one tap and your fingerprint; the wire goes out within your limits.",
      },
      {
        icon: ChartLine,
        title: "Track performance",
        description:
          "TVPI, DPI and distributions per fund and across the portfolio, updated as managers report.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Built for the people who fund the funds",
    items: [
      {
        icon: ChartPie,
        title: "LP dashboard",
        description:
          "Commitments, called and uncalled capital, and performance across every manager in one view.",
      },
      {
        icon: Wallet,
        title: "Capital calls & wires",
        description: "Pay capital calls within pre-approved limits, with every wire matched to its notice.",
      },
      {
        icon: Handshake,
        title: "Co-investment access",
        description:
          "Review co-investment offers from your managers and commit before the allocation closes.",
      },
      {
        icon: WifiOff,
        title: "Offline deal rooms",
        description:
          "Quarterly reports, K-1s and side letters available offline and searchable on your phone.",
      },
      {
        icon: ShieldCheck,
        title: "Automated KYC/AML",
        description: "Verify once and reuse your verified profile with every manager on Tapsheet.",
      },
      {
        icon: Banknote,
        title: "Distributions",
        description: "Every distribution recorded against its fund, with notices and tax documents attached.",
      },
    ],
  },
  stats: {
    title: "An LP experience worth the commitment",
    items: [
      { value: "24/7", label: "portfolio access" },
      { value: "15%", label: "lower administration costs" },
      { value: "99.9%", label: "platform uptime" },
      { value: "SOC 2", label: "compliant infrastructure" },
    ],
  },
  closing: {
    title: "Request an LP demo",
    description:
      "Tell us about your portfolio and we will walk you through the LP dashboard with your own fund structure.",
    points: [
      "A guided demo with your team",
      "Help inviting your managers",
      "Verified once: KYC/AML reusable across funds",
    ],
    form: {
      title: "Request LP Demo",
      description: "Get early access to the LP dashboard.",
      buttonText: "Request Demo",
    },
  },
};

/** /product/syndicates: syndicate leads. */
export const SYNDICATES_PAGE: ProductPageContent = {
  meta: {
    title: "For Syndicate Leads — Launch and Close Syndicates From Your Phone",
    description:
      "Syndicate coordination, SPV setup, investor onboarding with automated KYC/AML, a live commitment matrix and distributions: run your syndicate from your phone.",
    path: "/product/syndicates",
  },
  audience: "syndicate",
  hero: {
    eyebrow: "For Syndicate Leads",
    title: "Launch a syndicate on Monday, close it by Tuesday",
    description:
      "Set up the SPV, invite your backers, collect commitments and wires, and handle distributions — without spreadsheets, chasers or a week of paperwork.",
    socialProof: "25+ syndicate leads in the beta",
    primaryCta: "Launch Your Syndicate",
  },
  story: {
    eyebrow: "The syndicate flow",
    title: "Five steps from allocation to distribution",
    steps: [
      {
        icon: Target,
        title: "Secure the allocation",
        description:
          "Add the deal, the allocation and your carry terms. Tapsheet drafts the deal memo for your backers.",
      },
      {
        icon: Briefcase,
        title: "Set up the SPV",
        description:
          "Choose an SPV structure and jurisdiction; formation documents are generated and filed for you.",
      },
      {
        icon: UserCheck,
        title: "Onboard your backers",
        description: "Backers join from a link and pass automated KYC/AML checks on their phones in minutes.",
      },
      {
        icon: ListChecks,
        title: "Collect commitments",
        description:
          "Backers commit with one tap; you watch the commitment matrix fill up against the allocation.",
      },
      {
        icon: Banknote,
        title: "Close and distribute",
        description:
          "Signatures and wires complete the close, and future distributions reach every backer automatically.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Run a syndicate like a fund, without the back office",
    items: [
      {
        icon: Users,
        title: "Syndicate coordination",
        description: "Share the deal, answer questions and send updates to all your backers from one thread.",
      },
      {
        icon: Briefcase,
        title: "SPV setup",
        description:
          "Formation, bank account and operating agreement handled in the app, not over weeks of e-mail.",
      },
      {
        icon: ShieldCheck,
        title: "Investor onboarding & KYC/AML",
        description: "Automated identity and accreditation checks, reusable for every deal a backer joins.",
      },
      {
        icon: ListChecks,
        title: "Commitment matrix",
        description:
          "Committed, soft-committed and in-review amounts per backer, live against the allocation.",
      },
      {
        icon: Clock,
        title: "Wire collection",
        description:
          "Wire instructions per backer and automatic matching, so you know who has paid without checking the bank.",
      },
      {
        icon: Banknote,
        title: "Distributions",
        description:
          "Exit proceeds split by ownership and carry, and sent to every backer with their statement.",
      },
    ],
  },
  stats: {
    title: "Less admin, more deals",
    items: [
      { value: "5x", label: "faster syndicate formation" },
      { value: "90%", label: "less administrative work" },
      { value: "3x", label: "more backers per deal" },
      { value: "<60s", label: "for a backer to commit and sign" },
    ],
  },
  closing: {
    title: "Launch your syndicate",
    description: "Tell us about your next deal and we will set up your first SPV with you during the beta.",
    points: [
      "Your first SPV set up with our team",
      "Backer onboarding links ready in minutes",
      "Distributions handled when your deal exits",
    ],
    form: {
      title: "Launch Your Syndicate",
      description: "Get early access for syndicate leads.",
      buttonText: "Get Early Access",
    },
  },
};
