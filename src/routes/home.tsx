import { Suspense, lazy } from "react";

import { PageHero } from "@/components/sections/page-hero";
import { HOME_HERO, HOME_META } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { organizationJsonLd, seo } from "@/lib/seo";

/*
 * Everything below the hero is a separate chunk: the prerendered HTML shows it at once, and React keeps that
 * HTML until the chunk has loaded and hydrated, so the first download carries only what the hero needs.
 */
const HomeBelowFold = lazy(() => import("@/components/sections/home-below-fold"));

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

      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </main>
  );
}
