import type { StepItem } from "@/content/types";
import { cn } from "@/lib/utils";

interface StepFlowProps {
  steps: readonly StepItem[];
  className?: string;
}

/** A numbered story or flow: an ordered list, stacked on phones and in a row on wide screens. */
export function StepFlow({ steps, className }: StepFlowProps) {
  const wide =
    steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6", wide, className)}>
      {steps.map(({ title, description, icon: Icon }, index) => (
        <li
          key={title}
          className="relative flex flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
        >
          <div className="mb-3 flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            {Icon ? <Icon aria-hidden="true" className="size-5 text-primary" /> : null}
          </div>
          <h3 className="text-base font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {title}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ol>
  );
}
