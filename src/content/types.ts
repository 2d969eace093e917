import type { LucideIcon } from "lucide-react";
import type { SignupRole } from "@/config/limits";
import type { STATIC_PATHS } from "@/config/static-paths";

/** A card with an icon, a title and a short description (features, problems, benefits). */
export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** One headline figure. Figures on marketing pages are illustrative claims, not measurements. */
/** A figure with its label, e.g. a case study's result. */
export interface LabelledMetric {
  label: string;
  value: string;
}

export interface StatItem {
  value: string;
  label: string;
  description?: string;
}

/** One step of a numbered story or flow. */
export interface StepItem {
  title: string;
  description: string;
  icon?: LucideIcon;
}

export interface Testimonial {
  quote: string;
  name: string;
  /** Job title, e.g. "Managing Partner". */
  title: string;
  company: string;
  rating: number;
}

/** Copy for an embedded `<SignupFormCard />`. */
export interface SignupCopy {
  title: string;
  description: string;
  buttonText: string;
}

export interface PageMeta {
  title: string;
  description: string;
  path: string;
}

/** A card that links to another page (the home page's audience cards). */
export interface LinkCardItem extends IconCardItem {
  href: string;
  /** Visible call to action, e.g. "Explore for VCs". */
  linkLabel: string;
}

/** A heading with an optional intro line, for one section of a page. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  description?: string;
}

/** The dark band at the top of a marketing page. */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  description: string;
  socialProof: string;
}

/** The closing block: a heading and selling points beside the sign-up form. */
export interface ClosingSignupCopy extends SectionCopy {
  points: readonly string[];
  form: SignupCopy;
}

/** One product page (/product/*); all four are rendered by the same template. */
export interface ProductPageContent {
  meta: PageMeta;
  /** The sign-up form's pre-selected role on this page. */
  audience: SignupRole;
  hero: HeroCopy & {
    /** The page's primary button; it scrolls to the sign-up form (docs/product.md, Dead buttons lead somewhere). */
    primaryCta: string;
  };
  story: SectionCopy & { steps: readonly StepItem[] };
  features: SectionCopy & { items: readonly IconCardItem[] };
  stats: SectionCopy & { items: readonly StatItem[] };
  /** A highlighted offer between the stats and the form (the VC page's ROI calculator), linking to its page. */
  teaser?: SectionCopy & { icon: LucideIcon; buttonText: string; href: (typeof STATIC_PATHS)[number] };
  closing: ClosingSignupCopy;
}

/** A use-case page rendered by the shared use-case template (deal rooms, execution, collaboration, cap table). */
export interface UseCasePageContent {
  meta: PageMeta;
  hero: HeroCopy & {
    /** When present, the hero carries an early-access sign-up form with this copy. */
    form?: SignupCopy;
  };
  problems?: SectionCopy & { items: readonly IconCardItem[] };
  steps?: SectionCopy & { items: readonly StepItem[] };
  features: SectionCopy & { items: readonly IconCardItem[] };
  stats: SectionCopy & { items: readonly StatItem[] };
  closing: ClosingSignupCopy;
}

export type CommitmentStatus = "committed" | "soft-commit" | "in-review";

/** One investor row of the sample commitment matrix (fictional names, illustrative amounts). */
interface SampleCommitment {
  investor: string;
  investorType: string;
  /** US dollars. */
  amountUsd: number;
  status: CommitmentStatus;
}

export interface CommitmentMatrixContent {
  roundName: string;
  /** US dollars. */
  targetUsd: number;
  commitments: readonly SampleCommitment[];
}
