import { CONFIRM_PAGE } from "@/content/beta-opt-in";
import { confirmSubmittedSignup } from "@/features/beta-opt-in/api/confirm-signup";
import { ConfirmSignupPage } from "@/features/beta-opt-in/components/confirm-signup-page";
import { seo } from "@/lib/seo";

import type { Route } from "./+types/beta-confirm";

export const meta = () =>
  seo({ ...CONFIRM_PAGE.meta, path: "/beta/confirm", extra: [{ name: "robots", content: "noindex" }] });

/** The page's "Confirm" button POSTs here; nothing confirms on load. */
export const clientAction = ({ request }: Route.ClientActionArgs) => confirmSubmittedSignup(request);

export default function BetaConfirmRoute() {
  return <ConfirmSignupPage />;
}
