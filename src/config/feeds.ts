/** Where the build writes the blog's feeds (prerender/feeds.ts); pages that show posts link to them. */
export const BLOG_FEEDS = { rss: "/blog/rss.xml", atom: "/blog/atom.xml" } as const;
