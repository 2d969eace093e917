import { AudienceBenefitsGrid } from "@/components/sections/audience-benefits";
import { CtaBand } from "@/components/sections/cta-band";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StepFlow } from "@/components/sections/step-flow";
import { HOW_IT_WORKS_PAGE as PAGE } from "@/content/how-it-works";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: PAGE.title, description: PAGE.description, path: "/resources/how-it-works" });

export default function HowItWorksPage() {
  return (
    <>
      <PageHero eyebrow={PAGE.eyebrow} title={PAGE.title} description={PAGE.intro} />
      <Section labelledBy="steps-heading">
        <SectionHeading id="steps-heading" title={PAGE.steps.title} description={PAGE.steps.description} />
        <StepFlow steps={PAGE.steps.items} />
      </Section>
      <Section tone="muted" labelledBy="features-heading">
        <SectionHeading
          id="features-heading"
          title={PAGE.features.title}
          description={PAGE.features.description}
        />
        <FeatureGrid items={PAGE.features.items} />
      </Section>
      <Section labelledBy="benefits-heading">
        <SectionHeading
          id="benefits-heading"
          title={PAGE.benefits.title}
          description={PAGE.benefits.description}
        />
        <AudienceBenefitsGrid groups={PAGE.benefits.items} />
      </Section>
      <CtaBand headingId="journey-heading" title={PAGE.closing.title} description={PAGE.closing.text}>
        <GoHomeSignupLink>{PAGE.closing.cta}</GoHomeSignupLink>
      </CtaBand>
    </>
  );
}
