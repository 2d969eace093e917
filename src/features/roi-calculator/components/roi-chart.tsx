import { ROI_RESULTS } from "@/content/roi-calculator";

import type { Comparison } from "../roi-formulas";

interface ChartRow {
  label: string;
  comparison: Comparison;
  format: (value: number) => string;
}

/** The one chart on the page owns this pattern id. */
const HATCH_ID = "roi-chart-hatch";

/** A bar's share of its row's longest bar, in percent; an empty row draws no bars. */
function share(value: number, longest: number): number {
  return longest > 0 ? Math.round((value / longest) * 1000) / 10 : 0;
}

function Bar({
  label,
  value,
  percent,
  fill,
}: {
  label: string;
  value: string;
  percent: number;
  fill: string;
}) {
  return (
    <div className="grid gap-1">
      <p className="flex justify-between gap-3 text-sm">
        <span>{label}</span>
        <span className="font-semibold tabular-nums">{value}</span>
      </p>
      <svg aria-hidden="true" className="h-4 w-full text-primary" focusable="false">
        <rect width="100%" height="100%" rx="3" className="fill-muted" />
        {percent > 0 ? (
          <rect
            width={`${percent}%`}
            height="100%"
            rx="3"
            fill={fill}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        ) : null}
      </svg>
    </div>
  );
}

/**
 * Today against Tapsheet, one pair of bars per measure. Plain SVG: the bars carry no meaning of their own (each
 * row names its bars and prints their figures as text, which is what assistive technology reads), and the
 * Tapsheet bar is hatched, so neither colour nor sight is needed to tell the two apart.
 */
export function RoiChart({ rows }: { rows: readonly ChartRow[] }) {
  const { chart } = ROI_RESULTS;
  return (
    <figure className="grid gap-5">
      <figcaption>
        <h3 className="text-lg font-semibold">{chart.heading}</h3>
      </figcaption>
      <svg aria-hidden="true" focusable="false" className="absolute size-0">
        <defs>
          <pattern
            id={HATCH_ID}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" className="fill-background" />
            <line
              x1="0"
              y1="0"
              x2="0"
              y2="6"
              stroke="currentColor"
              strokeWidth="3"
              className="text-primary"
            />
          </pattern>
        </defs>
      </svg>
      {rows.map(({ label, comparison, format }) => (
        <div key={label} className="grid gap-2">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <Bar
            label={chart.today}
            value={format(comparison.today)}
            percent={share(comparison.today, comparison.today)}
            fill="currentColor"
          />
          <Bar
            label={chart.tapsheet}
            value={format(comparison.withTapsheet)}
            percent={share(comparison.withTapsheet, comparison.today)}
            fill={`url(#${HATCH_ID})`}
          />
        </div>
      ))}
    </figure>
  );
}
