import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StatGrid } from "@/components/sections/stat-grid";
import type { StatItem } from "@/content/types";

interface StoriesPageProps {
  page: {
    eyebrow: string;
    heading: string;
    intro: string;
    statsTitle: string;
    storiesTitle: string;
    disclaimer: string;
  };
  stats: readonly StatItem[];
  /** The id of the stories section's heading. */
  storiesId: string;
  /** The list of stories. */
  children: React.ReactNode;
}

/** The top of a page of stories (case studies, customer stories): the hero, the figures, the stories themselves. */
export function StoriesPage({ page, stats, storiesId, children }: StoriesPageProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} description={page.intro} />
      <Section tone="muted" labelledBy="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {page.statsTitle}
        </h2>
        <StatGrid stats={stats} />
      </Section>
      <Section labelledBy={storiesId}>
        <SectionHeading id={storiesId} title={page.storiesTitle} />
        {children}
        <p className="mt-8 text-center text-xs text-muted-foreground">{page.disclaimer}</p>
      </Section>
    </>
  );
}
