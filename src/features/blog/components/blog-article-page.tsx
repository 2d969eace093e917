import { lazyPart } from "@/components/lazy-part";
import { pageTitle } from "@/lib/seo";

import { BLOG_PARTS } from "../content";
import { ArticleSkeleton } from "./article-skeleton";

/** The article and its data code: a chunk of their own, which checks the prerendered post once it has arrived. */
const BlogArticle = lazyPart(() => import("./blog-article"), { what: BLOG_PARTS.article, loadOn: "render" });

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
