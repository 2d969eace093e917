import { ProductPage } from "@/components/templates/product-page";
import { SYNDICATES_PAGE } from "@/content/products";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(SYNDICATES_PAGE.meta);

export default function Page() {
  return (
    <ProductPage
      content={SYNDICATES_PAGE}
      signupForm={<SignupFormCard {...SYNDICATES_PAGE.closing.form} defaultRole={SYNDICATES_PAGE.audience} />}
    />
  );
}
