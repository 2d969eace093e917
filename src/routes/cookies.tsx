import { Settings2 } from "lucide-react";
import { Link } from "react-router";

import { LegalDocument } from "@/components/templates/legal-document";
import { Button } from "@/components/ui/button";
import { COOKIE_NOTICE, COOKIE_SETTINGS_CTA } from "@/content/legal";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: COOKIE_NOTICE.title, description: COOKIE_NOTICE.description, path: "/cookies" });

export default function CookieNoticePage() {
  return (
    <>
      <LegalDocument
        document={COOKIE_NOTICE}
        actions={
          <Button asChild size="lg" variant="secondary">
            <Link to={COOKIE_SETTINGS_CTA.href}>
              <Settings2 aria-hidden="true" />
              {COOKIE_SETTINGS_CTA.label}
            </Link>
          </Button>
        }
      />
    </>
  );
}
