/** The fixed Related Articles block on every article (docs/product.md, Related articles exist: both posts are seeded). */
export const RELATED_ARTICLES = [
  {
    slug: "tokenization",
    iconName: "Coins",
    title: "How tokenization changes the cap table",
    description:
      "What changes when ownership lives on a shared ledger: liquidity, global access and automated corporate actions.",
  },
  {
    slug: "mobile-investing",
    iconName: "Smartphone",
    title: "Mobile investing: deals from your phone",
    description: "Why the next generation of venture deals will be reviewed, signed and funded on mobile.",
  },
] as const;

/** The parts of the blog's pages whose code may be slow to arrive (the load notice's subject). */
export const BLOG_PARTS = {
  list: "The latest list of articles",
  article: "The latest version of this article",
  body: "The article's text",
} as const;

/** The blog list while its code or its posts are on the way. */
export const BLOG_POSTS_PENDING = "Loading blog posts...";

/** The notice for articles published or withdrawn since the blog list loaded (decision 013). */
export const BLOG_LIST_UPDATE = {
  newPosts: "New articles have been published since you opened this page.",
  changedPosts: "The list of articles has changed since you opened this page.",
  action: "Show the latest",
} as const;

/** The notice for an article edited since the page loaded (decision 013). */
export const ARTICLE_UPDATE = {
  message: "This article has been updated since you opened it.",
  action: "Show the latest version",
} as const;
