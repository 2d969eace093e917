import { WELCOME_PAGE } from "@/content/beta-opt-in";
import { acceptSubmittedInvitation } from "@/features/beta-opt-in/api/accept-invitation";
import { WelcomePage } from "@/features/beta-opt-in/components/welcome-page";
import { seo } from "@/lib/seo";

import type { Route } from "./+types/beta-welcome";

export const meta = () =>
  seo({ ...WELCOME_PAGE.meta, path: "/beta/welcome", extra: [{ name: "robots", content: "noindex" }] });

/** The page's "Accept" button POSTs here; nothing is accepted on load. */
export const clientAction = ({ request }: Route.ClientActionArgs) => acceptSubmittedInvitation(request);

export default function BetaWelcomeRoute() {
  return <WelcomePage />;
}
