import { UseCasePage } from "@/components/templates/use-case-page";
import { EXECUTION_PAGE } from "@/content/use-cases";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(EXECUTION_PAGE.meta);

export default function Page() {
  const { hero, closing } = EXECUTION_PAGE;
  return (
    <UseCasePage
      content={EXECUTION_PAGE}
      heroForm={hero.form ? <SignupFormCard variant="hero" {...hero.form} /> : undefined}
      closingForm={<SignupFormCard {...closing.form} />}
    />
  );
}
