import { BlogArticlePage } from "@/features/blog/components/blog-article-page";
import { seo } from "@/lib/seo";

import type { Route } from "./+types/blog-post";

/**
 * The post is fetched on the client after this route renders, so its title cannot come from `meta`.
 * BlogArticlePage renders the page's single <title> for every state; `meta` supplies everything else.
 */
export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: "Blog",
    description:
      "An article from the Tapsheet blog on venture capital, private markets and mobile dealmaking.",
    path: `/blog/${encodeURIComponent(params.slug)}`,
    type: "article",
  }).filter((descriptor) => !("title" in descriptor));

export default function BlogPostRoute() {
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <BlogArticlePage />
    </main>
  );
}
