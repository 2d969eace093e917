import { PageHero } from "@/components/sections/page-hero";
import { SignupSection } from "@/components/sections/signup-section";
import { ROI_AUDIENCE, ROI_HERO, ROI_PAGE_META, ROI_SIGNUP } from "@/content/roi-calculator";
import { RoiCalculator } from "@/features/roi-calculator/components/roi-calculator";
import { useSuggestedAum } from "@/features/roi-calculator/use-suggested-aum";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(ROI_PAGE_META);

/*
 * The sign-up section is the calculator's sibling, not its child: typing in the calculator re-renders only the
 * calculator, and the fund size it suggests reaches the form in a transition (see useSuggestedAum).
 */
export default function Page() {
  const [suggestedAum, onSuggestedAum] = useSuggestedAum();
  return (
    <>
      <PageHero eyebrow={ROI_HERO.eyebrow} title={ROI_HERO.title} description={ROI_HERO.description} />
      <RoiCalculator onSuggestedAum={onSuggestedAum} />
      <SignupSection copy={ROI_SIGNUP} headingId="roi-signup-heading">
        <SignupFormCard {...ROI_SIGNUP.form} defaultRole={ROI_AUDIENCE} suggestedAum={suggestedAum} />
      </SignupSection>
    </>
  );
}
