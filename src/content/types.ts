import type { LucideIcon } from "lucide-react";

/** A card with an icon, a title and a short description (features, problems, benefits). */
export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** One headline figure. Figures on marketing pages are illustrative claims, not measurements. */
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
