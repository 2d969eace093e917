import type { MetaDescriptor } from "react-router";

import { SITE } from "@/config/site";
import { canonicalUrl, seo } from "@/lib/seo";

import type { BlogPost } from "./types";

/** Where a prerendered article's row is kept in the build snapshot (prerender/site-data.ts). */
export const postSnapshotKey = (slug: string) => `post:${slug}`;
/** Where the prerendered blog list is kept in the build snapshot (bodies left out). */
export const POSTS_SNAPSHOT_KEY = "posts";

/** An article's title: '{post title} - Tapsheet blog' (it names the product, so no suffix is added). */
export const articleTitle = (post: Pick<BlogPost, "title">) => `${post.title} - ${SITE.name} blog`;

const GENERIC_DESCRIPTION =
  "An article from the Tapsheet blog on venture capital, private markets and mobile dealmaking.";

function blogPostingJsonLd(post: BlogPost, url: string) {
  const tags = post.tags ?? [];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt || undefined,
    datePublished: post.published_date ?? undefined,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: SITE.name, url: SITE.url },
    mainEntityOfPage: url,
    url,
    keywords: tags.length > 0 ? tags.join(", ") : undefined,
  };
}

/**
 * Meta for /blog/:slug. A prerendered article knows its post (from the build snapshot) and gets its own
 * description, social tags and BlogPosting JSON-LD. The <title> is never here: the page renders it from the post
 * it shows, prerendered or not, so the tab follows an edit or a withdrawal made after the build (decision 013).
 */
export function articleMeta(slug: string, post: BlogPost | undefined): MetaDescriptor[] {
  const path = `/blog/${encodeURIComponent(slug)}`;
  if (!post) {
    return seo({
      title: "Blog",
      description: GENERIC_DESCRIPTION,
      path,
      type: "article",
      titleInPage: true,
      feeds: true,
    });
  }
  return seo({
    title: articleTitle(post),
    titleInPage: true,
    description: post.excerpt || GENERIC_DESCRIPTION,
    path,
    type: "article",
    feeds: true,
    extra: [
      ...(post.published_date ? [{ property: "article:published_time", content: post.published_date }] : []),
      { "script:ld+json": blogPostingJsonLd(post, canonicalUrl(path)) },
    ],
  });
}
