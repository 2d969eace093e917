import { PageHero } from "@/components/sections/page-hero";
import { ROI_AUDIENCE, ROI_HERO, ROI_PAGE_META, ROI_SIGNUP } from "@/content/roi-calculator";
import { RoiCalculator } from "@/features/roi-calculator/components/roi-calculator";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(ROI_PAGE_META);

export default function Page() {
  return (
    <>
      <PageHero eyebrow={ROI_HERO.eyebrow} title={ROI_HERO.title} description={ROI_HERO.description} />
      <RoiCalculator
        signupForm={(suggestedAum) => (
          <SignupFormCard {...ROI_SIGNUP.form} defaultRole={ROI_AUDIENCE} suggestedAum={suggestedAum} />
        )}
      />
    </>
  );
}
