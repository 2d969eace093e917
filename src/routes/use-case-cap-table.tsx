import { UseCasePage } from "@/components/templates/use-case-page";
import { CAP_TABLE_PAGE } from "@/content/use-cases";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(CAP_TABLE_PAGE.meta);

export default function Page() {
  const { hero, closing } = CAP_TABLE_PAGE;
  return (
    <UseCasePage
      content={CAP_TABLE_PAGE}
      heroForm={hero.form ? <SignupFormCard variant="hero" {...hero.form} /> : undefined}
      closingForm={<SignupFormCard {...closing.form} />}
    />
  );
}
