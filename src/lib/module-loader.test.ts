import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RETRY_PAUSES_MS } from "@/config/code-loading";

import { INSTALL_MODULE_LOADER_SCRIPT, installModuleLoader } from "./module-loader";

/*
 * The rules of the one way the site loads code: a module is imported only once it and everything it imports have
 * arrived, a dropped request is tried again (later, or at once when the visitor acts or the network returns), and
 * a module the browser has seen fail is imported from a new URL.
 */

const ORIGIN = window.location.origin;
const at = (path: string) => `${ORIGIN}${path}`;

/** The built files: a route that imports two chunks statically and one dynamically (which is not its to fetch). */
const FILES: Record<string, string> = {
  "/assets/page.js": `import{a as b}from"./shared.js";export*from"./icons.js";const l=()=>import("./later.js");`,
  "/assets/shared.js": `export const a=1;`,
  "/assets/icons.js": `import"./shared.js";export const c=2;`,
};

/** A network that drops the next `drops[path]` requests for each file. */
function network(drops: Record<string, number> = {}) {
  const left = { ...drops };
  return vi.fn((input: string) => {
    const path = new URL(input).pathname;
    if ((left[path] ?? 0) > 0) {
      left[path] = (left[path] ?? 0) - 1;
      return Promise.reject(new TypeError("Failed to fetch"));
    }
    return Promise.resolve(new Response(FILES[path] ?? "", { status: path in FILES ? 200 : 404 }));
  });
}

const requested = (fetch: ReturnType<typeof network>) =>
  fetch.mock.calls.map(([url]) => new URL(String(url)).pathname);

function install(
  fetch: ReturnType<typeof network>,
  importModule = vi.fn((url: string) => Promise.resolve({ url })),
) {
  vi.stubGlobal("fetch", fetch);
  return { loader: installModuleLoader(globalThis, importModule, RETRY_PAUSES_MS), importModule };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  delete globalThis.tapsheetCode;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the module loader", () => {
  it("fetches a module and what it imports statically, then imports it once", async () => {
    const fetch = network();
    const { loader, importModule } = install(fetch);
    await expect(loader.load("/assets/page.js")).resolves.toEqual({ url: at("/assets/page.js") });
    expect(requested(fetch).sort()).toEqual(["/assets/icons.js", "/assets/page.js", "/assets/shared.js"]);
    expect(importModule.mock.calls).toEqual([[at("/assets/page.js")]]);
  });

  it("imports nothing while a file is missing: a dropped request is fetched again after a pause", async () => {
    const fetch = network({ "/assets/shared.js": 1 });
    const { loader, importModule } = install(fetch);
    const loaded = loader.load("/assets/page.js");
    await vi.advanceTimersByTimeAsync(999);
    expect(importModule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ url: at("/assets/page.js") });
    // Files that arrived are not fetched twice.
    expect(requested(fetch).filter((path) => path === "/assets/page.js")).toHaveLength(1);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("waits longer after each failure while nothing arrives: 1, 2, 4, 8, then 15 s", async () => {
    const fetch = network({ "/assets/page.js": 6 });
    const { loader } = install(fetch);
    const loaded = loader.load("/assets/page.js");
    for (const pause of [1000, 2000, 4000, 8000, 15000, 15000]) {
      const before = fetch.mock.calls.length;
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(fetch.mock.calls.length).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch.mock.calls.length).toBeGreaterThan(before);
    }
    await expect(loaded).resolves.toBeDefined();
  });

  it.each([
    ["the browser comes back online", () => window.dispatchEvent(new Event("online"))],
    ["the visitor presses a key", () => window.dispatchEvent(new KeyboardEvent("keydown"))],
    [
      "the visitor touches the page",
      () => document.body.dispatchEvent(new Event("pointerdown", { bubbles: true })),
    ],
    ["a Try again button asks", () => globalThis.tapsheetCode?.retry()],
  ])("tries again at once when %s", async (_, act) => {
    const fetch = network({ "/assets/page.js": 1 });
    const { loader } = install(fetch);
    const loaded = loader.load("/assets/page.js");
    await vi.advanceTimersByTimeAsync(0);
    act();
    await vi.advanceTimersByTimeAsync(0);
    await expect(loaded).resolves.toBeDefined();
  });

  it("imports a module the browser has seen fail from a new URL; one told to keep its URL fails for good", async () => {
    const failOnce = () => {
      let failed = false;
      return vi.fn((url: string) =>
        failed ? Promise.resolve({ url }) : ((failed = true), Promise.reject(new TypeError("import failed"))),
      );
    };
    const { loader, importModule } = install(network(), failOnce());
    const loaded = loader.load("/assets/page.js");
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toEqual({ url: at("/assets/page.js?retry=1") });
    expect(importModule).toHaveBeenCalledTimes(2);

    delete globalThis.tapsheetCode;
    const again = install(network(), failOnce());
    // The browser's module map keeps the failure of that URL: trying it again could never succeed.
    await expect(again.loader.load("/assets/page.js", { sameUrl: true })).rejects.toThrow("import failed");
    expect(again.importModule.mock.calls).toEqual([[at("/assets/page.js")]]);
  });

  it("never gives up on a file the network keeps dropping", async () => {
    const { loader } = install(network({ "/assets/page.js": 20 }));
    const loaded = loader.load("/assets/page.js");
    await vi.advanceTimersByTimeAsync(20 * 15_000);
    await expect(loaded).resolves.toBeDefined();
  });

  it("shares one load among everyone who asks for the same module", async () => {
    const { loader, importModule } = install(network());
    const [first, second] = await Promise.all([
      loader.load("/assets/page.js"),
      loader.load(at("/assets/page.js")),
    ]);
    expect(first).toBe(second);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("is installed by the page's inline script, which uses nothing outside itself", () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the page runs this very text
    new Function(INSTALL_MODULE_LOADER_SCRIPT)();
    expect(typeof globalThis.tapsheetCode?.load).toBe("function");
  });
});
