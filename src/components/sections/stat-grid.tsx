import type { StatItem } from "@/content/types";
import { cn } from "@/lib/utils";

interface StatGridProps {
  stats: readonly StatItem[];
  /** "hero" for dark bands (light text), "default" for light backgrounds. */
  tone?: "default" | "hero";
  className?: string;
}

/** Headline figures as a description list: the value is the term's definition, the label names it. */
export function StatGrid({ stats, tone = "default", className }: StatGridProps) {
  const onDark = tone === "hero";
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col rounded-xl border p-4 text-center sm:p-6",
            onDark ? "border-hero-foreground/20 bg-hero-foreground/5" : "bg-card shadow-sm",
          )}
        >
          <dt
            className={cn(
              "order-2 mt-1 text-sm font-medium",
              onDark ? "text-hero-foreground/85" : "text-muted-foreground",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "order-1 text-3xl font-bold sm:text-4xl",
              onDark ? "text-hero-foreground" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
          {stat.description ? (
            <dd
              className={cn(
                "order-3 mt-2 text-xs",
                onDark ? "text-hero-foreground/75" : "text-muted-foreground",
              )}
            >
              {stat.description}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
