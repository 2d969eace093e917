import { useEffect, useRef } from "react";
import { NavigationType, useLocation, useNavigationType } from "react-router";

import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";

/** Lets the new page's title settle before it is read out. */
const ROUTE_ANNOUNCE_DELAY_MS = 100;

/** A part of the page still loading what it shows (a skeleton says so); until it has, the title is the loading one. */
const BUSY_SELECTOR = '[aria-busy="true"]';

/** Calls `settled` once nothing in `main` is busy (at once when nothing is); returns the cleanup. */
function whenSettled(main: HTMLElement | null, settled: () => void): () => void {
  if (!main?.querySelector(BUSY_SELECTOR)) {
    settled();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (main.querySelector(BUSY_SELECTOR)) return;
    observer.disconnect();
    settled();
  });
  observer.observe(main, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["aria-busy"],
  });
  return () => observer.disconnect();
}

/** A control inside the page already holds focus on purpose (e.g. the sign-up field the header focused). */
function pageAlreadyHasFocus(main: HTMLElement | null): boolean {
  const active = document.activeElement;
  return Boolean(main && active && main.contains(active) && active.matches("input, select, textarea"));
}

/** Focus the new page's h1, or its <main> when it has none, without jumping the scroll position. */
function focusPageStart(main: HTMLElement | null) {
  const heading = main?.querySelector<HTMLElement>("h1") ?? document.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  (heading ?? main)?.focus({ preventScroll: true });
}

/**
 * What a page change does in a single-page app that a full page load would do by itself:
 * - scroll the window to the top when the path changes (not for hash or query-only changes; Back and Forward
 *   keep the position React Router's ScrollRestoration brings back);
 * - on client-side navigation (never the first load), move focus to the new page's h1 and announce its title
 *   in a polite live region, so keyboard and screen-reader users know where they are. A page that loads its data
 *   (a job, an article) is announced once it has it, with the title that names it, not its loading title.
 */
export function RouteChangeEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef<string | null>(null);
  const announcer = useRef<HTMLDivElement>(null);
  const announceTimer = useRef<number | undefined>(undefined);
  const stopWaiting = useRef(() => {});

  useEffect(() => {
    if (shownPath.current === pathname) return;
    const firstLoad = shownPath.current === null;
    shownPath.current = pathname;
    if (firstLoad) return;

    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!pageAlreadyHasFocus(main)) {
      // "instant" overrides the site's smooth scrolling: a new page should start at the top, not glide there.
      if (navigationType !== NavigationType.Pop && !hash)
        window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      focusPageStart(main);
    }

    const region = announcer.current;
    if (!region) return;
    region.textContent = "";
    window.clearTimeout(announceTimer.current);
    stopWaiting.current();
    announceTimer.current = window.setTimeout(() => {
      stopWaiting.current = whenSettled(main, () => {
        region.textContent = document.title;
      });
    }, ROUTE_ANNOUNCE_DELAY_MS);
  }, [pathname, hash, navigationType]);

  useEffect(
    () => () => {
      window.clearTimeout(announceTimer.current);
      stopWaiting.current();
    },
    [],
  );

  return <div ref={announcer} className="sr-only" aria-live="polite" aria-atomic="true" />;
}
