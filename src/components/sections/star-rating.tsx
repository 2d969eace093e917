import { Star } from "lucide-react";

import { cn } from "@/lib/utils";

interface StarRatingProps {
  /** Filled stars; every sample rating is 5. */
  rating: number;
  max?: number;
  className?: string;
}

/** Filled stars equal to the rating, announced once as "Rated N out of M". */
export function StarRating({ rating, max = 5, className }: StarRatingProps) {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const positions = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div role="img" aria-label={`Rated ${filled} out of ${max}`} className={cn("flex gap-0.5", className)}>
      {positions.map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={cn(
            "size-4",
            position <= filled ? "fill-warning text-warning" : "fill-transparent text-muted-foreground",
          )}
        />
      ))}
    </div>
  );
}
