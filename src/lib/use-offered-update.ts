import { useCallback, useRef, useState } from "react";

interface OfferedUpdateOptions<T> {
  /** Whether a change to `latest` may wait for the visitor; by default every change may. */
  mayWait?: (latest: T) => boolean;
}

/**
 * What a page shows of data that can change under it (decision 013). The first value arrives as it is. A later
 * value (react-query keeps the same reference while nothing changed) replaces it at once only while the region
 * showing it (`regionRef`) lies wholly below the screen, where it moves nothing the visitor sees; otherwise it
 * waits, `hasUpdate` is true, and `showUpdate()` (the visitor's click) brings it in and moves focus to the region.
 */
export function useOfferedUpdate<T>(
  latest: T | undefined,
  { mayWait = () => true }: OfferedUpdateOptions<T> = {},
) {
  const [shown, setShown] = useState(latest);
  const [belowScreen, setBelowScreen] = useState(false);
  const region = useRef<HTMLElement | null>(null);

  const changed = shown !== undefined && latest !== undefined && latest !== shown;
  if ((shown === undefined && latest !== undefined) || (changed && (belowScreen || !mayWait(latest)))) {
    setShown(latest);
  }

  const regionRef = useCallback((element: HTMLElement | null) => {
    region.current = element;
    if (!element || typeof IntersectionObserver !== "function") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const screenBottom = entry.rootBounds?.bottom ?? window.innerHeight;
      setBelowScreen(!entry.isIntersecting && entry.boundingClientRect.top >= screenBottom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const showUpdate = useCallback(() => {
    setShown(latest);
    region.current?.focus();
  }, [latest]);

  return { shown: shown ?? latest, hasUpdate: changed && !belowScreen, showUpdate, regionRef };
}
