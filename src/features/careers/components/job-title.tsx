import { pageTitle } from "@/lib/seo";

/**
 * The job page's one <title>, which React places in <head>: in the prerendered HTML as in the browser. The page
 * renders it, not the route's meta, because it follows the job the page shows (or its loading, failed or
 * not-found state), and that may change after the build (decision 013).
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}
