import { type RefObject, useEffect, useState } from "react";

const canObserve = () => typeof IntersectionObserver !== "undefined";

/**
 * True once the element has come within one screen height of the viewport (and from then on), so that a
 * heavy part of a page can wait until the visitor scrolls towards it. Always true where IntersectionObserver
 * is missing.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near || !canObserve();
}
