import { lazyPart } from "@/components/lazy-part";
import { HeroPlaceholder } from "@/components/sections/hero-placeholder";
import { HOME_META, HOME_PARTS } from "@/content/home";
import { organizationJsonLd, seo } from "@/lib/seo";

/*
 * The home page is prerendered whole and hydrates in two parts, each loaded when the visitor reaches into it (focus,
 * pointer, touch or key; decision 037). Until then React keeps their HTML on screen and in the tab order,
 * links work as links and a sign-up submitted early is held. A visit that only reads the page loads neither, nor
 * the class merger their sections use. The hero imports the sign-up form's code (./home/hero.tsx), so a visitor
 * who starts typing does not wait for the hero to render before the form's code is asked for.
 */
const HomeHero = lazyPart(() => import("./home/hero"), { what: HOME_PARTS.hero, loadOn: "intent" });
const HomeBelowFold = lazyPart(() => import("./home/below-fold"), {
  what: HOME_PARTS.belowFold,
  loadOn: "intent",
});

export const meta = () => seo({ ...HOME_META, extra: [organizationJsonLd()] });

export default function HomePage() {
  return (
    <>
      <HomeHero fallback={<HeroPlaceholder />} />
      <HomeBelowFold fallback={null} />
    </>
  );
}
