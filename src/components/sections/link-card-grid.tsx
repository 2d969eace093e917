import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { LinkCardItem } from "@/content/types";
import { cn } from "@/lib/utils";

interface LinkCardGridProps {
  items: readonly LinkCardItem[];
  className?: string;
}

/**
 * Cards that each lead to a page. The link sits in the h3 (so its name is the title alone) and its
 * pseudo-element stretches over the card, making the whole card clickable.
 */
export function LinkCardGrid({ items, className }: LinkCardGridProps) {
  return (
    <ul className={cn("grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4", className)}>
      {items.map(({ icon: Icon, title, description, href, linkLabel }) => (
        <li
          key={href}
          className="group relative flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
        >
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-primary">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="text-lg font-semibold">
            <Link
              to={href}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
            >
              {title}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{description}</p>
          <p
            aria-hidden="true"
            className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary"
          >
            {linkLabel}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </p>
        </li>
      ))}
    </ul>
  );
}
