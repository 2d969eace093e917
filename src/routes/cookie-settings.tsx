import { CookieSettingsPage } from "@/features/cookie-settings/components/cookie-settings-page";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({
    title: "Cookie Settings",
    description:
      "Choose which cookies Tapsheet may use: essential, analytics, functional and marketing. Your choices are remembered in this browser.",
    path: "/cookie-settings",
  });

export default function CookieSettingsRoute() {
  return (
    <>
      <CookieSettingsPage />
    </>
  );
}
