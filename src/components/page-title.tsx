import { type ReactNode, createContext, use, useLayoutEffect, useState } from "react";

import { pageTitle } from "@/lib/seo";

/** Names the page from anywhere inside `TitledPage`; outside one it does nothing. */
const SetTitle = createContext<(title: string) => void>(() => {});

/**
 * The one <title> of a page whose title follows backend data that can change after the build (a job, an article;
 * decision 013); React places it in <head>, in the prerendered HTML as in the browser. It starts as `title` (what
 * the build or the route knows) and then says what the page's `PageTitle` says. The element lives here, outside
 * the page's lazily loaded data part, so that React owns it from hydration on, while that part may still be waiting
 * for its code, and replaces it with the next page's title.
 */
export function TitledPage({ title, children }: { title: string; children: ReactNode }) {
  const [current, setCurrent] = useState(() => pageTitle(title));
  return (
    <SetTitle value={setCurrent}>
      <title>{current}</title>
      {children}
    </SetTitle>
  );
}

/** The title of what the page shows now (`{title} | Tapsheet`, see `pageTitle`); renders nothing itself. */
export function PageTitle({ title }: { title: string }) {
  const setTitle = use(SetTitle);
  // Before paint, and before the route announcer reads the title after a client-side navigation.
  useLayoutEffect(() => setTitle(pageTitle(title)), [setTitle, title]);
  return null;
}
