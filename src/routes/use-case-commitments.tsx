import { CommitmentMatrix } from "@/components/sections/commitment-matrix";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FiguresNote } from "@/components/sections/figures-note";
import { JoinBetaButton } from "@/components/sections/join-beta-button";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { SectionHeading } from "@/components/sections/section-heading";
import { SignupSection } from "@/components/sections/signup-section";
import { StepFlow } from "@/components/sections/step-flow";
import { WatchDemoButton } from "@/components/sections/watch-demo-button";
import { COMMITMENTS_PAGE, COMMITMENT_STATUS_LABELS, SAMPLE_COMMITMENT_MATRIX } from "@/content/use-cases";
import { SignupFormCard } from "@/features/signup/components/signup-form-card";
import { seo } from "@/lib/seo";

export const meta = () => seo(COMMITMENTS_PAGE.meta);

export default function Page() {
  const { hero, matrix, statusFlow, features, closing } = COMMITMENTS_PAGE;
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <JoinBetaButton />
            <WatchDemoButton />
          </>
        }
      />

      <Section labelledBy="matrix-heading">
        <SectionHeading id="matrix-heading" {...matrix} />
        <CommitmentMatrix matrix={SAMPLE_COMMITMENT_MATRIX} statusLabels={COMMITMENT_STATUS_LABELS} />
        <FiguresNote />
      </Section>

      <Section tone="muted" labelledBy="status-flow-heading">
        <SectionHeading id="status-flow-heading" {...statusFlow} />
        <StepFlow steps={statusFlow.items} />
      </Section>

      <Section labelledBy="features-heading">
        <SectionHeading id="features-heading" {...features} />
        <FeatureGrid items={features.items} />
      </Section>

      <SignupSection copy={closing}>
        <SignupFormCard {...closing.form} />
      </SignupSection>
    </>
  );
}
