import { type ComponentType, lazy, useEffect, useState, useSyncExternalStore } from "react";

/**
 * A part of the page's code, as React sees it: asked for once, on its way since a moment, or arrived. The loading
 * itself, retries included, is the module loader's (src/lib/module-loader.ts, decision 037): in the built site
 * every `import()` goes through it and resolves once the code has arrived, however many attempts that takes. This
 * only tells the page how long the code has been on its way, so that it can say so in words.
 */
export interface CodeLoader<T> {
  /** Starts loading (once); resolves with the code once it has arrived. */
  load: () => Promise<T>;
  /** Asks the module loader to try again now instead of waiting for its pause to end. */
  retry: () => void;
  /** Where the code is: not asked for yet, on its way since `since` (ms, `Date.now()`), or arrived. */
  status: () => LoadStatus;
  /** Calls `listener` whenever the status changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export type LoadStatus = { state: "idle" } | { state: "loading"; since: number } | { state: "arrived" };

export function codeLoader<T>(factory: () => Promise<T>): CodeLoader<T> {
  let loaded: Promise<T> | undefined;
  let status: LoadStatus = { state: "idle" };
  const listeners = new Set<() => void>();
  const setStatus = (next: LoadStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  const start = () => {
    setStatus({ state: "loading", since: Date.now() });
    return factory().then(
      (code) => {
        setStatus({ state: "arrived" });
        return code;
      },
      (error: unknown) => {
        // Only where nothing retries (the development server): the next ask starts afresh.
        loaded = undefined;
        setStatus({ state: "idle" });
        throw error;
      },
    );
  };

  return {
    load: () => (loaded ??= start()),
    retry: () => globalThis.tapsheetCode?.retry(),
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `React.lazy` over a `codeLoader`, whose status a notice can show. */
export function lazyWithStatus<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
) {
  const loader = codeLoader(factory);
  return Object.assign(lazy(loader.load), { loader });
}

const NOT_ASKED: LoadStatus = { state: "idle" };

/** The loader's status, kept current; "idle" while prerendering and hydrating, as nothing was asked for yet. */
function useLoadStatus(loader: CodeLoader<unknown>): LoadStatus {
  return useSyncExternalStore(loader.subscribe, loader.status, () => NOT_ASKED);
}

/** Whether the loader's code has been on its way for at least `ms`. */
export function useLoadingLongerThan(loader: CodeLoader<unknown>, ms: number): boolean {
  const status = useLoadStatus(loader);
  const since = status.state === "loading" ? status.since : undefined;
  const [lateSince, setLateSince] = useState<number>();
  useEffect(() => {
    if (since === undefined) return;
    const timer = setTimeout(() => setLateSince(since), Math.max(0, since + ms - Date.now()));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since !== undefined && lateSince === since;
}
