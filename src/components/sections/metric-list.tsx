import type { LabelledMetric } from "@/content/types";
import { cn } from "@/lib/utils";

const LAYOUTS = {
  // Label and value side by side on phones; three tiles, value above label, from the small breakpoint up.
  tiles: {
    list: "grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3",
    item: "sm:flex-col sm:items-center sm:justify-start sm:text-center",
    term: "sm:order-2 sm:mt-1 sm:text-xs",
    value: "sm:order-1 sm:text-2xl",
  },
  // Always one row per metric, for narrow cards.
  rows: { list: "grid-cols-1 gap-2", item: "", term: "", value: "" },
} as const;

interface MetricListProps {
  metrics: readonly LabelledMetric[];
  layout?: keyof typeof LAYOUTS;
  className?: string;
}

/** A card's key figures as a description list. */
export function MetricList({ metrics, layout = "tiles", className }: MetricListProps) {
  const classes = LAYOUTS[layout];
  return (
    <dl className={cn("grid", classes.list, className)}>
      {metrics.map((metric) => (
        <div
          key={metric.label}
          className={cn(
            "flex items-baseline justify-between gap-3 rounded-lg bg-muted px-4 py-3",
            classes.item,
          )}
        >
          <dt className={cn("text-sm text-muted-foreground", classes.term)}>{metric.label}</dt>
          <dd className={cn("text-lg font-bold whitespace-nowrap text-primary", classes.value)}>
            {metric.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
