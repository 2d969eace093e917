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
