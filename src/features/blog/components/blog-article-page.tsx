import { useParams } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { PageTitle, TitledPage } from "@/components/page-title";
import { readBuildSnapshot } from "@/lib/build-snapshot";

import { BLOG_PARTS } from "../content";
import { articleTitle, postSnapshotKey } from "../seo";
import type { BlogPost } from "../types";
import { ArticleSkeleton } from "./article-skeleton";

/** The article and its data code: a chunk of their own, which checks the prerendered post once it has arrived. */
const BlogArticle = lazyPart(() => import("./blog-article"), { what: BLOG_PARTS.article, loadOn: "idle" });

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
