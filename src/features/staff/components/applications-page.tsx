import { Pipeline } from "./pipeline/pipeline";
import { PipelineFilters } from "./pipeline/pipeline-filters";
import { StageCounts } from "./pipeline/stage-counts";
import { useApplicationFilters } from "./pipeline/use-application-filters";
import { RolePage } from "./role-page";

export function ApplicationsPage() {
  const { jobId } = useApplicationFilters();
  return (
    <RolePage page="applications" title="Applications">
      <StageCounts jobId={jobId} />
      <PipelineFilters />
      <Pipeline />
    </RolePage>
  );
}
