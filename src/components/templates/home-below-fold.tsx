import type * as React from "react";

import { FeatureGrid } from "@/components/sections/feature-grid";
import { LinkCardGrid } from "@/components/sections/link-card-grid";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { SignupSection } from "@/components/sections/signup-section";
import { StatGrid } from "@/components/sections/stat-grid";
import { TestimonialCard } from "@/components/sections/testimonial-card";
import { HOME_AUDIENCES, HOME_CLOSING, HOME_TESTIMONIALS, HOME_WHY_MOBILE } from "@/content/home-sections";

interface HomeBelowFoldProps {
  /** The closing sign-up form card; the route passes it so this template does not import a feature. */
  signupForm: React.ReactNode;
}

/** The home page below the hero, loaded as its own chunk (see src/routes/home/below-fold.tsx). */
export default function HomeBelowFoldTemplate({ signupForm }: HomeBelowFoldProps) {
  return (
    <>
      <Section labelledBy="why-mobile-heading">
        <SectionHeading id="why-mobile-heading" {...HOME_WHY_MOBILE} />
        <FeatureGrid items={HOME_WHY_MOBILE.items} columns={4} />
        <StatGrid stats={HOME_WHY_MOBILE.stats} className="mt-10" />
      </Section>

      <Section tone="muted" labelledBy="audiences-heading">
        <SectionHeading id="audiences-heading" {...HOME_AUDIENCES} />
        <LinkCardGrid items={HOME_AUDIENCES.items} />
      </Section>

      <Section labelledBy="testimonials-heading">
        <SectionHeading id="testimonials-heading" {...HOME_TESTIMONIALS} />
        <ul className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-3">
          {HOME_TESTIMONIALS.items.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-center text-xs text-muted-foreground">{HOME_TESTIMONIALS.note}</p>
      </Section>

      <SignupSection copy={HOME_CLOSING}>{signupForm}</SignupSection>
    </>
  );
}
