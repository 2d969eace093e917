/**
 * A prerendered page checks whether its data is still current once the browser is first idle after hydration,
 * and at the latest this long after it (decision 013).
 */
export const DATA_CHECK_IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `callback` once the browser is idle, and at the latest after `timeoutMs`; where there is no
 * `requestIdleCallback` (Safari), on the next task. Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}
