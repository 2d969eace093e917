import { ILLUSTRATIVE_FIGURES_NOTE } from "@/content/shared";
import { cn } from "@/lib/utils";

/** The small print under statistics and sample data: the figures are claims, not measurements. */
export function FiguresNote({ onDark = false, className }: { onDark?: boolean; className?: string }) {
  return (
    <p
      className={cn(
        "mt-4 text-center text-xs",
        onDark ? "text-hero-foreground/75" : "text-muted-foreground",
        className,
      )}
    >
      {ILLUSTRATIVE_FIGURES_NOTE}
    </p>
  );
}
