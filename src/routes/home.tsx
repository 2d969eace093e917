import { useRef } from "react";

import { onDemand } from "@/components/on-demand";
import { HeroPlaceholder } from "@/components/sections/hero-placeholder";
import { HOME_META, HOME_PARTS } from "@/content/home";
import { SIGNUP_FORMS } from "@/features/signup/signup-focus";
import { organizationJsonLd, seo } from "@/lib/seo";

/*
 * The home page is prerendered whole and hydrates in two parts, each loaded when the visitor reaches into it
 * (focus, pointer, touch or key), or, for the hero, when a join button asks for the sign-up forms (decisions 022
 * and 025). Until then React keeps their HTML on screen and in the tab order, links work as links and a sign-up
 * submitted early is held. A visit that only reads the page loads neither, nor the class merger their sections
 * use. The hero starts the sign-up form's code on its way too, so a visitor who starts typing waits for one
 * download, not two.
 */
const HomeHero = onDemand(
  () => {
    void import("@/features/signup/components/signup-form");
    return import("./home/hero");
  },
  { group: SIGNUP_FORMS, what: HOME_PARTS.hero },
);
const HomeBelowFold = onDemand(() => import("./home/below-fold"), { what: HOME_PARTS.belowFold });

export const meta = () => seo({ ...HOME_META, extra: [organizationJsonLd()] });

export default function HomePage() {
  const hero = useRef<HTMLDivElement>(null);
  const belowFold = useRef<HTMLDivElement>(null);
  return (
    <>
      {/* Box-less: only where the visitor's intent is heard. */}
      <div ref={hero} className="contents">
        <HomeHero fallback={<HeroPlaceholder />} intentArea={hero} />
      </div>
      <div ref={belowFold} className="contents">
        <HomeBelowFold fallback={null} intentArea={belowFold} />
      </div>
    </>
  );
}
