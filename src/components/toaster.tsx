import { Suspense, lazy } from "react";

import { useToasts } from "@/lib/toast";

// The toast UI (Radix) is only downloaded when the first toast appears.
const ToastList = lazy(() => import("./toast-list"));

export function Toaster() {
  const hasToasts = useToasts().length > 0;
  return hasToasts ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
