import { buttonVariants } from "@/components/ui/button-variants";
import { STILL_LOADING_MS } from "@/config/code-loading";
import { LOAD_NOTICE } from "@/content/shared";
import { type CodeLoader, retryCode, useLoadingLongerThan } from "@/lib/code-loader";

/**
 * Says, once a part's code has been on its way for STILL_LOADING_MS, that it has not loaded and that nothing
 * typed is lost, and offers to try again at once (a held form says itself that its submission has not been sent).
 * The module loader keeps trying meanwhile; the notice goes once the code has arrived. Renders nothing before that,
 * so it never differs from a prerendered page.
 */
export function LoadNotice({ loader, what }: { loader: CodeLoader<unknown>; what: string }) {
  if (!useLoadingLongerThan(loader, STILL_LOADING_MS)) return null;
  return (
    <div
      role="status"
      className="my-4 rounded-md border border-destructive bg-background p-4 text-sm text-foreground"
    >
      <p>{LOAD_NOTICE.notLoaded(what)}</p>
      <p className="mt-1">{LOAD_NOTICE.kept}</p>
      <button
        type="button"
        className={`mt-3 ${buttonVariants({ variant: "outline", size: "sm" })}`}
        onClick={retryCode}
      >
        {LOAD_NOTICE.retry}
      </button>
    </div>
  );
}
