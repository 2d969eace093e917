import { CONFIRM_PAGE } from "@/content/beta-opt-in";
import { ConfirmSignupPage } from "@/features/beta-opt-in/components/confirm-signup-page";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ ...CONFIRM_PAGE.meta, path: "/beta/confirm", extra: [{ name: "robots", content: "noindex" }] });

export default function BetaConfirmRoute() {
  return <ConfirmSignupPage />;
}
