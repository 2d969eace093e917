import type { FormEvent, ReactNode } from "react";
import { useSearchParams } from "react-router";

/** A list's filters as a search form whose values go into the URL (page 1), so a reload shows the same list. */
export function FilterForm({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  const [, setParams] = useSearchParams();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim() !== "") next.set(name, value.trim());
    }
    setParams(next);
  }
  return (
    <form role="search" aria-label={label} className={className} onSubmit={apply}>
      {children}
    </form>
  );
}
