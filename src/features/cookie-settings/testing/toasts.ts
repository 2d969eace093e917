import { act, renderHook } from "@testing-library/react";

import { dismissToast, useToasts } from "@/lib/toast";

/** The toast store outlives a test's render; clear it so one test's toasts don't show in the next. */
export function clearToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => {
    for (const { id } of result.current) dismissToast(id);
  });
  unmount();
}
