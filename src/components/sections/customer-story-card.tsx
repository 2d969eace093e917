import { Quote } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { Testimonial } from "@/content/customer-stories";
import { camelCaseToWords } from "@/lib/camel-case-to-words";
import { cn } from "@/lib/utils";

import { InitialsAvatar } from "./initials-avatar";
import { MetricList } from "./metric-list";
import { StarRating } from "./star-rating";

/** A customer's quote with who they are, their rating and three results; metric keys shown as spaced words. */
export function CustomerStoryCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  const { name, title, company, category, quote, rating, metrics } = testimonial;
  const labelledMetrics = Object.entries(metrics).map(([key, value]) => ({
    label: camelCaseToWords(key),
    value,
  }));

  return (
    <figure
      aria-label={`${name}, ${title} at ${company}`}
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Badge variant="secondary">
          <span className="sr-only">Category: </span>
          {category}
        </Badge>
        <StarRating rating={rating} />
      </div>
      <blockquote className="relative mt-5 flex-1">
        <Quote aria-hidden="true" className="absolute -top-1 -left-1 size-6 text-primary/20" />
        <p className="pl-6 leading-relaxed">“{quote}”</p>
      </blockquote>
      {/* The caption comes last, so it holds the results too: a figure's caption is its first or last child. */}
      <figcaption className="mt-6">
        <div className="flex items-center gap-3">
          <InitialsAvatar name={name} />
          <span className="min-w-0 text-sm">
            <span className="block font-semibold">{name}</span>
            <span className="block text-muted-foreground">
              {title}, {company}
            </span>
          </span>
        </div>
        <MetricList metrics={labelledMetrics} layout="rows" className="mt-5 border-t pt-5" />
      </figcaption>
    </figure>
  );
}
