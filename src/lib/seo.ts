import type { MetaDescriptor } from "react-router";

import { BLOG_FEEDS } from "@/config/feeds";
import { SITE } from "@/config/site";

interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog"; used for the canonical URL and og:url. */
  path: string;
  type?: "website" | "article";
  /** Extra descriptors such as JSON-LD (`{ "script:ld+json": {...} }`). */
  extra?: MetaDescriptor[];
  /**
   * The page renders its own `<title>` (a job or an article, whose title follows data that can change after the
   * build): the meta then leaves the title out and keeps the social tags that name it.
   */
  titleInPage?: boolean;
  /** The page lists or shows blog posts: it points feed readers to the blog's feeds. */
  feeds?: boolean;
}

/** `{title} | Tapsheet`, unless the title already names the product. */
export function pageTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

export function canonicalUrl(path: string): string {
  return new URL(path, SITE.url).toString();
}

/**
 * The one place a route's title, description and social tags come from, apart from its social card: the build
 * writes the card's tags (og:image with its size and alt, twitter:card) into each page's HTML, where the sites
 * that show a shared link read them, and they cost the browser no code (prerender/social-cards.ts).
 */
export function seo({
  title,
  description,
  path,
  type = "website",
  extra = [],
  titleInPage = false,
  feeds = false,
}: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  return [
    ...(titleInPage ? [] : [{ title: fullTitle }]),
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: SITE.locale },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...(feeds ? feedLinks() : []),
    ...extra,
  ];
}

/** Discovery links to the blog's feeds (no `title` attribute: a descriptor with `title` is the page's <title>). */
function feedLinks(): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", type: "application/rss+xml", href: canonicalUrl(BLOG_FEEDS.rss) },
    { tagName: "link", rel: "alternate", type: "application/atom+xml", href: canonicalUrl(BLOG_FEEDS.atom) },
  ];
}

/** JSON-LD describing the company, for the home page. */
export function organizationJsonLd(): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE.name,
      url: SITE.url,
      logo: canonicalUrl("/icons/icon-512.png"),
      description: SITE.tagline,
      email: SITE.mail.hello,
    },
  };
}
