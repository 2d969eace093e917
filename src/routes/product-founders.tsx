import { ProductPage } from "@/components/templates/product-page";
import { FOUNDERS_PAGE } from "@/content/products";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(FOUNDERS_PAGE.meta);

export default function Page() {
  return (
    <ProductPage
      content={FOUNDERS_PAGE}
      signupForm={<SignupFormCard {...FOUNDERS_PAGE.closing.form} defaultRole={FOUNDERS_PAGE.audience} />}
    />
  );
}
