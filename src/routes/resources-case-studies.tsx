import { CaseStudyCard } from "@/components/sections/case-study-card";
import { CtaBand } from "@/components/sections/cta-band";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { StoriesPage } from "@/components/templates/stories-page";
import { CASE_STUDIES, CASE_STUDIES_PAGE as PAGE, CASE_STUDY_STATS } from "@/content/case-studies";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: PAGE.title, description: PAGE.description, path: "/resources/case-studies" });

export default function CaseStudiesPage() {
  return (
    <>
      <StoriesPage page={PAGE} stats={CASE_STUDY_STATS} storiesId="stories-heading">
        <ul className="space-y-8">
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
      </StoriesPage>
      <CtaBand headingId="get-started-heading" title={PAGE.closing.title} description={PAGE.closing.text}>
        <GoHomeSignupLink>{PAGE.closing.cta}</GoHomeSignupLink>
      </CtaBand>
    </>
  );
}
