import { ROI_RESULTS } from "@/content/roi-calculator";

import type { RoiEstimate } from "../roi-formulas";
import { formatUsd, formatWhole } from "../roi-format";

import { CopyLinkButton } from "./copy-link-button";
import { RoiChart } from "./roi-chart";

interface RoiResultsProps {
  estimate: RoiEstimate;
  /** Some field holds something it does not accept: the figures are those of the last valid inputs. */
  stale: boolean;
}

interface FigureProps {
  label: string;
  value: string;
  note: string;
  /** The figure is the last valid inputs', marked by a dashed border rather than faded (faded text is hard to read). */
  stale: boolean;
}

function Figure({ label, value, note, stale }: FigureProps) {
  return (
    <div
      className={
        stale
          ? "rounded-lg border border-dashed border-foreground/50 bg-background p-4"
          : "rounded-lg border bg-background p-4"
      }
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

/**
 * The estimate: a one-sentence summary that screen readers hear when it changes (politely, once, rather than
 * every figure), the figures, the chart, the small print and the link to share. Every slot is present whatever
 * was entered, so that the page keeps its layout when a shared link's inputs replace the starting ones.
 */
export function RoiResults({ estimate, stale }: RoiResultsProps) {
  const { hoursPerYear, hoursSavedCost, daysPerClose, closingCostsPerYear, allocationsKept } = estimate;
  const hours = formatWhole(hoursPerYear.saved);
  const cost = formatUsd(hoursSavedCost);
  const days = formatWhole(daysPerClose.saved);
  const closing = formatUsd(closingCostsPerYear.saved);
  const { chart } = ROI_RESULTS;
  return (
    <section
      aria-labelledby="roi-results-heading"
      className="grid gap-6 rounded-2xl border bg-card p-5 sm:p-8"
    >
      <div className="grid gap-2">
        <h2 id="roi-results-heading" className="text-2xl font-bold tracking-tight">
          {ROI_RESULTS.heading}
        </h2>
        <p className="text-3xl font-bold tracking-tight text-primary tabular-nums">
          {ROI_RESULTS.total(formatUsd(estimate.totalSavedPerYear))}
        </p>
        <p aria-live="polite" className="text-muted-foreground">
          {stale ? ROI_RESULTS.invalidSummary : ROI_RESULTS.summary(hours, cost, days, closing)}
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Figure
          stale={stale}
          label={ROI_RESULTS.hoursSaved.label}
          value={hours}
          note={ROI_RESULTS.hoursSaved.unit}
        />
        <Figure
          stale={stale}
          label={ROI_RESULTS.hoursCost.label}
          value={cost}
          note={ROI_RESULTS.hoursCost.note}
        />
        <Figure
          stale={stale}
          label={ROI_RESULTS.daysSaved.label}
          value={days}
          note={ROI_RESULTS.daysSaved.unit}
        />
        <Figure
          stale={stale}
          label={ROI_RESULTS.closingAvoided.label}
          value={closing}
          note={ROI_RESULTS.closingAvoided.note}
        />
        <Figure
          stale={stale}
          label={ROI_RESULTS.allocations.label}
          value={allocationsKept ? formatUsd(allocationsKept.value) : ROI_RESULTS.allocations.empty}
          note={
            allocationsKept
              ? ROI_RESULTS.allocations.kept(allocationsKept.count, formatWhole(allocationsKept.count))
              : ROI_RESULTS.allocations.notEntered
          }
        />
      </dl>
      <RoiChart
        rows={[
          { label: chart.hours, comparison: hoursPerYear, format: formatWhole },
          { label: chart.days, comparison: daysPerClose, format: formatWhole },
          { label: chart.closing, comparison: closingCostsPerYear, format: formatUsd },
        ]}
      />
      <p className="text-xs text-muted-foreground">{ROI_RESULTS.disclaimer}</p>
      <CopyLinkButton />
    </section>
  );
}
