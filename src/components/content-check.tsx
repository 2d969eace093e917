import { useEffect, useEffectEvent, useRef } from "react";

import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import {
  CONTENT_VERSIONS_SNAPSHOT_KEY,
  type ContentTable,
  type ContentVersions,
  getContentVersions,
} from "@/lib/content-versions";
import { whenIdle } from "@/lib/when-idle";

/** The check runs at the latest this long after hydration, even on a page that never goes idle. */
const CONTENT_CHECK_IDLE_TIMEOUT_MS = 2000;

interface ContentCheckProps {
  /** The table whose rows the page shows. */
  table: ContentTable;
  /** Called once the table is found changed since the build (or the build recorded no fingerprint for it). */
  onChanged: () => void;
}

/**
 * On a page prerendered with backend data, whose data code waits in an on-demand boundary: asks the backend, once
 * the page is idle and again whenever the visitor comes back to the tab, for the table's fingerprint, and calls
 * `onChanged` when it differs from the one the page was built with (decision 024). The data code then loads and
 * checks the rows themselves (decision 013). A failed check changes nothing; the next return to the tab tries
 * again. Renders the build's fingerprints into the page, where the browser reads them back.
 */
export function ContentCheck({ table, onChanged }: ContentCheckProps) {
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
    const cancel = whenIdle(() => void check(), CONTENT_CHECK_IDLE_TIMEOUT_MS);
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
