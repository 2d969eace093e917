import { UseCasePage } from "@/components/templates/use-case-page";
import { DEAL_ROOMS_PAGE } from "@/content/use-cases";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(DEAL_ROOMS_PAGE.meta);

export default function Page() {
  return (
    <UseCasePage
      content={DEAL_ROOMS_PAGE}
      closingForm={<SignupFormCard {...DEAL_ROOMS_PAGE.closing.form} />}
    />
  );
}
