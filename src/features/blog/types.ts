/** A row of the `blog_posts` table (spec section 3). */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Editorial HTML; it reaches the page only through the sanitiser (SafeHtml). */
  content: string | null;
  author: string;
  /** A date-only string, e.g. "2025-01-15". */
  published_date: string | null;
  read_time: string | null;
  featured: boolean;
  tags: string[] | null;
  is_draft: boolean;
  icon_name: string | null;
}
