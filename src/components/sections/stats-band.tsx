import type * as React from "react";

import type { SectionCopy, StatItem } from "@/content/types";

import { FiguresNote } from "@/components/sections/figures-note";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StatGrid } from "@/components/sections/stat-grid";

/** A page's headline figures on the dark band, with the note that they are illustrative; `children` follow. */
export function StatsBand({
  stats,
  children,
}: {
  stats: SectionCopy & { items: readonly StatItem[] };
  children?: React.ReactNode;
}) {
  return (
    <Section tone="hero" labelledBy="stats-heading">
      <SectionHeading id="stats-heading" onDark {...stats} />
      <StatGrid stats={stats.items} tone="hero" />
      <FiguresNote onDark />
      {children}
    </Section>
  );
}
