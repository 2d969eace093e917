import { useRef } from "react";

import { ContentCheck } from "@/components/content-check";
import { onDemand } from "@/components/on-demand";
import { pageTitle } from "@/lib/seo";

import { ArticleSkeleton } from "./article-skeleton";

/*
 * The article and its data code (react-query, the Data API client) wait in an on-demand boundary (decision 024):
 * a prerendered article is on screen and in the tab order at once, and its code loads when the reader reaches
 * into it or when the backend says the posts have changed since the build. Rendered anew (a client-side
 * navigation, the SPA fallback), it loads at once.
 */
const BlogArticle = onDemand(() => import("./blog-article"));

export function BlogArticlePage() {
  const article = useRef<HTMLDivElement>(null);
  return (
    <div ref={article} className="contents">
      <BlogArticle
        intentArea={article}
        fallback={
          <>
            <title>{pageTitle("Blog")}</title>
            <ArticleSkeleton />
          </>
        }
      />
      <ContentCheck table="blog_posts" onChanged={BlogArticle.load} />
    </div>
  );
}
