import { useRef } from "react";

import { onDemand } from "@/components/on-demand";
import { PageHero } from "@/components/sections/page-hero";
import { HOME_CLOSING_FORM, HOME_HERO, HOME_META } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { organizationJsonLd, seo } from "@/lib/seo";

/*
 * Everything below the hero is a separate chunk, loaded when the visitor reaches into it (focus, pointer, touch or
 * key; decision 022): the prerendered HTML shows it at once, and React keeps that HTML until then. It holds links
 * (plain links until then) and the closing sign-up form (held on its own), so nothing waits on it.
 */
const HomeBelowFold = onDemand(() => import("@/components/templates/home-below-fold"));

/** The closing sign-up form, made once: a new element on every render would count as new props for the band. */
const CLOSING_SIGNUP_FORM = <SignupFormCard {...HOME_CLOSING_FORM} />;

export const meta = () => seo({ ...HOME_META, extra: [organizationJsonLd()] });

export default function HomePage() {
  const belowFold = useRef<HTMLDivElement>(null);
  return (
    <main id="main-content" tabIndex={-1} className="outline-none">
      <PageHero
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        description={HOME_HERO.description}
        socialProof={HOME_HERO.socialProof}
        aside={<SignupFormCard variant="hero" {...HOME_HERO.form} />}
      />

      {/* Box-less: only where the visitor's intent is heard. */}
      <div ref={belowFold} className="contents">
        <HomeBelowFold fallback={null} intentArea={belowFold} signupForm={CLOSING_SIGNUP_FORM} />
      </div>
    </main>
  );
}
