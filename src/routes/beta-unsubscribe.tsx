import { UNSUBSCRIBE_PAGE } from "@/content/beta-opt-in";
import { UnsubscribePage } from "@/features/beta-opt-in/components/unsubscribe-page";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({
    ...UNSUBSCRIBE_PAGE.meta,
    path: "/beta/unsubscribe",
    extra: [{ name: "robots", content: "noindex" }],
  });

export default function BetaUnsubscribeRoute() {
  return <UnsubscribePage />;
}
