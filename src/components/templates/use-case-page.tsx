import type * as React from "react";

import type { UseCasePageContent } from "@/content/types";

import { FeatureGrid } from "@/components/sections/feature-grid";
import { FiguresNote } from "@/components/sections/figures-note";
import { JoinBetaButton } from "@/components/sections/join-beta-button";
import { PageHero } from "@/components/sections/page-hero";
import { ProblemGrid } from "@/components/sections/problem-grid";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { SignupSection } from "@/components/sections/signup-section";
import { StatGrid } from "@/components/sections/stat-grid";
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
  const { hero, problems, steps, features, stats, closing } = content;
  return (
    <>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={hero.description}
        socialProof={hero.socialProof}
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

      <Section tone="hero" labelledBy="stats-heading">
        <SectionHeading id="stats-heading" onDark {...stats} />
        <StatGrid stats={stats.items} tone="hero" />
        <FiguresNote onDark />
      </Section>

      <SignupSection copy={closing}>{closingForm}</SignupSection>
    </>
  );
}
