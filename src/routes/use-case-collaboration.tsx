import { UseCasePage } from "@/components/templates/use-case-page";
import { COLLABORATION_PAGE } from "@/content/use-cases";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(COLLABORATION_PAGE.meta);

export default function Page() {
  const { hero, closing } = COLLABORATION_PAGE;
  return (
    <UseCasePage
      content={COLLABORATION_PAGE}
      heroForm={hero.form ? <SignupFormCard variant="hero" {...hero.form} /> : undefined}
      closingForm={<SignupFormCard {...closing.form} />}
    />
  );
}
