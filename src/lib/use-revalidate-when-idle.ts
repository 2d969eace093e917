import { useEffect, useRef } from "react";

import { whenIdle } from "./when-idle";

/** The check runs at the latest this long after hydration, even on a page that never goes idle. */
export const REVALIDATE_IDLE_TIMEOUT_MS = 2000;

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
    }, REVALIDATE_IDLE_TIMEOUT_MS);
  }, [enabled, refetch]);
}
