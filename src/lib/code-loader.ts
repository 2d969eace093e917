import { type ComponentType, lazy, useSyncExternalStore } from "react";

/**
 * Code loaded with `import()` over a network that may drop a request. A failed load is never kept: the loader
 * tries again after a growing pause, at once when the browser comes back online, and at once when asked (the
 * visitor's next intent, or a "Try again" button). `load()` therefore never rejects, so a part whose code fails to
 * load never reaches an error page; it resolves once the code has arrived. Meanwhile the page can read how long
 * the code has been on its way and whether the last attempt failed, and say so in words.
 */
export interface CodeLoader<T> {
  /** Starts loading (once); resolves with the code once it has arrived, however many attempts that takes. */
  load: () => Promise<T>;
  /** After a failure, tries again now instead of waiting for the pause to end. */
  retry: () => void;
  /** Where the code is: not asked for yet, on its way since `since` (ms, `Date.now()`), or arrived. */
  status: () => LoadStatus;
  /** Calls `listener` whenever the status changes; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export type LoadStatus =
  | { state: "idle" }
  | { state: "loading"; since: number; failed: boolean }
  | { state: "arrived" };

/** Pauses between attempts after a failure, in ms; the last repeats. */
export const RETRY_PAUSES_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

export function codeLoader<T>(factory: () => Promise<T>): CodeLoader<T> {
  let loaded: Promise<T> | undefined;
  let status: LoadStatus = { state: "idle" };
  let wake: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const setStatus = (next: LoadStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  /** Resolves after `ms`, when the browser comes back online, or when `retry()` is called, whichever is first. */
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        window.removeEventListener("online", done);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      window.addEventListener("online", done);
      wake = done;
    });

  async function attempt(): Promise<T> {
    const since = Date.now();
    setStatus({ state: "loading", since, failed: false });
    for (let failures = 0; ; failures++) {
      try {
        const code = await factory();
        setStatus({ state: "arrived" });
        return code;
      } catch (error) {
        // The prerender has no network to lose: a failure there is a real error.
        if (typeof window === "undefined") throw error;
        setStatus({ state: "loading", since, failed: true });
        await pause(RETRY_PAUSES_MS[Math.min(failures, RETRY_PAUSES_MS.length - 1)] ?? 30_000);
      }
    }
  }

  return {
    load: () => (loaded ??= attempt()),
    retry: () => wake?.(),
    status: () => status,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `React.lazy` over a `codeLoader`: the component's code is retried, never cached as failed. */
export function retryingLazy<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
) {
  const loader = codeLoader(factory);
  return Object.assign(lazy(loader.load), { loader });
}

const NOT_ASKED: LoadStatus = { state: "idle" };

/** The loader's status, kept current; "idle" while prerendering and hydrating, as nothing was asked for yet. */
export function useLoadStatus(loader: CodeLoader<unknown>): LoadStatus {
  return useSyncExternalStore(loader.subscribe, loader.status, () => NOT_ASKED);
}
