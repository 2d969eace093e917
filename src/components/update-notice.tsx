import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";

interface UpdateNoticeProps {
  message: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * Says that newer content is waiting and lets the visitor bring it in (decision 013). Fixed to the bottom of the
 * screen, so appearing moves nothing on the page; the content only changes when the visitor asks.
 */
export function UpdateNotice({ message, actionLabel, onAction }: UpdateNoticeProps) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex max-w-xl flex-wrap items-center justify-center gap-3 rounded-2xl border bg-background px-4 py-3 text-sm shadow-lg"
      >
        <RefreshCw className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p>{message}</p>
        <Button size="sm" onClick={onAction}>
          {actionLabel}
        </Button>
      </div>
    </div>
  );
}
