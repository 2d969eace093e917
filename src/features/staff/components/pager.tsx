import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";

import { buttonVariants } from "@/components/ui/button-variants";

import { PAGE_SIZE } from "../api/keys";

/** The 1-based page the URL asks for (`?page=`), 1 when absent or unreadable. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * "Page 2 of 31 (1,520 in all)" with links to the pages either side, keeping every other filter. A page past the
 * end (an old link, or rows gone since) goes to the last page instead.
 */
export function Pager({ page, total, label }: { page: number; total: number; label: string }) {
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const link = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next.toString()}`;
  };
  const navigate = useNavigate();
  const pastTheEnd = page > pages;
  const lastPage = link(pages);
  useEffect(() => {
    if (pastTheEnd) void navigate(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, navigate]);
  if (pastTheEnd) return null;
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={link(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <p className="text-sm" aria-live="polite">
        Page {page} of {pages} ({total.toLocaleString("en-GB")} in all)
      </p>
      {page < pages ? (
        <Link to={link(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
