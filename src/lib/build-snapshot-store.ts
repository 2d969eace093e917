/** Where the build keeps its snapshot while prerendering (plain TS, so the build config can load it). */
export type BuildSnapshot = Record<string, unknown>;

declare global {
  var __TAPSHEET_BUILD_SNAPSHOT__: BuildSnapshot | undefined;
}

/** Called by the build (react-router.config.ts) before prerendering. */
export function setBuildSnapshot(snapshot: BuildSnapshot) {
  globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = snapshot;
}

export function buildSnapshotValue(key: string): unknown {
  return globalThis.__TAPSHEET_BUILD_SNAPSHOT__?.[key];
}
