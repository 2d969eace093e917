import { type ComponentType, type ReactNode, useEffect, useEffectEvent, useRef } from "react";

import { onDemand } from "@/components/on-demand";

import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import {
  CONTENT_VERSIONS_SNAPSHOT_KEY,
  type ContentTable,
  type ContentVersions,
  getContentVersions,
} from "@/lib/content-versions";
import { DATA_CHECK_IDLE_TIMEOUT_MS, whenIdle } from "@/lib/when-idle";

interface ContentCheckProps {
  /** The table whose rows the page shows. */
  table: ContentTable;
  /** Called once the table is found changed since the build (or the build recorded no fingerprint for it). */
  onChanged: () => void;
}

/**
 * A part of a page prerendered with backend data (decision 024). Its code (which brings its own `QueryProvider`, so
 * that React Query loads with it) waits in an on-demand boundary: hydrating, React keeps the prerendered part on
 * screen and in the tab order,
 * and the code loads on the visitor's first focus, pointer or key inside it, or once `ContentCheck` finds `table`
 * changed since the build. Rendered anew (a client-side navigation, the SPA fallback), it loads at once and shows
 * `fallback` meanwhile.
 */
export function onDemandData<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
  table: ContentTable,
  what: string,
) {
  const Part = onDemand(factory, { what });
  return function DataPart({ fallback, ...props }: Props & { fallback: ReactNode }) {
    const area = useRef<HTMLDivElement>(null);
    return (
      // Box-less: only where the visitor's intent is heard.
      <div ref={area} className="contents">
        <Part {...(props as Props)} fallback={fallback} intentArea={area} />
        <ContentCheck table={table} onChanged={Part.load} />
      </div>
    );
  };
}

/**
 * On a page prerendered with backend data, whose data code waits in an on-demand boundary: asks the backend, once
 * the page is idle and again whenever the visitor comes back to the tab, for the table's fingerprint, and calls
 * `onChanged` when it differs from the one the page was built with (decision 024). The data code then loads and
 * checks the rows themselves (decision 013). A failed check changes nothing; the next return to the tab tries
 * again. Renders the build's fingerprints into the page, where the browser reads them back.
 */
function ContentCheck({ table, onChanged }: ContentCheckProps) {
  const built = readBuildSnapshot<ContentVersions>(CONTENT_VERSIONS_SNAPSHOT_KEY);
  const builtVersion = built?.[table];
  // Once found changed, the data code has taken over; it checks again on its own.
  const found = useRef(false);

  const check = useEffectEvent(async () => {
    if (found.current) return;
    const current = builtVersion === undefined ? undefined : await getContentVersions().catch(() => null);
    if (current === null || (current !== undefined && current[table] === builtVersion)) return;
    found.current = true;
    onChanged();
  });

  useEffect(() => {
    const cancel = whenIdle(() => void check(), DATA_CHECK_IDLE_TIMEOUT_MS);
    const onReturn = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      cancel();
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, []);

  return built ? <BuildSnapshotScript snapshotKey={CONTENT_VERSIONS_SNAPSHOT_KEY} value={built} /> : null;
}
