import { CtaBand } from "@/components/sections/cta-band";
import { CustomerStoryCard } from "@/components/sections/customer-story-card";
import { DemoNoticeButton } from "@/components/sections/demo-notice-button";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StatGrid } from "@/components/sections/stat-grid";
import {
  CUSTOMER_STORIES_PAGE as PAGE,
  CUSTOMER_STORY_STATS,
  DEMO_NOTICE,
  TESTIMONIALS,
  TRUSTED_BY,
} from "@/content/customer-stories";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: PAGE.title, description: PAGE.description, path: "/resources/customer-stories" });

export default function CustomerStoriesPage() {
  return (
    <>
      <PageHero eyebrow={PAGE.eyebrow} title={PAGE.heading} description={PAGE.intro} />
      <Section tone="muted" labelledBy="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {PAGE.statsTitle}
        </h2>
        <StatGrid stats={CUSTOMER_STORY_STATS} />
      </Section>
      <Section labelledBy="testimonials-heading">
        <SectionHeading id="testimonials-heading" title={PAGE.storiesTitle} />
        <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <CustomerStoryCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-muted-foreground">{PAGE.disclaimer}</p>
      </Section>
      <Section tone="muted" labelledBy="trusted-heading">
        <SectionHeading id="trusted-heading" title={PAGE.trusted.title} description={PAGE.trusted.text} />
        <StatGrid
          stats={TRUSTED_BY}
          className="mx-auto max-w-3xl grid-cols-1 sm:grid-cols-3 lg:grid-cols-3"
        />
      </Section>
      <CtaBand headingId="free-trial-heading" title={PAGE.closing.title} description={PAGE.closing.text}>
        <GoHomeSignupLink>{PAGE.closing.primaryCta}</GoHomeSignupLink>
        <DemoNoticeButton notice={DEMO_NOTICE}>{PAGE.closing.secondaryCta}</DemoNoticeButton>
      </CtaBand>
    </>
  );
}
