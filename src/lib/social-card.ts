import { SITE } from "../config/site";

/**
 * The picture a shared link shows (Open Graph, X): one card per article and per job, one for every other page.
 * The build draws each card (prerender/social-cards.ts); a page's meta names the same file by the same rule, so
 * it needs no list from the build. Plain TypeScript with relative imports: the build config loads it too.
 */

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card shows and says: its file, the line above the title, the title, and the alternative text. */
export interface SocialCard {
  /** The file's folder under /social/ and its name before the hash ("blog/tokenization", "site"). */
  name: string;
  label: string;
  title: string;
  alt: string;
}

export const siteCard = (): SocialCard => ({
  name: "site",
  label: SITE.name,
  title: SITE.tagline,
  alt: `${SITE.name}: ${SITE.tagline}`,
});

export const articleCard = (post: { slug: string; title: string }): SocialCard => ({
  name: `blog/${post.slug}`,
  label: `${SITE.name} blog`,
  title: post.title,
  alt: `${post.title}, an article on the ${SITE.name} blog`,
});

export const jobCard = (job: { slug: string; title: string; department: string }): SocialCard => ({
  name: `careers/${job.slug}`,
  label: `Careers · ${job.department}`,
  title: job.title,
  alt: `${job.title} (${job.department}), a role at ${SITE.name}`,
});

export const closedJobCard = (job: { slug: string; title: string }): SocialCard => ({
  name: `careers/${job.slug}`,
  label: "Careers · This position has closed",
  title: job.title,
  alt: `${job.title}, a role at ${SITE.name} that has closed`,
});

/** FNV-1a over the text's UTF-16 units, as 7 base-36 digits: enough to tell two versions of one card apart. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0");
}

/**
 * `/social/<name>.<hash>.png`. The hash covers what the card shows and `version`, which stands for everything
 * else that draws it (its layout, font, colours and renderer): a changed title or look is a new URL, so the
 * files can be cached for good.
 */
export function socialCardPath(card: SocialCard, version: string): string {
  return `/social/${card.name}.${shortHash(`${version}\n${card.label}\n${card.title}`)}.png`;
}
