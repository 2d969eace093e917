import { STILL_LOADING_MS } from "@/config/code-loading";
import { PLAIN_MESSAGES } from "@/content/shared";
import { type CodeLoader, useLoadingLongerThan } from "@/lib/code-loader";
import { dismissToast, useToasts } from "@/lib/toast";

/**
 * The current messages as plain text, for when the toasts' own code is slow to arrive (a dropped request being
 * retried): what a form reports (sent, or not) still reaches the visitor, once that code has been on its way for
 * STILL_LOADING_MS. Renders nothing before that.
 */
export function PlainToasts({ loader }: { loader: CodeLoader<unknown> }) {
  const late = useLoadingLongerThan(loader, STILL_LOADING_MS);
  const toasts = useToasts();
  if (!late) return null;
  return (
    <ol
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 grid gap-2 sm:left-auto sm:w-96"
      aria-label={PLAIN_MESSAGES.label}
    >
      {toasts.map((t) => (
        <li key={t.id} className="rounded-md border bg-background p-4 text-sm text-foreground shadow-lg">
          <p className="font-semibold">{t.title}</p>
          {t.description ? <p className="mt-1">{t.description}</p> : null}
          <button type="button" className="mt-2 underline" onClick={() => dismissToast(t.id)}>
            {PLAIN_MESSAGES.dismiss}
          </button>
        </li>
      ))}
    </ol>
  );
}
