import { onDemandData } from "@/components/on-demand-data";
import { pageTitle } from "@/lib/seo";

import { BLOG_PARTS } from "../content";
import { ArticleSkeleton } from "./article-skeleton";

/** The article and its data code wait until the reader reaches into it or the posts have changed (decision 024). */
const BlogArticle = onDemandData(() => import("./blog-article"), "blog_posts", BLOG_PARTS.article);

export function BlogArticlePage() {
  return (
    <BlogArticle
      fallback={
        <>
          <title>{pageTitle("Blog")}</title>
          <ArticleSkeleton />
        </>
      }
    />
  );
}
