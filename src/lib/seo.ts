import { useEffect } from "react";
import type { MetaDescriptor } from "react-router";

import { SITE } from "@/config/site";

interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog"; used for the canonical URL and og:url. */
  path: string;
  type?: "website" | "article";
  /** Extra descriptors such as JSON-LD (`{ "script:ld+json": {...} }`). */
  extra?: MetaDescriptor[];
}

/** `{title} | Tapsheet`, unless the title already names the product. */
export function pageTitle(title: string): string {
  return title.includes(SITE.name) ? title : `${title} | ${SITE.name}`;
}

/**
 * Keeps the tab's title in step with a prerendered page whose data changed after the build (an edited or withdrawn
 * article, a retitled job; decision 013). The page's <title> belongs to the route's meta, written at build time;
 * its text is changed in place, so that React, which owns that text, still replaces it on the next navigation.
 * `undefined` leaves the title alone.
 */
export function useTitleInStep(title: string | undefined) {
  useEffect(() => {
    if (title === undefined) return;
    const text = document.head.querySelector("title")?.firstChild;
    if (text instanceof Text && text.nodeValue !== title) text.nodeValue = title;
  }, [title]);
}

export function canonicalUrl(path: string): string {
  return new URL(path, SITE.url).toString();
}

/** The one place a route's title, description and social tags come from. */
export function seo({ title, description, path, type = "website", extra = [] }: SeoInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: type },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: SITE.locale },
    { name: "twitter:card", content: "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    ...extra,
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
