import { BlogArticlePage } from "@/features/blog/components/blog-article-page";
import { articleMeta, postSnapshotKey } from "@/features/blog/seo";
import type { BlogPost } from "@/features/blog/types";
import { readBuildSnapshot } from "@/lib/build-snapshot";

import type { Route } from "./+types/blog-post";

/** A prerendered article has its post at hand for its meta; the <title> is always the page's own. */
export const meta = ({ params }: Route.MetaArgs) =>
  articleMeta(params.slug, readBuildSnapshot<BlogPost>(postSnapshotKey(params.slug)));

export default function BlogPostRoute() {
  return (
    <>
      <BlogArticlePage />
    </>
  );
}
