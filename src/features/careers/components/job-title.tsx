import { createContext, use } from "react";

import { pageTitle } from "@/lib/seo";

/** True on a page prerendered with its job: the route's meta then holds the title. */
export const TitleInRouteMeta = createContext(false);

/**
 * Without a prerendered job, the data arrives after the route has rendered, so the route's `meta` cannot
 * name it; the meta then leaves the title out and this page renders the one <title> (React hoists it into
 * <head>). Rendering both would leave two <title> elements in the document.
 */
export function DocumentTitle({ title }: { title: string }) {
  return use(TitleInRouteMeta) ? null : <title>{pageTitle(title)}</title>;
}
