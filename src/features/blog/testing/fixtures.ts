import type { BlogPost } from "../types";

const post = (overrides: Partial<BlogPost> & Pick<BlogPost, "id" | "slug" | "title">): BlogPost => ({
  created_at: "2025-01-02T09:00:00Z",
  updated_at: "2025-01-02T09:00:00Z",
  excerpt: "A short summary of the article.",
  content: "<p>Body.</p>",
  author: "Maya Chen",
  published_date: "2025-01-15",
  read_time: "5 min read",
  featured: false,
  tags: ["Venture Capital"],
  is_draft: false,
  icon_name: "TrendingUp",
  publish_at: "2025-01-15T00:00:00Z",
  first_published_at: "2025-01-15T00:00:00Z",
  category: "Global Markets",
  ...overrides,
});

/** Published posts, newest first, as the blog list's read returns them. */
export const POSTS: BlogPost[] = [
  post({
    id: "0f6a7b2e-0000-4000-8000-000000000001",
    slug: "tokenization",
    title: "Tokenized cap tables, explained",
    excerpt: "What changes when ownership lives on a shared ledger.",
    published_date: "2025-01-15",
    featured: true,
    icon_name: "Coins",
    category: "Playbooks",
    tags: ["Tokenization", "Cap Tables"],
    content:
      '<h2>Why it matters</h2><p>Liquidity for <strong>private</strong> shares.</p><p><a href="https://example.com/report" target="_blank">Read the report</a></p>',
  }),
  post({
    id: "0f6a7b2e-0000-4000-8000-000000000002",
    slug: "mobile-investing",
    title: "Closing a deal from your phone",
    published_date: "2025-01-08",
    featured: true,
    icon_name: "Smartphone",
  }),
  post({
    id: "0f6a7b2e-0000-4000-8000-000000000003",
    slug: "lp-reporting",
    title: "What LPs want from quarterly reports",
    published_date: "2024-12-20",
    icon_name: "SomethingElse",
  }),
  post({
    id: "0f6a7b2e-0000-4000-8000-000000000004",
    slug: "syndicate-basics",
    title: "Running your first syndicate",
    published_date: "2024-12-02",
    content: "",
  }),
];

export const [TOKENIZATION, MOBILE_INVESTING, LP_REPORTING, SYNDICATE_BASICS] = POSTS as [
  BlogPost,
  BlogPost,
  BlogPost,
  BlogPost,
];
