import { type RefObject, useEffect, useState } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { LOAD_NOTICE } from "@/content/shared";
import { type CodeLoader, useLoadStatus } from "@/lib/code-loader";
import { PENDING_ATTRIBUTE } from "@/lib/early-submit";

/** How long a part's code may be on its way before the page says so: a few seconds, not forever. */
export const LOAD_NOTICE_AFTER_MS = 8_000;

interface LoadNoticeProps {
  loader: CodeLoader<unknown>;
  /** The part, as the sentence's subject: "The sign-up form". */
  what: string;
  /** The part's area on the page: a submission held there is mentioned. */
  area?: RefObject<HTMLElement | null>;
}

/**
 * Says, once a part's code has been on its way for LOAD_NOTICE_AFTER_MS, that it has not loaded, that nothing
 * typed is lost (and that a held submission has not been sent yet), and offers to try again at once. The loader
 * keeps trying meanwhile; the notice goes once the code has arrived. Renders nothing before that, so it never
 * differs from a prerendered page.
 */
export function LoadNotice({ loader, what, area }: LoadNoticeProps) {
  const status = useLoadStatus(loader);
  const [late, setLate] = useState(false);
  const [pending, setPending] = useState(false);
  const since = status.state === "loading" ? status.since : undefined;

  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => setLate(true), Math.max(0, since + LOAD_NOTICE_AFTER_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [since]);

  const shown = late && status.state === "loading";
  useEffect(() => {
    if (!shown) return;
    const check = () => setPending(area?.current?.querySelector(`[${PENDING_ATTRIBUTE}]`) != null);
    check();
    // After the page's early script has held a submission (it listens first).
    document.addEventListener("submit", check, true);
    return () => document.removeEventListener("submit", check, true);
  }, [shown, area]);

  if (!shown) return null;
  return (
    <div
      role="status"
      className="my-4 rounded-md border border-destructive bg-background p-4 text-sm text-foreground"
    >
      <p>{LOAD_NOTICE.notLoaded(what)}</p>
      <p className="mt-1">{pending ? LOAD_NOTICE.notSent : LOAD_NOTICE.kept}</p>
      <button
        type="button"
        className={`mt-3 ${buttonVariants({ variant: "outline", size: "sm" })}`}
        onClick={loader.retry}
      >
        {LOAD_NOTICE.retry}
      </button>
    </div>
  );
}
