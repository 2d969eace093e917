import { clsx } from "clsx";
import { Smartphone } from "lucide-react";
import { Link } from "react-router";

import { SITE } from "@/config/site";

/** The brand mark and wordmark, linking home. Inherits its text colour from the band it sits on. */
export function SiteLogo({ className }: { className?: string }) {
  // `className` places the logo in its parent; the logo's own classes say nothing about placement.
  return (
    <Link
      to="/"
      className={clsx(
        "inline-flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
        className,
      )}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Smartphone className="size-4" aria-hidden="true" />
      </span>
      {SITE.name}
      <span className="sr-only"> home</span>
    </Link>
  );
}
