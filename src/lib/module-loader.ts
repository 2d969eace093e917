// Relative, not through @/: the build configuration (prerender/artifacts.ts) loads this file without the alias.
import { RETRY_PAUSES_MS } from "../config/code-loading";

/**
 * The one way the site loads code (decision 037). A browser keeps a failed module request in its module map for
 * the rest of the page's life, and a module whose static import failed fails with it: retrying `import(url)` never
 * helps. So the loader first fetches the module and everything it imports, statically, with plain `fetch()`, which
 * keeps no failure; once every file has arrived it imports the module, which the HTTP cache then serves. A failed
 * fetch is tried again after a growing pause, at once when the browser comes back online, and at once on the
 * visitor's next intent (a key, a pointer, a touch, a focus) or a "Try again" button (`retry()`). Should the import
 * still fail (the connection dropped between the fetch and the import), the module is imported from a new URL,
 * `?retry=N`, which the module map has not seen.
 *
 * Every page installs it with an inline script before any bundle runs (prerender/artifacts.ts), so the page's own bootstrap loads
 * through it (prerender/artifacts.ts), and the build sends every `import()` of the app's code through it
 * (vite.config.ts). `installModuleLoader` is inlined as its source text: it must not use anything outside itself
 * (prerender/artifacts.test.ts runs the inlined text).
 */
export interface ModuleLoader {
  /**
   * Resolves with the module once it has arrived, however many attempts that takes. `sameUrl` never imports from a
   * `?retry=N` URL (for code that others import by its URL): its import failing once is final, since the browser's
   * module map keeps that failure.
   */
  load: (url: string, options?: { sameUrl?: boolean }) => Promise<unknown>;
  /** Every load waiting out a pause after a failure tries again now. */
  retry: () => void;
}

declare global {
  var tapsheetCode: ModuleLoader | undefined;
}

/** `pauses`: RETRY_PAUSES_MS (src/config/code-loading.ts), handed in by the inline script. */
export function installModuleLoader(
  scope: typeof globalThis,
  importModule: (url: string) => Promise<unknown>,
  pauses: readonly number[],
): ModuleLoader {
  if (scope.tapsheetCode) return scope.tapsheetCode;
  const STATIC_IMPORT = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`]([^"'`]+)["'`]/g;
  const WAKE_ON = ["online", "pointerdown", "keydown", "focusin", "touchstart"];
  const sources = new Map<string, Promise<string>>();
  const arriving = new Map<string, Promise<unknown>>();
  const arrived = new Map<string, unknown>();
  let wakers: (() => void)[] = [];
  let arrivals = 0;

  const wakeAll = () => {
    const waiting = wakers;
    wakers = [];
    for (const wake of waiting) wake();
  };
  for (const type of WAKE_ON) scope.addEventListener(type, wakeAll, { capture: true, passive: true });
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wakers.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  /** One file's text, fetched once it has arrived; a failed fetch is forgotten, to be made again. */
  const fetchSource = (url: string): Promise<string> => {
    let source = sources.get(url);
    if (!source) {
      source = scope.fetch(url).then((response) => {
        arrivals += 1;
        return response.ok ? response.text() : "";
      });
      source.catch(() => sources.delete(url));
      sources.set(url, source);
    }
    return source;
  };

  /** Fetches `url` and everything it imports statically; rejects if any of them failed. */
  const fetchGraph = async (url: string, seen: Set<string>): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = await fetchSource(url);
    const imported = [...source.matchAll(STATIC_IMPORT)].map(([, specifier]) => specifier ?? "");
    const local = imported.filter((specifier) => /^\.{0,2}\//.test(specifier));
    const results = await Promise.allSettled(local.map((path) => fetchGraph(new URL(path, url).href, seen)));
    for (const result of results) if (result.status === "rejected") throw result.reason;
  };

  /** The pause after a failure grows only while nothing arrives: a graph many files deep pays no growing toll. */
  const attempt = async (url: string, sameUrl: boolean) => {
    let streak = 0;
    let arrivedBefore = arrivals;
    let imports = 0;
    for (;;) {
      try {
        await fetchGraph(url, new Set());
      } catch {
        streak = arrivals === arrivedBefore ? streak + 1 : 1;
        arrivedBefore = arrivals;
        await pause(pauses[Math.min(streak, pauses.length) - 1] ?? 0);
        continue;
      }
      imports += 1;
      try {
        const module = await importModule(imports > 1 ? `${url}?retry=${imports - 1}` : url);
        arrived.set(url, module);
        return module;
      } catch (error) {
        if (sameUrl) throw error;
      }
    }
  };

  /** A module that arrived, from whichever URL, is handed out again; a load under way is shared. */
  const load: ModuleLoader["load"] = (path, { sameUrl = false } = {}) => {
    const url = new URL(path, scope.location.href).href;
    if (arrived.has(url)) return Promise.resolve(arrived.get(url));
    let shared = arriving.get(url);
    if (!shared) arriving.set(url, (shared = attempt(url, sameUrl)));
    return shared;
  };

  const loader: ModuleLoader = { load, retry: wakeAll };
  scope.tapsheetCode = loader;
  return loader;
}

/** The inline script that installs the loader in every page (prerender/artifacts.ts; hashed into the policy). */
export const INSTALL_MODULE_LOADER_SCRIPT = `(${installModuleLoader.toString()})(window, (url) => import(url), ${JSON.stringify(RETRY_PAUSES_MS)});`;
