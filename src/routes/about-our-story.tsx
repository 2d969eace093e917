import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { MilestoneTimeline } from "@/components/sections/milestone-timeline";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StoryPillars } from "@/components/sections/story-pillars";
import { Button } from "@/components/ui/button";
import { OUR_STORY_PAGE as PAGE } from "@/content/our-story";
import { seo } from "@/lib/seo";

export const meta = () => seo({ title: PAGE.title, description: PAGE.description, path: "/about/our-story" });

export default function OurStoryPage() {
  return (
    <>
      <PageHero eyebrow={PAGE.eyebrow} title={PAGE.title} description={PAGE.intro} />
      <Section labelledBy="why-heading">
        <SectionHeading id="why-heading" title={PAGE.pillars.title} />
        <StoryPillars pillars={PAGE.pillars.items} />
      </Section>
      <Section tone="muted" containerClassName="grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="origin-heading">
          <SectionHeading
            id="origin-heading"
            title={PAGE.howItStarted.title}
            align="start"
            className="mb-6"
          />
          <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
            {PAGE.howItStarted.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="milestones-heading">
          <SectionHeading
            id="milestones-heading"
            title={PAGE.milestones.title}
            align="start"
            className="mb-6"
          />
          <MilestoneTimeline milestones={PAGE.milestones.items} />
        </section>
      </Section>
      <Section labelledBy="values-heading">
        <SectionHeading id="values-heading" title={PAGE.values.title} />
        <FeatureGrid items={PAGE.values.items} columns={4} />
      </Section>
      <CtaBand headingId="next-chapter-heading" title={PAGE.closing.title} description={PAGE.closing.text}>
        <GoHomeSignupLink>{PAGE.closing.cta}</GoHomeSignupLink>
        <Button asChild size="lg" variant="secondary">
          <Link to={PAGE.closing.teamLink.href}>
            {PAGE.closing.teamLink.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CtaBand>
    </>
  );
}
