import type * as React from "react";

import type { UseCasePageContent } from "@/content/types";

import { FeatureGrid } from "@/components/sections/feature-grid";
import { JoinBetaButton } from "@/components/sections/join-beta-button";
import { PageHero } from "@/components/sections/page-hero";
import { ProblemGrid } from "@/components/sections/problem-grid";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { SignupSection } from "@/components/sections/signup-section";
import { StatsBand } from "@/components/sections/stats-band";
import { StepFlow } from "@/components/sections/step-flow";
import { WatchDemoButton } from "@/components/sections/watch-demo-button";

interface UseCasePageProps {
  content: UseCasePageContent;
  /** The early-access form in the hero (execution, collaboration, cap table); omit for a button instead. */
  heroForm?: React.ReactNode;
  /** The closing sign-up form. The route passes both forms so this shared template imports no feature. */
  closingForm: React.ReactNode;
}

/** The shared layout of the use-case pages: hero, problems, steps, features, stats and a closing sign-up. */
export function UseCasePage({ content, heroForm, closingForm }: UseCasePageProps) {
  const { problems, steps, features, stats, closing } = content;
  const { form: _heroFormCopy, ...heroCopy } = content.hero;
  return (
    <>
      <PageHero
        {...heroCopy}
        aside={heroForm}
        actions={
          <>
            {heroForm ? null : <JoinBetaButton />}
            <WatchDemoButton />
          </>
        }
      />

      {problems ? (
        <Section labelledBy="problems-heading">
          <SectionHeading id="problems-heading" {...problems} />
          <ProblemGrid items={problems.items} />
        </Section>
      ) : null}

      {steps ? (
        <Section tone={problems ? "muted" : "default"} labelledBy="steps-heading">
          <SectionHeading id="steps-heading" {...steps} />
          <StepFlow steps={steps.items} />
        </Section>
      ) : null}

      <Section tone={steps && problems ? "default" : "muted"} labelledBy="features-heading">
        <SectionHeading id="features-heading" {...features} />
        <FeatureGrid items={features.items} />
      </Section>

      <StatsBand stats={stats} />

      <SignupSection copy={closing}>{closingForm}</SignupSection>
    </>
  );
}
