import { Feed } from "feed";

import { SITE } from "../src/config/site";
import { BLOG_FEEDS } from "../src/config/feeds";
import { sanitizeHtml } from "../src/lib/sanitize-html";
import type { PrerenderPost } from "./site-data";

const absolute = (path: string) => new URL(path, SITE.url).toString();

/**
 * A post's body as the article shows it (the site's sanitiser), with its site paths made absolute: a feed reader
 * shows it away from the site, where `/images/x.png` would point nowhere. The sanitiser writes every attribute
 * double-quoted and keeps only site paths that start with one slash, so this rewrite sees exactly those.
 */
export function feedBody(html: string): string {
  const origin = new URL(SITE.url).origin;
  return sanitizeHtml(html).replace(/(<(?:a|img)\b[^>]* (?:href|src)=")\/(?![/\\])/g, `$1${origin}/`);
}

const published = (post: PrerenderPost) => new Date(post.published_date ?? post.created_at);
const updated = (post: PrerenderPost) => new Date(post.updated_at ?? post.published_date ?? post.created_at);

/** The blog as one feed, newest first; each post keeps the id `urn:uuid:<row id>` whatever its slug or title. */
function blogFeed(posts: readonly PrerenderPost[]): Feed {
  const sorted = [...posts].sort((a, b) => published(b).getTime() - published(a).getTime());
  const newest = sorted.reduce<Date | undefined>(
    (latest, post) => (!latest || updated(post) > latest ? updated(post) : latest),
    undefined,
  );
  const feed = new Feed({
    id: absolute("/blog"),
    title: `${SITE.name} blog`,
    description: SITE.tagline,
    link: absolute("/blog"),
    language: "en",
    image: absolute("/icons/icon-512.png"),
    favicon: absolute("/favicon.svg"),
    copyright: `© ${SITE.copyrightYear} ${SITE.name}`,
    // No posts: the feed still has a fixed date, so two builds of the same content write the same file.
    updated: newest ?? new Date(0),
    generator: SITE.name,
    feedLinks: { rss: absolute(BLOG_FEEDS.rss), atom: absolute(BLOG_FEEDS.atom) },
    author: { name: SITE.name, link: SITE.url },
  });
  for (const post of sorted) {
    const link = absolute(`/blog/${encodeURIComponent(post.slug)}`);
    feed.addItem({
      title: post.title,
      id: `urn:uuid:${post.id}`,
      guid: `urn:uuid:${post.id}`,
      link,
      date: updated(post),
      published: published(post),
      description: post.excerpt || undefined,
      content: feedBody(post.content ?? ""),
      author: post.author ? [{ name: post.author }] : undefined,
      category: (post.tags ?? []).map((tag) => ({ name: tag, term: tag })),
    });
  }
  return feed;
}

/** RSS 2.0 and Atom 1.0 of the published posts, written by the build next to the sitemap. */
export function blogFeeds(posts: readonly PrerenderPost[]): { rss: string; atom: string } {
  const feed = blogFeed(posts);
  return { rss: feed.rss2(), atom: feed.atom1() };
}
