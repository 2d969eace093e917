import { Table, TableCell, TableHead, TableRow } from "@/components/ui/table";
import { type StageCount, useStageCounts } from "@/features/staff/api/applications";
import { STAGE_LABELS } from "@/features/staff/content";
import { STAGES, type Stage } from "@/features/staff/schemas/records";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";

function perStage(counts: StageCount[]): Record<Stage, number> {
  const sums = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const count of counts) sums[count.stage] += count.applications;
  return sums;
}

/** The applications (not erased) at each stage: of the chosen job, or of all jobs, with every job's own below. */
export function StageCounts({ jobId }: { jobId?: string }) {
  const counts = useStageCounts();
  if (counts.isPending) return <Loading />;
  if (counts.isError) return <FailureNotice error={counts.error} onRetry={() => void counts.refetch()} />;
  const scoped = jobId ? counts.data.filter((count) => count.job_id === jobId) : counts.data;
  const sums = perStage(scoped);
  const jobs = [...new Set(counts.data.map((count) => count.job_id))];
  return (
    <section aria-labelledby="stage-counts" className="grid gap-2">
      <h2 id="stage-counts" className="text-lg font-semibold">
        {jobId ? `Pipeline of ${scoped[0]?.position_title ?? "this job"}` : "Whole pipeline"}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {STAGES.map((stage) => (
          <div key={stage} className="rounded-md border p-2">
            <dt className="text-sm">{STAGE_LABELS[stage]}</dt>
            <dd className="text-xl font-semibold" data-stage-count={stage}>
              {sums[stage]}
            </dd>
          </div>
        ))}
      </dl>
      <details>
        <summary className="cursor-pointer text-sm">Per job</summary>
        <Table
          caption="Applications per job and stage"
          columns={["Job", ...STAGES.map((stage) => STAGE_LABELS[stage])]}
        >
          {jobs.map((job) => {
            const rows = counts.data.filter((count) => count.job_id === job);
            const jobSums = perStage(rows);
            return (
              <TableRow key={job ?? "none"}>
                <TableHead scope="row" className="font-medium">
                  {rows[0]?.position_title ?? "No job"}
                </TableHead>
                {STAGES.map((stage) => (
                  <TableCell key={stage}>{jobSums[stage]}</TableCell>
                ))}
              </TableRow>
            );
          })}
        </Table>
      </details>
    </section>
  );
}
