import type { IconCardItem } from "@/content/types";

import { FeatureGrid } from "./feature-grid";

interface ProblemGridProps {
  items: readonly IconCardItem[];
  columns?: 2 | 3 | 4;
  className?: string;
}

/** Pain-point cards ("the problem today"): a feature grid in the warning tone. */
export function ProblemGrid({ items, columns = 3, className }: ProblemGridProps) {
  return <FeatureGrid items={items} columns={columns} tone="problem" className={className} />;
}
