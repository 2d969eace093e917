import { ArrowRight } from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";

import type { ProductPageContent } from "@/content/types";

import { FeatureGrid } from "@/components/sections/feature-grid";
import { JoinBetaButton } from "@/components/sections/join-beta-button";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { SignupSection } from "@/components/sections/signup-section";
import { StatsBand } from "@/components/sections/stats-band";
import { StepFlow } from "@/components/sections/step-flow";
import { WatchDemoButton } from "@/components/sections/watch-demo-button";
import { Button } from "@/components/ui/button";

interface ProductPageProps {
  content: ProductPageContent;
  /** The page's sign-up form card; the route passes it so this shared template does not import a feature. */
  signupForm: React.ReactNode;
}

/** The shared layout of the four /product/* pages: hero, story, features, stats, optional teaser, sign-up. */
export function ProductPage({ content, signupForm }: ProductPageProps) {
  const { hero, story, features, stats, teaser, closing } = content;
  const { primaryCta, ...heroCopy } = hero;
  return (
    <>
      <PageHero
        {...heroCopy}
        actions={
          <>
            <JoinBetaButton>{primaryCta}</JoinBetaButton>
            <WatchDemoButton />
          </>
        }
      />

      <Section labelledBy="story-heading">
        <SectionHeading id="story-heading" {...story} />
        <StepFlow steps={story.steps} />
      </Section>

      <Section tone="muted" labelledBy="features-heading">
        <SectionHeading id="features-heading" {...features} />
        <FeatureGrid items={features.items} />
      </Section>

      <StatsBand stats={stats}>
        <div className="mt-8 flex justify-center">
          <JoinBetaButton variant="secondary" />
        </div>
      </StatsBand>

      {teaser ? (
        <Section labelledBy="teaser-heading">
          <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-start sm:p-10">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
              <teaser.icon aria-hidden="true" className="size-7" />
            </span>
            <div>
              {teaser.eyebrow ? (
                <p className="mb-1 text-sm font-semibold tracking-wide text-primary uppercase">
                  {teaser.eyebrow}
                </p>
              ) : null}
              <h2 id="teaser-heading" className="text-2xl font-bold tracking-tight">
                {teaser.title}
              </h2>
              {teaser.description ? <p className="mt-2 text-muted-foreground">{teaser.description}</p> : null}
              <Button
                asChild
                variant="outline"
                size="lg"
                className="mt-6 h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto"
              >
                <Link to={teaser.href}>
                  {teaser.buttonText}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </Section>
      ) : null}

      <SignupSection copy={closing}>{signupForm}</SignupSection>
    </>
  );
}
