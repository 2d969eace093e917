import { useEffect, useRef } from "react";

import { DATA_CHECK_IDLE_TIMEOUT_MS, whenIdle } from "./when-idle";

/**
 * Asks the backend once, when the browser is first idle after hydration, whether a prerendered page's data has
 * changed since the build (decision 013). Idle, so the request and the re-render never stand in the way of the
 * visitor's first input. `enabled` is false for pages that fetched on mount anyway (client navigation, the SPA
 * fallback). `refetch` is react-query's: a failure keeps the data the page has.
 */
export function useRevalidateWhenIdle(refetch: () => Promise<unknown>, enabled: boolean) {
  const checked = useRef(false);
  useEffect(() => {
    if (!enabled || checked.current) return;
    return whenIdle(() => {
      checked.current = true;
      void refetch();
    }, DATA_CHECK_IDLE_TIMEOUT_MS);
  }, [enabled, refetch]);
}
