import { Suspense } from "react";

import { OnDemandRegion } from "@/components/on-demand-region";
import { PageHero } from "@/components/sections/page-hero";
import { HOME_CLOSING_FORM, HOME_HERO, HOME_META } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { lazyOnDemand } from "@/lib/on-demand";
import { organizationJsonLd, seo } from "@/lib/seo";

/*
 * Everything below the hero is a separate chunk, loaded when the visitor reaches into it (focus, pointer, touch or
 * key; decision 016): the prerendered HTML shows it at once, and React keeps that HTML until then. It holds links
 * (plain links until then) and the closing sign-up form (held on its own), so nothing waits on it.
 */
const { Component: HomeBelowFold, load: loadBelowFold } = lazyOnDemand(
  () => import("@/components/templates/home-below-fold"),
);

export const meta = () => seo({ ...HOME_META, extra: [organizationJsonLd()] });

export default function HomePage() {
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <PageHero
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        description={HOME_HERO.description}
        socialProof={HOME_HERO.socialProof}
        aside={<SignupFormCard variant="hero" {...HOME_HERO.form} />}
      />

      <OnDemandRegion load={loadBelowFold}>
        <Suspense fallback={null}>
          <HomeBelowFold signupForm={<SignupFormCard {...HOME_CLOSING_FORM} />} />
        </Suspense>
      </OnDemandRegion>
    </main>
  );
}
