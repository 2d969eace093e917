import { CaseStudyCard } from "@/components/sections/case-study-card";
import { CtaBand } from "@/components/sections/cta-band";
import { GoHomeSignupLink } from "@/components/sections/go-home-signup-link";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { StatGrid } from "@/components/sections/stat-grid";
import { CASE_STUDIES, CASE_STUDIES_PAGE as PAGE, CASE_STUDY_STATS } from "@/content/case-studies";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: PAGE.title, description: PAGE.description, path: "/resources/case-studies" });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero eyebrow={PAGE.eyebrow} title={PAGE.heading} description={PAGE.intro} />
      <Section tone="muted" labelledBy="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {PAGE.statsTitle}
        </h2>
        <StatGrid stats={CASE_STUDY_STATS} />
      </Section>
      <Section labelledBy="stories-heading">
        <SectionHeading id="stories-heading" title={PAGE.storiesTitle} />
        <ul className="space-y-8">
          {CASE_STUDIES.map((study) => (
            <li key={study.id}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-xs text-muted-foreground">{PAGE.disclaimer}</p>
      </Section>
      <CtaBand headingId="get-started-heading" title={PAGE.closing.title} description={PAGE.closing.text}>
        <GoHomeSignupLink>{PAGE.closing.cta}</GoHomeSignupLink>
      </CtaBand>
    </>
  );
}
