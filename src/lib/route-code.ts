import { type ClientInstrumentation, type RouteObject, matchRoutes } from "react-router";

import { STILL_LOADING_MS } from "@/config/code-loading";

/*
 * A link whose route module does not arrive must not leave the visitor where they were: left alone, React Router
 * reloads the page the visitor is on (on navigation, and when `<Link prefetch>` imports the module to read its
 * links). So route modules load only through the module loader (decision 037): on the visitor's intent towards a
 * link (pointer, touch, focus), once, to have them on their way before the click; and before a navigation starts,
 * in place, for as long as any code may take before the visitor hears of it (STILL_LOADING_MS). Once they have
 * arrived, React Router's own import of the same URL is served from the browser's module map. If they have not
 * arrived by then, the browser goes to the new page's URL itself.
 */

/** What this needs of React Router's manifest, which its bootstrap puts on the window. */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

/** The URLs of the route modules a page at `pathname` renders, outermost first. */
export function routeModulesFor(routes: Record<string, ManifestRoute>, pathname: string): string[] {
  const all = Object.values(routes);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map(
        ({ id, path, index }): RouteObject =>
          index ? { id, path, index } : { id, path, children: childrenOf(id) },
      );
  const matches = matchRoutes(childrenOf(undefined), pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const module = route.id === undefined ? undefined : routes[route.id]?.module;
    return module ? [module] : [];
  });
}

/** The route modules of the page at `href`, or none for another site, a download or a page with no route. */
function routeModulesAt(href: string): string[] {
  const routes = window.__reactRouterManifest?.routes;
  const url = new URL(href, window.location.href);
  if (!routes || url.origin !== window.location.origin) return [];
  return routeModulesFor(routes, url.pathname);
}

/** Starts a link's route code on its way when the visitor points at, touches or focuses it; call once. */
export function loadRouteCodeOnIntent() {
  const onIntent = (event: Event) => {
    const loader = globalThis.tapsheetCode;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!loader || !(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
    for (const url of routeModulesAt(link.href)) {
      // A failure here costs nothing: the click finds out and goes to the new page's address.
      loader.load(url, { sameUrl: true }).catch(() => {});
    }
  };
  for (const type of ["pointerover", "touchstart", "focusin"])
    document.addEventListener(type, onIntent, { capture: true, passive: true });
}

/** For HydratedRouter: every navigation's route code has arrived before React Router asks for it. */
export const routeCodeFirst: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate, { to, currentUrl }) {
        const loader = globalThis.tapsheetCode;
        if (typeof to !== "string" || !loader) return void (await navigate());
        const destination = new URL(to, new URL(currentUrl, window.location.href));
        let timer: ReturnType<typeof setTimeout> | undefined;
        try {
          const modules = routeModulesAt(destination.href);
          await Promise.race([
            Promise.all(modules.map((url) => loader.load(url, { sameUrl: true }))),
            new Promise((_, reject) => (timer = setTimeout(reject, STILL_LOADING_MS))),
          ]);
        } catch {
          window.location.assign(destination.href);
          // The page is going; React Router must not reload the one it is leaving.
          return new Promise<void>(() => {});
        } finally {
          clearTimeout(timer);
        }
        await navigate();
      },
    });
  },
};
