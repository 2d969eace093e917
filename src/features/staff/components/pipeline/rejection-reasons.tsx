import { useRejectionReasonCounts } from "@/features/staff/api/decision-mail";
import { DECISION_MAIL, rejectionReasonLabel } from "@/features/staff/content";
import { FailureNotice } from "../failure-notice";
import { Loading } from "../loading";

/** The chosen job's rejections counted by reason, most common first; the reasons stay internal. */
export function RejectionReasons({ jobId }: { jobId?: string }) {
  const counts = useRejectionReasonCounts(Boolean(jobId));
  if (!jobId) return null;
  if (counts.isPending) return <Loading />;
  if (counts.isError) return <FailureNotice error={counts.error} onRetry={() => void counts.refetch()} />;
  const rows = counts.data.filter((count) => count.job_id === jobId);
  return (
    <section aria-labelledby="rejection-reasons" className="grid gap-2">
      <h2 id="rejection-reasons" className="text-lg font-semibold">
        {DECISION_MAIL.countsHeading}
      </h2>
      <p className="text-sm text-muted-foreground">{DECISION_MAIL.countsIntro}</p>
      {rows.length === 0 ? (
        <p className="text-sm">{DECISION_MAIL.countsEmpty}</p>
      ) : (
        <dl className="grid gap-1 text-sm sm:max-w-md">
          {rows.map((row) => (
            <div key={row.reason} className="flex justify-between gap-4 border-b py-1">
              <dt>{rejectionReasonLabel(row.reason)}</dt>
              <dd className="font-semibold" data-reason-count={row.reason}>
                {row.applications}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
