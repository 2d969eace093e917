import { Button } from "@/components/ui/button";
import { type Failure, failureOf } from "@/lib/failure-words";
import { retryAfterPhrase } from "@/lib/request-error";

import { DESK } from "../content";

function words(failure: Failure): string {
  switch (failure.kind) {
    case "offline":
      return "The desk could not reach the server. Check your connection.";
    case "timeout":
      return "The server took too long to answer.";
    case "server":
      return "The server had a problem.";
    case "tooManyAttempts":
      return `Too many attempts. Try again ${retryAfterPhrase(failure.retryAfterSeconds)}.`;
    case "refused":
      return failure.message ? `The server refused: ${failure.message}` : "The server refused the request.";
    default:
      return "Something went wrong.";
  }
}

/** What went wrong, in words staff can act on. */
export function failureText(error: unknown): string {
  return words(failureOf(error));
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
