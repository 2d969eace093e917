import { afterEach, describe, expect, it, vi } from "vitest";

import { buildInfo, prepareForFirstPaint, retryingBootstrap } from "./artifacts";

const BOOTSTRAP_CODE = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-1.js");`;

/** The shape of a page React Router prerenders: hoisted modulepreloads, content, the bootstrap module. */
const PRERENDERED = `<!DOCTYPE html><html lang="en"><head><link rel="modulepreload" href="/assets/entry.client-1.js"/><link rel="stylesheet" href="/assets/app.css"/><link rel="manifest" href="/manifest.webmanifest"/></head><body><main><h1>Hello</h1></main><script type="module" async="">${BOOTSTRAP_CODE}</script></body></html>`;

/** Loads the prepared page into the test document and runs its inline classic scripts, as a browser would. */
function loadPage(html: string) {
  document.documentElement.innerHTML = new DOMParser().parseFromString(
    html,
    "text/html",
  ).documentElement.innerHTML;
  for (const script of document.querySelectorAll("script:not([type]):not([id])")) {
    // The page's own inline script, run as the browser would (scripts inserted as innerHTML never run).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- see above
    new Function(script.textContent)();
  }
}

const moduleScripts = () => [...document.querySelectorAll('script[type="module"]')];
const manifestLinks = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]')];

describe("prerendered pages wait for their first paint before loading the app", () => {
  afterEach(() => {
    delete globalThis.tapsheetCode;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("drops the hoisted modulepreload links and keeps the content and the stylesheet", () => {
    const html = prepareForFirstPaint(PRERENDERED);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain("<main><h1>Hello</h1></main>");
  });

  it("starts the bootstrap module and links the manifest only once the browser reports a contentful paint", () => {
    let reportPaint = (_name: string) => {};
    class FakePaintObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"];
      constructor(
        callback: (
          list: { getEntriesByName: (name: string) => unknown[] },
          observer: FakePaintObserver,
        ) => void,
      ) {
        reportPaint = (name) =>
          callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, this);
      }
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);

    loadPage(prepareForFirstPaint(PRERENDERED));
    expect(moduleScripts()).toHaveLength(0);
    expect(manifestLinks()).toHaveLength(0);

    // A background painted before the text: the page's content is not on screen yet.
    reportPaint("first-paint");
    expect(moduleScripts()).toHaveLength(0);

    reportPaint("first-contentful-paint");
    expect(moduleScripts()).toHaveLength(1);
    expect(moduleScripts()[0]?.textContent).toBe(retryingBootstrap(BOOTSTRAP_CODE));
    expect(manifestLinks().map((link) => link.getAttribute("href"))).toEqual(["/manifest.webmanifest"]);

    reportPaint("first-contentful-paint");
    expect(moduleScripts()).toHaveLength(1);
    expect(manifestLinks()).toHaveLength(1);
  });

  it("starts it on the next frame in a browser without paint timing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);

    loadPage(prepareForFirstPaint(PRERENDERED));
    expect(moduleScripts()).toHaveLength(0);

    vi.runAllTimers();
    expect(moduleScripts().map((script) => script.textContent)).toEqual([retryingBootstrap(BOOTSTRAP_CODE)]);
    expect(manifestLinks()).toHaveLength(1);
  });

  it("fails the build when React Router's output no longer has one bootstrap module", () => {
    expect(() =>
      prepareForFirstPaint(PRERENDERED.replace('<script type="module" async="">', "<script>")),
    ).toThrow(/bootstrap/);
  });
});

describe("the page's own code loads through the module loader", () => {
  afterEach(() => {
    delete globalThis.tapsheetCode;
  });

  it("installs the loader before the bootstrap runs", () => {
    loadPage(prepareForFirstPaint(PRERENDERED));
    expect(typeof globalThis.tapsheetCode?.load).toBe("function");
  });

  it("loads what React Router's bootstrap imports, in its order, and hands the route modules to React Router", async () => {
    const loaded: string[] = [];
    globalThis.tapsheetCode = {
      load: (url) => {
        loaded.push(url);
        return Promise.resolve({ url });
      },
      retry: () => {},
    };
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: unknown })
      .constructor as new (body: string) => () => Promise<void>;
    const run = new AsyncFunction(retryingBootstrap(BOOTSTRAP_CODE));
    await run();

    expect(loaded).toEqual(["/assets/manifest-1.js", "/assets/root-1.js", "/assets/entry.client-1.js"]);
    expect((window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
    });
  });

  it("puts a split route module together as React Router does", async () => {
    const split = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1_clientAction from "/assets/confirm-action-1.js";
import * as route1_main from "/assets/confirm-main-1.js";
const route1 = {...route1_clientAction,...route1_main};

  window.__reactRouterRouteModules = {"root":route0,"routes/confirm":route1};

import("/assets/entry.client-1.js");`;
    const loaded: string[] = [];
    globalThis.tapsheetCode = {
      load: (url) => {
        loaded.push(url);
        return Promise.resolve(url.includes("action") ? { clientAction: url } : { default: url });
      },
      retry: () => {},
    };
    const AsyncFunction = (Object.getPrototypeOf(async () => {}) as { constructor: unknown })
      .constructor as new (body: string) => () => Promise<void>;
    await new AsyncFunction(retryingBootstrap(split))();

    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/confirm-action-1.js",
      "/assets/confirm-main-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect((window as unknown as { __reactRouterRouteModules: unknown }).__reactRouterRouteModules).toEqual({
      root: { default: "/assets/root-1.js" },
      "routes/confirm": { clientAction: "/assets/confirm-action-1.js", default: "/assets/confirm-main-1.js" },
    });
    expect(() => retryingBootstrap(split.replace("...route1_main}", "...elsewhere}"))).toThrow(
      /unexpected shape/,
    );
  });

  it("fails the build when the bootstrap does something it does not know", () => {
    expect(() => retryingBootstrap(`${BOOTSTRAP_CODE}\nimport "/assets/extra.js";`)).toThrow(
      /unexpected shape/,
    );
  });
});

describe("build-info.json", () => {
  const row = (slug: string, updated_at: string) => ({
    slug,
    created_at: "2026-01-01T00:00:00Z",
    updated_at,
  });

  it("says when the build ran, when it read the content and the newest change it published", () => {
    const info = buildInfo(
      {
        posts: [{ ...row("a", "2026-11-20T08:00:00Z"), id: "1", title: "A", published_date: null }],
        jobs: [{ ...row("b", "2026-11-26T09:30:00Z"), title: "B", department: "Engineering" }],
        closedJobs: [{ ...row("c", "2026-11-21T10:00:00Z"), title: "C", department: "Operations" }],
        snapshot: {},
        readAt: "2026-11-27T10:00:00.000Z",
      },
      new Date("2026-11-27T10:03:00Z"),
    );
    expect(info).toEqual({
      builtAt: "2026-11-27T10:03:00.000Z",
      contentReadAt: "2026-11-27T10:00:00.000Z",
      newestChange: "2026-11-26T09:30:00Z",
      posts: 1,
      openJobs: 1,
      closedJobs: 1,
    });
  });

  it("says a build that reached no backend read no content", () => {
    const info = buildInfo({ posts: [], jobs: [], closedJobs: [], snapshot: {} }, new Date());
    expect(info.contentReadAt).toBeNull();
    expect(info.newestChange).toBeNull();
  });
});
