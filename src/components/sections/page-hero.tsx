import { Users } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils";

interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  eyebrow?: string;
  description?: string;
  /** Social proof under the copy, e.g. "Trusted by 500+ investors". */
  socialProof?: string;
  /** Buttons under the copy. */
  actions?: React.ReactNode;
  /** A second column on wide screens (stacked below on phones), e.g. the sign-up form. */
  aside?: React.ReactNode;
  className?: string;
}

/** The dark band at the top of a marketing page, holding its h1. */
export function PageHero({
  title,
  eyebrow,
  description,
  socialProof,
  actions,
  aside,
  className,
}: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className={cn("bg-hero text-hero-foreground", className)}>
      <div
        className={cn(
          "mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8",
          aside ? "lg:grid-cols-2 lg:items-center" : "",
        )}
      >
        <div className={cn(!aside && "mx-auto max-w-3xl text-center")}>
          {eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-hero-foreground/80 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            id="page-title"
            className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
          >
            {title}
          </h1>
          {description ? (
            <p className="mt-5 text-lg text-hero-foreground/85 sm:text-xl">{description}</p>
          ) : null}
          {actions ? (
            <div
              className={cn(
                "mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap",
                !aside && "sm:justify-center",
              )}
            >
              {actions}
            </div>
          ) : null}
          {socialProof ? (
            <p
              className={cn(
                "mt-6 flex items-center gap-2 text-sm font-medium text-hero-foreground/85",
                !aside && "justify-center",
              )}
            >
              <Users aria-hidden="true" className="size-4" />
              {socialProof}
            </p>
          ) : null}
        </div>
        {aside ? <div className="w-full">{aside}</div> : null}
      </div>
    </section>
  );
}
