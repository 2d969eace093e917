import { LegalDocument } from "@/components/templates/legal-document";
import { PRIVACY_NOTICE } from "@/content/legal";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: PRIVACY_NOTICE.title, description: PRIVACY_NOTICE.description, path: "/privacy" });

export default function PrivacyNoticePage() {
  return (
    <>
      <LegalDocument document={PRIVACY_NOTICE} />
    </>
  );
}
