/** Every route whose content is known at build time; each is prerendered to HTML. */
export const STATIC_PATHS = [
  "/",
  "/product/vcs",
  "/product/founders",
  "/product/lps",
  "/product/syndicates",
  "/roi-calculator",
  "/use-cases/deal-rooms",
  "/use-cases/commitments",
  "/use-cases/execution",
  "/use-cases/collaboration",
  "/use-cases/cap-table",
  "/about/our-story",
  "/about/team",
  "/about/careers",
  "/resources/how-it-works",
  "/resources/case-studies",
  "/resources/customer-stories",
  "/blog",
  "/privacy",
  "/cookies",
  "/cookie-settings",
] as const;

/**
 * Pages the beta e-mails link to (decision 027): prerendered like the others (they read their `?token=` in the
 * browser), but not listed in the sitemap or the navigation, and not indexed.
 */
export const EMAIL_LINK_PATHS = ["/beta/confirm", "/beta/unsubscribe", "/beta/welcome"] as const;
