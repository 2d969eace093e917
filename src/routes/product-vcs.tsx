import { ProductPage } from "@/components/templates/product-page";
import { VC_PAGE } from "@/content/products";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(VC_PAGE.meta);

export default function Page() {
  return (
    <ProductPage
      content={VC_PAGE}
      signupForm={<SignupFormCard {...VC_PAGE.closing.form} defaultRole={VC_PAGE.audience} />}
    />
  );
}
