import type { IconCardItem } from "@/content/types";
import { cn } from "@/lib/utils";

const COLUMN_CLASSES = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

interface FeatureGridProps {
  items: readonly IconCardItem[];
  /** Columns on wide screens; always one column on phones. */
  columns?: keyof typeof COLUMN_CLASSES;
  /** "problem" marks pain points (warning-toned icon) instead of features. */
  tone?: "feature" | "problem";
  className?: string;
}

/** Icon cards in a responsive grid; each card title is an h3 under the section's h2. */
export function FeatureGrid({ items, columns = 3, tone = "feature", className }: FeatureGridProps) {
  return (
    <ul className={cn("grid grid-cols-1 gap-4 sm:gap-6", COLUMN_CLASSES[columns], className)}>
      {items.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
        >
          <span
            className={cn(
              "mb-4 inline-flex size-11 items-center justify-center rounded-lg",
              tone === "problem" ? "bg-destructive/10 text-destructive" : "bg-secondary text-primary",
            )}
          >
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
