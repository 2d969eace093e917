import { CircleCheck, Hourglass, Search } from "lucide-react";

import type { CommitmentMatrixContent, CommitmentStatus } from "@/content/types";
import { cn } from "@/lib/utils";

const USD_COMPACT = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "$3.2M", "$450K", "$5M". */
export function formatUsdCompact(amountUsd: number): string {
  return USD_COMPACT.format(amountUsd);
}

/** Order of the illustrated flow: In Review → Soft Commit → Committed. */
const COMMITMENT_STATUS_ORDER: readonly CommitmentStatus[] = ["in-review", "soft-commit", "committed"];

const STATUS_STYLE = {
  committed: { icon: CircleCheck, badge: "bg-success/10 text-success", bar: "bg-success" },
  "soft-commit": { icon: Hourglass, badge: "bg-primary/10 text-primary", bar: "bg-primary/60" },
  "in-review": { icon: Search, badge: "bg-warning/15 text-foreground", bar: "bg-warning/70" },
} as const;

interface CommitmentTotals {
  byStatus: Record<CommitmentStatus, number>;
  /** Share of the target that is committed, rounded to a whole percent. */
  percentComplete: number;
}

/** The headline figures are derived from the sample rows, so the totals always add up. */
export function commitmentTotals(matrix: CommitmentMatrixContent): CommitmentTotals {
  const byStatus: Record<CommitmentStatus, number> = { committed: 0, "soft-commit": 0, "in-review": 0 };
  for (const row of matrix.commitments) byStatus[row.status] += row.amountUsd;
  return { byStatus, percentComplete: Math.round((byStatus.committed / matrix.targetUsd) * 100) };
}

function StatusBadge({ status, label }: { status: CommitmentStatus; label: string }) {
  const { icon: Icon, badge } = STATUS_STYLE[status];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        badge,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

interface CommitmentMatrixProps {
  matrix: CommitmentMatrixContent;
  /** Display labels per status ("Committed", "Soft Commit", "In Review"). */
  statusLabels: Record<CommitmentStatus, string>;
  /** Id for the table caption, which also names the scrollable table region. */
  captionId?: string;
}

/** A static sample of the live commitment matrix: progress toward the target and the investor table. */
export function CommitmentMatrix({
  matrix,
  statusLabels,
  captionId = "commitment-table-caption",
}: CommitmentMatrixProps) {
  const { byStatus, percentComplete } = commitmentTotals(matrix);
  const summaryOrder = [...COMMITMENT_STATUS_ORDER].reverse();
  return (
    <div className="rounded-2xl border bg-card p-4 text-card-foreground shadow-sm sm:p-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">{matrix.roundName} · sample data</p>
          <p className="text-2xl font-bold">
            {formatUsdCompact(matrix.targetUsd)}{" "}
            <span className="text-base font-medium text-muted-foreground">target</span>
          </p>
        </div>
        <p className="text-3xl font-bold text-success">
          {percentComplete}% <span className="text-base font-medium text-muted-foreground">complete</span>
        </p>
      </div>

      <div aria-hidden="true" className="mt-4 flex h-3 w-full overflow-hidden rounded-full bg-muted">
        {summaryOrder.map((status) => (
          <div
            key={status}
            className={STATUS_STYLE[status].bar}
            style={{ width: `${(byStatus[status] / matrix.targetUsd) * 100}%` }}
          />
        ))}
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {summaryOrder.map((status) => (
          <div key={status} className="rounded-lg border p-4">
            <dt className="text-sm text-muted-foreground">
              <StatusBadge status={status} label={statusLabels[status]} />
            </dt>
            <dd className="mt-2 text-2xl font-bold">{formatUsdCompact(byStatus[status])}</dd>
          </div>
        ))}
      </dl>

      <div
        role="region"
        aria-labelledby={captionId}
        // A scrollable region must be focusable so keyboard users can scroll the table on narrow screens.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-8 overflow-x-auto rounded-lg border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full sm:min-w-lg text-left text-sm">
          <caption id={captionId} className="px-2 py-3 sm:px-4 text-left font-semibold">
            Investors in the {matrix.roundName} (sample data)
          </caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-4 font-medium">
                Investor
              </th>
              <th scope="col" className="hidden px-2 py-2 sm:px-4 font-medium sm:table-cell">
                Type
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 text-right font-medium">
                Amount
              </th>
              <th scope="col" className="px-2 py-2 sm:px-4 font-medium">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {matrix.commitments.map((row) => (
              <tr key={row.investor} className="border-t">
                <th scope="row" className="px-2 py-3 sm:px-4 font-medium">
                  {row.investor}
                  {/* On phones the type column is hidden and shown under the name instead. */}
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                    {row.investorType}
                  </span>
                </th>
                <td className="hidden px-2 py-3 sm:px-4 text-muted-foreground sm:table-cell">
                  {row.investorType}
                </td>
                <td className="px-2 py-3 sm:px-4 text-right tabular-nums">
                  {formatUsdCompact(row.amountUsd)}
                </td>
                <td className="px-2 py-3 sm:px-4">
                  <StatusBadge status={row.status} label={statusLabels[row.status]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
