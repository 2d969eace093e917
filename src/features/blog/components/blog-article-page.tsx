import { useParams } from "react-router";

import { onDemandData } from "@/components/on-demand-data";
import { PageTitle, TitledPage } from "@/components/page-title";
import { readBuildSnapshot } from "@/lib/build-snapshot";

import { BLOG_PARTS } from "../content";
import { articleTitle, postSnapshotKey } from "../seo";
import type { BlogPost } from "../types";
import { ArticleSkeleton } from "./article-skeleton";

/** The article and its data code wait until the reader reaches into it or the posts have changed (decision 024). */
const BlogArticle = onDemandData(() => import("./blog-article"), "blog_posts", BLOG_PARTS.article);

export function BlogArticlePage() {
  const { slug } = useParams();
  const prerendered = slug ? readBuildSnapshot<BlogPost>(postSnapshotKey(slug)) : undefined;
  return (
    <TitledPage title={prerendered ? articleTitle(prerendered) : "Blog"}>
      <BlogArticle
        fallback={
          <>
            <PageTitle title="Blog" />
            <ArticleSkeleton />
          </>
        }
      />
    </TitledPage>
  );
}
