/**
 * Data fetched once at build time for pages prerendered from the backend (blog posts, jobs). The build stores
 * it on globalThis before rendering (see prerender/site-data.ts); a prerendered page embeds its part as JSON,
 * and the browser reads it back, so the first render in the browser matches the HTML exactly. Pages reached
 * in any other way (client navigation, the SPA fallback) find nothing and fetch as usual.
 */

import { buildSnapshotValue } from "./build-snapshot-store";

function elementId(key: string) {
  return `build-snapshot-${key.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}

/** At build time, the value the build stored; in the browser, the value embedded in this page, if any. */
export function readBuildSnapshot<T>(key: string): T | undefined {
  if (import.meta.env.SSR) return buildSnapshotValue(key) as T | undefined;
  const text = document.getElementById(elementId(key))?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Embeds a snapshot value in the page. `<` is escaped so the JSON can never close the script element. */
export function BuildSnapshotScript({ snapshotKey, value }: { snapshotKey: string; value: unknown }) {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    <script type="application/json" id={elementId(snapshotKey)}>
      {json}
    </script>
  );
}
