import type { FormEvent, ReactNode } from "react";
import { Link, useSearchParams } from "react-router";

import { buttonVariants } from "@/components/ui/button-variants";

/**
 * A list's filters as a search form whose values go into the URL (page 1), so a reload shows the same list. The
 * fields are drawn again from the URL whenever it changes (Back and Forward included), so they always show the filters
 * the list is using; "Clear filters" goes back to the whole list. `keep` names parameters that are not filters (the
 * view) and survive both.
 */
export function FilterForm({
  label,
  className,
  keep = [],
  children,
}: {
  label: string;
  className: string;
  keep?: readonly string[];
  children: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const kept = () => {
    const next = new URLSearchParams();
    for (const name of keep) {
      const value = params.get(name);
      if (value) next.set(name, value);
    }
    return next;
  };
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = kept();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
    }
    setParams(next);
  }
  const cleared = kept().toString();
  return (
    <form key={params.toString()} role="search" aria-label={label} className={className} onSubmit={apply}>
      {children}
      <Link to={{ search: cleared ? `?${cleared}` : "" }} className={buttonVariants({ variant: "ghost" })}>
        Clear filters
      </Link>
    </form>
  );
}
