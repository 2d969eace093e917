import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { TeamGrid } from "@/components/sections/team-member-card";
import { Button } from "@/components/ui/button";
import { ADVISORS, LEADERSHIP, TEAM_PAGE } from "@/content/team";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({ title: TEAM_PAGE.title, description: TEAM_PAGE.description, path: "/about/team" });

export default function TeamPage() {
  return (
    <>
      <PageHero eyebrow={TEAM_PAGE.eyebrow} title={TEAM_PAGE.title} description={TEAM_PAGE.intro} />
      <Section labelledBy="leadership-heading">
        <SectionHeading
          id="leadership-heading"
          title={TEAM_PAGE.leadership.title}
          description={TEAM_PAGE.leadership.description}
        />
        <TeamGrid members={LEADERSHIP} />
      </Section>
      <Section tone="muted" labelledBy="advisors-heading">
        <SectionHeading
          id="advisors-heading"
          title={TEAM_PAGE.advisors.title}
          description={TEAM_PAGE.advisors.description}
        />
        <TeamGrid members={ADVISORS} columns={4} />
      </Section>
      <CtaBand headingId="join-team-heading" title={TEAM_PAGE.join.title} description={TEAM_PAGE.join.text}>
        <Button asChild size="lg">
          <Link to={TEAM_PAGE.join.href}>
            {TEAM_PAGE.join.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CtaBand>
    </>
  );
}
