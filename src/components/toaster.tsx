import { Suspense } from "react";

import { lazyWithStatus } from "@/components/lazy-part";
import { PartErrorBoundary } from "@/components/part-error-boundary";
import { MESSAGES_PART } from "@/content/shared";
import { useToasts } from "@/lib/toast";

import { PlainToasts } from "./plain-toasts";

// The toast UI (Radix) is only downloaded when the first toast appears.
const ToastList = lazyWithStatus(() => import("./toast-list"));

export function Toaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <PartErrorBoundary what={MESSAGES_PART}>
      <Suspense fallback={<PlainToasts loader={ToastList.loader} />}>
        <ToastList />
      </Suspense>
    </PartErrorBoundary>
  ) : null;
}
