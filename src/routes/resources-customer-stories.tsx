import { CtaBand } from "@/components/sections/cta-band";
import { CustomerStoryCard } from "@/components/sections/customer-story-card";
import { DemoNoticeButton } from "@/components/sections/demo-notice-button";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StatGrid } from "@/components/sections/stat-grid";
import { StoriesPage } from "@/components/templates/stories-page";
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
      <StoriesPage page={PAGE} stats={CUSTOMER_STORY_STATS} storiesId="testimonials-heading">
        <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <CustomerStoryCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </StoriesPage>
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
