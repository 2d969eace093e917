import { Button } from "@/components/ui/button";
import { deskFailureText } from "@/lib/failure-words";

import { DESK } from "../content";

/** A failed load or action: what happened and, when it can help, a button to try again. */
export function FailureNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive p-3">
      <p className="text-sm text-destructive">{deskFailureText(error)}</p>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          {DESK.retry}
        </Button>
      ) : null}
    </div>
  );
}
