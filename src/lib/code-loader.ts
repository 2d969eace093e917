import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * A part of the page's code, as React sees it: asked for once, then on its way until it has arrived. The loading
 * itself, retries included, is the module loader's (src/lib/module-loader.ts, decision 037): in the built site
 * every `import()` goes through it and resolves once the code has arrived, however many attempts that takes. This
 * only tells the page how long the code has been on its way, so that it can say so in words.
 */
export interface CodeLoader<T> {
  /** Starts loading (once); resolves with the code once it has arrived. */
  load: () => Promise<T>;
  /** Since when (`Date.now()`) the code has been on its way; undefined before it is asked for and once it is here. */
  waitingSince: () => number | undefined;
  /** Calls `listener` whenever that changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function codeLoader<T>(factory: () => Promise<T>): CodeLoader<T> {
  let loaded: Promise<T> | undefined;
  let since: number | undefined;
  const listeners = new Set<() => void>();
  const setSince = (next: number | undefined) => {
    since = next;
    for (const listener of listeners) listener();
  };
  const start = () => {
    setSince(Date.now());
    return factory()
      .finally(() => setSince(undefined))
      .catch((error: unknown) => {
        // Only where nothing retries (the development server): the next ask starts afresh.
        loaded = undefined;
        throw error;
      });
  };
  return {
    load: () => (loaded ??= start()),
    waitingSince: () => since,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Asks the module loader to try again now instead of waiting for its pause to end ("Try again"). */
export const retryCode = () => globalThis.tapsheetCode?.retry();

/** Whether the loader's code has been on its way for at least `ms` (never while prerendering or hydrating). */
export function useLoadingLongerThan(loader: CodeLoader<unknown>, ms: number): boolean {
  const since = useSyncExternalStore(loader.subscribe, loader.waitingSince, () => undefined);
  const [lateSince, setLateSince] = useState<number>();
  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => setLateSince(since), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== undefined && lateSince === since;
}
