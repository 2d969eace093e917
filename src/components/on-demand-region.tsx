import { useId } from "react";

import { useLoadOnIntent } from "@/lib/on-demand";

interface OnDemandRegionProps {
  /** Loads the region's code (from `lazyOnDemand`). */
  load: () => void;
  /** The region's Suspense boundary with its on-demand component. */
  children: React.ReactNode;
}

/**
 * A band of a prerendered page whose code waits until the visitor reaches into it (decision 016): until then its
 * HTML stays as the build wrote it, in the document and the tab order, and its links work as plain links. Rendered
 * anew in the browser (a client-side navigation) it loads at once. Adds no box of its own.
 */
export function OnDemandRegion({ load, children }: OnDemandRegionProps) {
  const id = useId();
  const region = useLoadOnIntent<HTMLDivElement>(id, load);
  return (
    <div ref={region} id={id} className="contents">
      {children}
    </div>
  );
}
