import {
  Activity,
  BadgeCheck,
  Banknote,
  Bell,
  Brain,
  CircleCheck,
  Clock,
  FileText,
  FileWarning,
  FolderLock,
  Gauge,
  Globe,
  Hourglass,
  Layers,
  Lock,
  MessagesSquare,
  PenLine,
  Repeat,
  Scale,
  ScrollText,
  Search,
  ShieldCheck,
  Signature,
  Smartphone,
  Sparkles,
  Split,
  Users,
  Vote,
  WifiOff,
  Workflow,
} from "lucide-react";

import type {
  ClosingSignupCopy,
  CommitmentMatrixContent,
  CommitmentStatus,
  HeroCopy,
  IconCardItem,
  PageMeta,
  SectionCopy,
  StepItem,
  UseCasePageContent,
} from "./types";

const BETA_SOCIAL_PROOF = "Join 500+ investors in the beta";

/** /use-cases/deal-rooms */
export const DEAL_ROOMS_PAGE: UseCasePageContent = {
  meta: {
    title: "Mobile Deal Rooms — Review Deals Anywhere, Even Offline",
    description:
      "Offline deal rooms, document annotation and partner chat on your phone: review a data room on a plane and decide with your partners before you land.",
    path: "/use-cases/deal-rooms",
  },
  hero: {
    eyebrow: "Use case: Mobile Deal Rooms",
    title: "A deal room that works wherever you are — even offline",
    description:
      "Read the deck, the model and the legal documents on your phone, mark them up, and discuss them with your partners in the same place. No laptop, no VPN, no signal required.",
    socialProof: BETA_SOCIAL_PROOF,
  },
  problems: {
    title: "Data rooms were built for desks",
    description: "Deals move while investors travel. Desktop data rooms make them wait.",
    items: [
      {
        icon: Smartphone,
        title: "Unreadable on a phone",
        description: "Pinch-zooming through a 60-page PDF in a desktop viewer is how good deals get skimmed.",
      },
      {
        icon: WifiOff,
        title: "No signal, no access",
        description: "Flights, trains and basement meeting rooms turn a live data room into a blank screen.",
      },
      {
        icon: MessagesSquare,
        title: "Discussion lives elsewhere",
        description: "Comments end up in e-mail and messaging apps, detached from the page they are about.",
      },
    ],
  },
  steps: {
    title: "How a mobile deal room works",
    items: [
      {
        icon: FolderLock,
        title: "The founder opens a room",
        description:
          "Documents are uploaded once and each investor gets their own permissions and watermark.",
      },
      {
        icon: WifiOff,
        title: "You sync it for offline",
        description: "One tap keeps the room on your phone, encrypted, so you can read it anywhere.",
      },
      {
        icon: PenLine,
        title: "You annotate and discuss",
        description:
          "Highlight a figure and ask your partners about it; replies sync when you are back online.",
      },
      {
        icon: BadgeCheck,
        title: "The team decides",
        description: "When the discussion settles, commit from the same screen with biometric confirmation.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Everything diligence needs, in your pocket",
    items: [
      {
        icon: WifiOff,
        title: "Offline deal rooms",
        description:
          "Encrypted offline copies of the documents you need, removed automatically when access ends.",
      },
      {
        icon: PenLine,
        title: "Document annotation",
        description:
          "Highlights and notes on any page, visible to your partners and private from the founder.",
      },
      {
        icon: MessagesSquare,
        title: "Partner chat",
        description: "A discussion thread per deal, with every message linked to the page it is about.",
      },
      {
        icon: Lock,
        title: "Permissions & watermarks",
        description: "Per-investor access, dynamic watermarks and instant revocation for founders.",
      },
      {
        icon: Sparkles,
        title: "AI-enhanced due diligence",
        description: "Summaries of long documents and flags for the terms that usually need a second look.",
      },
      {
        icon: Activity,
        title: "Engagement insights",
        description:
          "Founders see which sections investors read most, so follow-ups answer the right questions.",
      },
    ],
  },
  stats: {
    title: "Diligence that keeps pace with the deal",
    items: [
      { value: "24/7", label: "access, online or offline" },
      { value: "3x", label: "faster document review" },
      { value: "99.9%", label: "platform uptime" },
      { value: "SOC 2", label: "compliant infrastructure" },
    ],
  },
  closing: {
    title: "Take your next data room on the road",
    description: "Deal rooms are part of the beta for investors and founders alike.",
    points: [
      "Offline access from day one",
      "Annotations and partner chat included",
      "Part of the beta for every member",
    ],
    form: {
      title: "Join the Beta",
      description: "Get early access to mobile deal rooms.",
      buttonText: "Join the Beta",
    },
  },
};

/** The illustrated order of commitment statuses; the product's enforcement of it is not described. */
export const COMMITMENT_STATUS_LABELS: Record<CommitmentStatus, string> = {
  "in-review": "In Review",
  "soft-commit": "Soft Commit",
  committed: "Committed",
};

/**
 * The sample raise. Totals are derived from these rows: committed $3.2M (64% of the $5M target),
 * soft commits $1.1M, in review $0.7M. Names are fictional.
 */
export const SAMPLE_COMMITMENT_MATRIX: CommitmentMatrixContent = {
  roundName: "Lumen Health Series A",
  targetUsd: 5_000_000,
  commitments: [
    { investor: "Atlas Peak Ventures", investorType: "Lead VC", amountUsd: 1_500_000, status: "committed" },
    { investor: "Harborline Capital", investorType: "VC", amountUsd: 1_000_000, status: "committed" },
    {
      investor: "Juniper Angels Syndicate",
      investorType: "Syndicate",
      amountUsd: 450_000,
      status: "committed",
    },
    { investor: "Priya Raman", investorType: "Angel", amountUsd: 250_000, status: "committed" },
    {
      investor: "Redwood Family Office",
      investorType: "Family office",
      amountUsd: 600_000,
      status: "soft-commit",
    },
    { investor: "Cobalt Seed Fund", investorType: "VC", amountUsd: 500_000, status: "soft-commit" },
    {
      investor: "Northgate Partners",
      investorType: "LP co-investor",
      amountUsd: 400_000,
      status: "in-review",
    },
    { investor: "Marcus Ellery", investorType: "Angel", amountUsd: 300_000, status: "in-review" },
  ],
};

interface CommitmentsPageContent {
  meta: PageMeta;
  hero: HeroCopy;
  matrix: SectionCopy;
  statusFlow: SectionCopy & { items: readonly StepItem[] };
  features: SectionCopy & { items: readonly IconCardItem[] };
  closing: ClosingSignupCopy;
}

/** /use-cases/commitments */
export const COMMITMENTS_PAGE: CommitmentsPageContent = {
  meta: {
    title: "Real-time Commitment Matrix — Track Every Commitment Live",
    description:
      "See committed, soft-committed and in-review amounts against your target the moment investors act. A sample $5M raise at 64% complete shows how it works.",
    path: "/use-cases/commitments",
  },
  hero: {
    eyebrow: "Use case: Real-time Commitment Matrix",
    title: "Know exactly where your round stands, the moment it changes",
    description:
      "Every investor, every amount and every status in one live matrix — so founders and leads stop reconciling spreadsheets and start closing.",
    socialProof: BETA_SOCIAL_PROOF,
  },
  matrix: {
    eyebrow: "Sample matrix",
    title: "A $5M raise at 64% complete",
    description:
      "This is what a founder sees mid-raise: the committed amount against the target, the soft commits still to firm up and the investors still in review.",
  },
  statusFlow: {
    title: "From interest to commitment",
    description: "Each investor moves through three statuses, and the matrix updates the moment they do.",
    items: [
      {
        icon: Search,
        title: COMMITMENT_STATUS_LABELS["in-review"],
        description: "The investor is reviewing the deal room and has not indicated an amount yet.",
      },
      {
        icon: Hourglass,
        title: COMMITMENT_STATUS_LABELS["soft-commit"],
        description: "The investor has indicated an amount, subject to final diligence or partner sign-off.",
      },
      {
        icon: CircleCheck,
        title: COMMITMENT_STATUS_LABELS.committed,
        description:
          "The investor confirmed with one tap and biometric confirmation; documents and wire follow.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Built for the last mile of a raise",
    items: [
      {
        icon: Gauge,
        title: "Live progress to target",
        description: "Committed, soft and in-review totals update instantly as investors act.",
      },
      {
        icon: Bell,
        title: "Nudges for soft commits",
        description: "Gentle reminders to investors who indicated an amount but have not confirmed it.",
      },
      {
        icon: Scale,
        title: "Allocation management",
        description: "Handle oversubscription by scaling allocations before anyone signs.",
      },
      {
        icon: BadgeCheck,
        title: "One-tap commitment",
        description: "Investors confirm from their phones with biometric confirmation.",
      },
      {
        icon: Users,
        title: "Shared with your lead",
        description: "Give your lead investor the same live view, so nobody works from a stale list.",
      },
      {
        icon: Layers,
        title: "Straight into the cap table",
        description: "Confirmed commitments flow into closing documents and the cap table.",
      },
    ],
  },
  closing: {
    title: "Run your next round from a live matrix",
    description: "The commitment matrix is available to every founder and syndicate lead in the beta.",
    points: [
      "No more spreadsheet reconciliations",
      "Investors commit from their phones",
      "Part of the beta for every member",
    ],
    form: {
      title: "Join the Beta",
      description: "Get early access to the real-time commitment matrix.",
      buttonText: "Join the Beta",
    },
  },
};

/** /use-cases/execution */
export const EXECUTION_PAGE: UseCasePageContent = {
  meta: {
    title: "One-Click Legal & Wire Execution — Close in Under 60 Seconds",
    description:
      "Legal document generation, multi-party signing and a wire in under 60 seconds. Cut closing time by 75% and save an average of $50K a year in closing costs.",
    path: "/use-cases/execution",
  },
  hero: {
    eyebrow: "Use case: One-Click Legal & Wire Execution",
    title: "Documents generated, signed and wired in under 60 seconds",
    description:
      "Once terms are agreed, Tapsheet generates the legal documents, collects every signature and sends the wire — in one flow, on your phone.",
    socialProof: BETA_SOCIAL_PROOF,
    form: {
      title: "Get Early Access",
      description: "Be among the first to close with one-click execution.",
      buttonText: "Get Early Access",
    },
  },
  problems: {
    title: "Closing is where deals stall",
    description: "The decision takes an afternoon. The paperwork takes weeks.",
    items: [
      {
        icon: Clock,
        title: "Weeks of back-and-forth",
        description:
          "Documents bounce between counsel, founders and investors long after everyone has agreed.",
      },
      {
        icon: FileWarning,
        title: "Errors and wire fraud",
        description:
          "Hand-typed wire details and e-mailed instructions invite costly mistakes and impostors.",
      },
      {
        icon: Banknote,
        title: "Expensive closings",
        description:
          "Legal and admin fees for routine rounds eat into the capital that should go to the company.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "The whole close in one flow",
    items: [
      {
        icon: ScrollText,
        title: "Legal document generation",
        description:
          "Standard round documents drafted from the agreed terms, with counsel review where you need it.",
      },
      {
        icon: Signature,
        title: "Multi-party signing",
        description:
          "Every party signs on their phone in any order; the close completes when the last one does.",
      },
      {
        icon: Banknote,
        title: "Wires with pre-approved limits",
        description:
          "Verified bank details and limits set in advance, so a wire needs one confirmation, not a phone call.",
      },
      {
        icon: BadgeCheck,
        title: "Biometric confirmation",
        description:
          "Signatures and wires are confirmed with Face ID or a fingerprint, never a shared password.",
      },
      {
        icon: ShieldCheck,
        title: "Built-in compliance",
        description: "Automated KYC/AML checks run before anything is signed or sent.",
      },
      {
        icon: FileText,
        title: "Complete audit trail",
        description: "Who signed what, when, and from which device — exportable for your auditors.",
      },
    ],
  },
  stats: {
    title: "Closing, measured in seconds",
    items: [
      { value: "<60s", label: "from final terms to wire" },
      { value: "75%", label: "faster execution" },
      { value: "$50K", label: "average annual savings" },
      { value: "SOC 2", label: "compliant infrastructure" },
    ],
  },
  closing: {
    title: "Close your next deal in under a minute",
    description: "One-click execution is rolling out to beta members first.",
    points: [
      "Documents generated from your terms",
      "Signatures from every party on mobile",
      "Wires within pre-approved limits",
    ],
    form: {
      title: "Join the Beta",
      description: "Get early access to one-click legal and wire execution.",
      buttonText: "Join the Beta",
    },
  },
};

/** /use-cases/collaboration */
export const COLLABORATION_PAGE: UseCasePageContent = {
  meta: {
    title: "AI-Powered Collaboration — Faster Investment Decisions",
    description:
      "AI discussion analysis, consensus tracking and recommendations help investment teams decide 3x faster with 50% fewer meetings.",
    path: "/use-cases/collaboration",
  },
  hero: {
    eyebrow: "Use case: AI-Powered Collaboration",
    title: "Your team's judgement, organised by AI",
    description:
      "Tapsheet reads your deal discussions, tracks where every partner stands and suggests the next step — so investment committees decide on evidence, not on who spoke last.",
    socialProof: BETA_SOCIAL_PROOF,
    form: {
      title: "Get Early Access",
      description: "Try AI-powered collaboration with your team.",
      buttonText: "Get Early Access",
    },
  },
  problems: {
    title: "Good decisions get lost in the noise",
    description: "Investment teams discuss deals everywhere and decide in meetings nobody has time for.",
    items: [
      {
        icon: MessagesSquare,
        title: "Scattered discussions",
        description: "Key concerns are buried in chat threads, e-mails and margin notes nobody revisits.",
      },
      {
        icon: Vote,
        title: "Unclear consensus",
        description: "Nobody knows where each partner really stands until the committee meeting.",
      },
      {
        icon: Clock,
        title: "Meetings to schedule meetings",
        description: "Calendars, not conviction, decide how fast a deal moves.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "AI that works alongside your partners",
    items: [
      {
        icon: Brain,
        title: "Discussion analysis",
        description:
          "Summaries of every deal thread, with open questions and risks pulled out automatically.",
      },
      {
        icon: Vote,
        title: "Consensus tracking",
        description: "A live view of where each partner stands and what would change their mind.",
      },
      {
        icon: Sparkles,
        title: "Recommendations",
        description:
          "Suggested next steps — a diligence request, a reference call, a decision — based on the discussion.",
      },
      {
        icon: Search,
        title: "AI-enhanced due diligence",
        description:
          "Documents checked against your checklist, with gaps flagged before the committee meets.",
      },
      {
        icon: PenLine,
        title: "Annotation & partner chat",
        description: "Discuss the exact page and figure, with every comment feeding the analysis.",
      },
      {
        icon: Workflow,
        title: "Decision log",
        description: "Every decision recorded with its reasoning, for your LPs and your future self.",
      },
    ],
  },
  stats: {
    title: "Decide faster, together",
    items: [
      { value: "3x", label: "faster investment decisions" },
      { value: "50%", label: "fewer committee meetings" },
      { value: "85%", label: "of open questions resolved before committee" },
      { value: "95%", label: "of discussion points captured in summaries" },
    ],
  },
  closing: {
    title: "Bring your whole team into the beta",
    description: "AI-powered collaboration is available to investment teams in the beta.",
    points: [
      "Invite your partners and analysts",
      "Works with the deal rooms you already use",
      "Summaries on every partner's phone",
    ],
    form: {
      title: "Join the Beta",
      description: "Get early access to AI-powered collaboration.",
      buttonText: "Join the Beta",
    },
  },
};

/** /use-cases/cap-table */
export const CAP_TABLE_PAGE: UseCasePageContent = {
  meta: {
    title: "Tokenized Cap Table — Liquidity, Global Access, Automated Corporate Actions",
    description:
      "A tokenized cap table brings liquidity to private shares, opens rounds to verified investors worldwide and automates corporate actions up to 20x faster.",
    path: "/use-cases/cap-table",
  },
  hero: {
    eyebrow: "Use case: Tokenized Cap Table",
    title: "A cap table that moves at the speed of your company",
    description:
      "Represent ownership as compliant digital tokens: transfers settle quickly, verified investors join from anywhere and corporate actions run themselves.",
    socialProof: BETA_SOCIAL_PROOF,
    form: {
      title: "Get Early Access",
      description: "Be first to try the tokenized cap table.",
      buttonText: "Get Early Access",
    },
  },
  problems: {
    title: "Private ownership is stuck in spreadsheets",
    description: "Equity is the most valuable thing a startup issues, and the hardest to manage.",
    items: [
      {
        icon: Lock,
        title: "Locked-up equity",
        description:
          "Employees and early backers wait a decade for liquidity, with no practical way to sell.",
      },
      {
        icon: FileWarning,
        title: "Error-prone records",
        description: "Spreadsheet cap tables drift from the legal documents with every round and transfer.",
      },
      {
        icon: Globe,
        title: "Borders and paperwork",
        description: "International investors face weeks of paperwork to join even a small round.",
      },
    ],
  },
  features: {
    eyebrow: "Features",
    title: "Ownership, rebuilt for private markets",
    items: [
      {
        icon: Repeat,
        title: "Liquidity",
        description:
          "Approved secondary transfers between verified holders, with the company's rights of first refusal built in.",
      },
      {
        icon: Globe,
        title: "Global access",
        description:
          "Verified investors anywhere can take part in a round, within the rules of their jurisdiction.",
      },
      {
        icon: Workflow,
        title: "Automated corporate actions",
        description:
          "Splits, conversions, vesting and dividends executed automatically and reflected instantly.",
      },
      {
        icon: Layers,
        title: "Real-time cap table",
        description: "One source of truth for every holder, updated the moment a transfer or round closes.",
      },
      {
        icon: ShieldCheck,
        title: "Compliance-gated transfers",
        description: "KYC/AML and transfer restrictions checked before any token moves.",
      },
      {
        icon: Split,
        title: "Scenario modelling",
        description: "See the dilution of your next round or an option-pool top-up before you commit to it.",
      },
    ],
  },
  stats: {
    title: "Equity that finally works for its holders",
    items: [
      { value: "20x", label: "faster corporate actions" },
      { value: "90%", label: "less cap-table administration" },
      { value: "24/7", label: "global investor access" },
      { value: "99.9%", label: "platform uptime" },
    ],
  },
  closing: {
    title: "Tokenize your cap table with us",
    description: "We are onboarding a small group of companies to the tokenized cap table during the beta.",
    points: [
      "Migration of your existing cap table",
      "Transfer rules configured with your counsel",
      "Early access to secondary liquidity",
    ],
    form: {
      title: "Join the Beta",
      description: "Get early access to the tokenized cap table.",
      buttonText: "Join the Beta",
    },
  },
};
