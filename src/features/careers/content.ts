import type { LucideIcon } from "lucide-react";
import { Gauge, Globe, ShieldCheck, Smartphone } from "lucide-react";

import { SITE } from "@/config/site";

export interface CompanyValue {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const CAREERS_HERO = {
  eyebrow: "Careers at Tapsheet",
  title: "Build the phone-first home of venture dealmaking",
  description:
    "We're a small team giving investors and founders a way to move from first look to signed commitment in under 24 hours. If you like hard problems with real money on the line, we'd like to meet you.",
} as const;

export const COMPANY_VALUES: CompanyValue[] = [
  {
    title: "Mobile first, always",
    description:
      "Deals happen between meetings. Every feature we ship has to work one-handed on a phone before it works anywhere else.",
    icon: Smartphone,
  },
  {
    title: "Speed with rigour",
    description:
      "We compress weeks of back-and-forth into hours, but never at the expense of diligence, compliance or a clean audit trail.",
    icon: Gauge,
  },
  {
    title: "Trust is the product",
    description:
      "Investors move capital through what we build. We earn that trust with security reviews, plain language and owning our mistakes.",
    icon: ShieldCheck,
  },
  {
    title: "Open up private markets",
    description:
      "Access to great deals shouldn't depend on who you know. We build tools that let more people invest and raise on fair terms.",
    icon: Globe,
  },
];

/** An e-mail to the hiring team, for an application without an open role. */
export const CAREERS_MAILTO = `mailto:${SITE.mail.careers}?subject=${encodeURIComponent("Open application")}`;

export const OPEN_APPLICATION = {
  title: "Don't see the right role?",
  description:
    "We're always glad to hear from engineers, designers and dealmakers who care about private markets. Send us your resume and tell us what you'd like to build.",
} as const;

/** The notice for positions opened or closed since the careers page loaded (decision 013). */
/** The parts of the careers pages whose code may be slow to arrive (the load notice's subject). */
export const CAREERS_PARTS = {
  jobs: "The latest list of open positions",
  job: "The application form",
  posting: "The job's description",
} as const;

export const JOBS_UPDATE = {
  message: "Our open positions have changed since you opened this page.",
  action: "Show the latest",
} as const;
