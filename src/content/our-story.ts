import { Eye, Gauge, Globe, Rocket, ShieldCheck, Target, Users } from "lucide-react";
import type { LucideIcon } from "lucide-react";

import type { IconCardItem } from "@/content/types";

export interface StoryPillar {
  id: string;
  title: string;
  icon: LucideIcon;
  paragraphs: readonly string[];
}

export interface StoryMilestone {
  id: string;
  period: string;
  title: string;
  text: string;
}

export const OUR_STORY_PAGE = {
  title: "Our Story",
  description:
    "Why Tapsheet exists: private-market deals still crawl through e-mail, PDFs and phone calls. Our vision, mission, values and how two operators set out to close deals from a phone in under 24 hours.",
  eyebrow: "About Tapsheet",
  intro:
    "Venture deals move billions of dollars, yet most of them still close through forwarded PDFs, late-night phone calls and wire instructions read aloud. We started Tapsheet to make private-market dealmaking as fast and safe as the rest of finance, and open to more people.",
  howItStarted: {
    title: "How it started",
    paragraphs: [
      "In the spring of 2023 Maya Okafor, then a principal at a Series A fund, was trying to close a $3M allocation from an airport gate. The partners had agreed, the founder was waiting, and the wire cut-off was two hours away. It took nine e-mails, two document versions, one printed signature page and a call to the bank to get it done.",
      "Her university friend Daniel Reyes had spent years building mobile payment rails. Over dinner they counted how many of the steps in that deal actually needed a desk: none. A month later they had a prototype that let a partner review a deal memo, sign and confirm a commitment with a fingerprint.",
    ],
  },
  milestones: {
    title: "Milestones",
    items: [
      {
        id: "founded",
        period: "2023",
        title: "Founded",
        text: "Maya and Daniel start Tapsheet and recruit fund-formation lawyer Priya Raman to design compliant, mobile-sized deal documents.",
      },
      {
        id: "pilot",
        period: "2024",
        title: "First pilots",
        text: "Twelve syndicate leads run live deals through the prototype; the slowest closes in 31 hours, the fastest in 5.",
      },
      {
        id: "beta",
        period: "2025",
        title: "Private beta",
        text: "More than 500 investors, founders and LPs join the beta; deal rooms, the commitment matrix and one-click execution open to everyone in it.",
      },
    ] satisfies readonly StoryMilestone[],
  },
  pillars: {
    title: "Why we exist",
    items: [
      {
        id: "problem",
        title: "The problem",
        icon: Target,
        paragraphs: [
          "A typical venture round takes six to twelve weeks, and most of that time is not diligence: it is chasing signatures, reconciling cap tables in spreadsheets and confirming wires by phone.",
          "The process favours insiders with the time and back-office staff to cope with it, which keeps many capable investors and founders out of private markets.",
        ],
      },
      {
        id: "vision",
        title: "Our vision",
        icon: Eye,
        paragraphs: [
          "A world where a qualified investor can review, commit to and fund a great company from their phone in under 24 hours, with more rigour than today, not less.",
        ],
      },
      {
        id: "mission",
        title: "Our mission",
        icon: Rocket,
        paragraphs: [
          "Put the whole deal, from discovery and diligence to signatures, wires and cap-table updates, into one secure mobile workflow, and open private-market access to more investors and founders.",
        ],
      },
    ] satisfies readonly StoryPillar[],
  },
  values: {
    title: "What we value",
    items: [
      {
        title: "Speed with rigour",
        icon: Gauge,
        description:
          "We remove waiting, never checks. Every shortcut in a deal flow has to keep or improve the diligence behind it.",
      },
      {
        title: "Security by default",
        icon: ShieldCheck,
        description:
          "Money and signatures move only after strong confirmation; we design for the day something goes wrong.",
      },
      {
        title: "Open access",
        icon: Globe,
        description:
          "Private markets should not depend on who you know. We build for first-time angels as carefully as for large funds.",
      },
      {
        title: "Built with our users",
        icon: Users,
        description:
          "Our beta investors and founders shape the roadmap; we ship small, listen, and ship again.",
      },
    ] satisfies readonly IconCardItem[],
  },
  closing: {
    title: "Help us write the next chapter",
    text: "We are still in beta and building in the open. Join the beta, or meet the people behind Tapsheet.",
    cta: "Join the Beta",
    teamLink: { label: "Meet the Team", href: "/about/team" },
  },
} as const;
