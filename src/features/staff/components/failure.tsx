import { Button } from "@/components/ui/button";

import { DESK } from "../content";
import { DeskRequestError } from "../lib/errors";

/** Longer messages are diagnostics, not words for staff. */
const MAX_SHOWN_MESSAGE_CHARS = 200;

/** What went wrong, in words staff can act on. */
export function failureText(error: unknown): string {
  if (!(error instanceof DeskRequestError)) return "Something went wrong.";
  if (error.code === "network") return "The desk could not reach the server. Check your connection.";
  if (error.status === 429) return "Too many attempts. Wait a minute, then try again.";
  if (error.status !== undefined && error.status >= 500) return "The server had a problem.";
  const message = error.message.trim();
  return message !== "" && message.length <= MAX_SHOWN_MESSAGE_CHARS
    ? `The server refused: ${message}`
    : "The server refused the request.";
}

/** A failed load or action: what happened and, when it can help, a button to try again. */
export function FailureNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3">
      <p className="text-sm text-destructive">{failureText(error)}</p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {DESK.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function Loading() {
  return (
    <p role="status" className="text-muted-foreground">
      {DESK.loading}
    </p>
  );
}
