import { PageHero } from "@/components/sections/page-hero";
import HomeBelowFoldTemplate from "@/components/templates/home-below-fold";
import { HOME_CLOSING_FORM, HOME_HERO, HOME_META } from "@/content/home";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { organizationJsonLd, seo } from "@/lib/seo";

export const meta = () => seo({ ...HOME_META, extra: [organizationJsonLd()] });

export default function HomePage() {
  return (
    <>
      <PageHero
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        description={HOME_HERO.description}
        socialProof={HOME_HERO.socialProof}
        aside={<SignupFormCard variant="hero" {...HOME_HERO.form} />}
      />
      <HomeBelowFoldTemplate signupForm={<SignupFormCard {...HOME_CLOSING_FORM} />} />
    </>
  );
}
