import type { Testimonial } from "@/content/types";
import { cn } from "@/lib/utils";

import { StarRating } from "./star-rating";

interface TestimonialCardProps {
  testimonial: Testimonial;
  className?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
}

/** A quote with its star rating and an initials avatar (no photos: nothing is loaded from the network). */
export function TestimonialCard({ testimonial, className }: TestimonialCardProps) {
  const { quote, name, title, company, rating } = testimonial;
  return (
    <figure
      className={cn(
        "flex h-full flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm",
        className,
      )}
    >
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 text-base leading-relaxed">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
        >
          {initials(name)}
        </span>
        <span className="text-sm">
          <span className="block font-semibold">{name}</span>
          <span className="block text-muted-foreground">
            {title}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
