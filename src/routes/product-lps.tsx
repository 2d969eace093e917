import { ProductPage } from "@/components/templates/product-page";
import { LPS_PAGE } from "@/content/products";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(LPS_PAGE.meta);

export default function Page() {
  return (
    <ProductPage
      content={LPS_PAGE}
      signupForm={<SignupFormCard {...LPS_PAGE.closing.form} defaultRole={LPS_PAGE.audience} />}
    />
  );
}
