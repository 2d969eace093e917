import type * as React from "react";

import { cn } from "@/lib/utils";

const TONE_CLASSES = {
  default: "bg-background text-foreground",
  muted: "bg-muted text-foreground",
  hero: "bg-hero text-hero-foreground",
} as const;

type SectionTone = keyof typeof TONE_CLASSES;

interface SectionProps {
  children: React.ReactNode;
  /** Background band: page default, a muted band, or the dark hero band. */
  tone?: SectionTone;
  /** The id of the heading that names this section (renders `aria-labelledby`). */
  labelledBy?: string;
  id?: string;
  className?: string;
  /** Classes for the inner width-limited container. */
  containerClassName?: string;
}

/**
 * A full-width band with a centred, padded container; the building block of every marketing page. A `section` named
 * by its heading (`labelledBy`); without one, a plain `div`.
 */
export function Section({
  children,
  tone = "default",
  labelledBy,
  id,
  className,
  containerClassName,
}: SectionProps) {
  // A band with no heading of its own (one that holds sections, each with theirs) is not a section itself.
  const Band = labelledBy ? "section" : "div";
  return (
    <Band
      id={id}
      aria-labelledby={labelledBy}
      className={cn("py-14 sm:py-20", TONE_CLASSES[tone], className)}
    >
      <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", containerClassName)}>
        {children}
      </div>
    </Band>
  );
}
