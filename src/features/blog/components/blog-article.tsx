import { ArrowLeft, ArrowRight, Tag } from "lucide-react";
import { Link, useParams } from "react-router";

import { lazyPart } from "@/components/lazy-part";
import { PageTitle } from "@/components/page-title";
import { QueryProvider } from "@/components/query-provider";
import { UpdateNotice } from "@/components/update-notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import type { SafeHtmlProps } from "@/lib/safe-html";
import { useOfferedUpdate } from "@/lib/use-offered-update";
import { cn } from "@/lib/utils";

import { useBlogPost } from "../api/get-blog-post";
import { ARTICLE_UPDATE, RELATED_ARTICLES } from "../content";
import { BLOG_PARTS } from "../content";
import { articleTitle, postSnapshotKey } from "../seo";
import type { BlogPost } from "../types";
import { ArticleSkeleton } from "./article-skeleton";
import { PostIcon } from "./post-icon";
import { PostMeta } from "./post-meta";
import { ShareArticleButton } from "./share-article-button";

// The sanitiser (DOMPurify) loads in its own chunk: the article's text shows, and the rest of a prerendered article
// hydrates, without waiting for it. It adds nothing to a prerendered body, so there it loads only when the body must
// be rendered anew (it changed) or the visitor reaches into it, never on every visit at idle.
const SafeHtml = lazyPart<SafeHtmlProps>(
  () => import("@/lib/safe-html").then((module) => ({ default: module.SafeHtml })),
  { what: BLOG_PARTS.body, loadOn: "intent" },
);
const ARTICLE_BODY_ID = "article-body";

/** Typography for the sanitised body; the stored HTML carries no classes of its own. */
const ARTICLE_BODY_CLASSES = [
  "text-base leading-7 text-foreground",
  "[&_p]:mt-5 [&_p:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4",
  "[&_hr]:my-10 [&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
  "break-words",
].join(" ");

/** A blog article with its data: the lazily loaded part of the article page. */
export default function BlogArticle() {
  return (
    <QueryProvider>
      <BlogArticleContent />
    </QueryProvider>
  );
}

function BlogArticleContent() {
  const { slug } = useParams();
  // A page prerendered at build time carries its post; the browser reads the same copy back to hydrate.
  const prerendered = slug ? readBuildSnapshot<BlogPost>(postSnapshotKey(slug)) : undefined;
  const { data, isPending } = useBlogPost(slug, prerendered);
  // An edit made since the page loaded waits for the visitor; an article withdrawn since then goes at once.
  const {
    shown: post,
    hasUpdate,
    showUpdate,
    regionRef,
  } = useOfferedUpdate(data, {
    mayWait: (latest) => latest !== null,
  });

  let title: string;
  let content: React.ReactNode;
  if (slug && isPending) {
    title = "Blog";
    content = <ArticleSkeleton />;
  } else if (!post) {
    // No post, or none could be loaded (a failed check of a prerendered article keeps the article).
    title = "Article not found";
    content = <ArticleNotFound replacesArticle={prerendered !== undefined} />;
  } else {
    title = articleTitle(post);
    content = <Article post={post} />;
  }

  return (
    <>
      <PageTitle title={title} />
      {slug && prerendered ? (
        <BuildSnapshotScript snapshotKey={postSnapshotKey(slug)} value={prerendered} />
      ) : null}
      <div ref={regionRef} tabIndex={-1} className="focus:outline-none">
        {content}
      </div>
      {hasUpdate ? (
        <UpdateNotice
          message={ARTICLE_UPDATE.message}
          actionLabel={ARTICLE_UPDATE.action}
          onAction={showUpdate}
        />
      ) : null}
    </>
  );
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Blog
    </Link>
  );
}

/**
 * `replacesArticle`: the page was built with the article, withdrawn since. The state then holds at least a
 * screen's height, so the footer moves from below the screen to below the screen, not into view (decision 013).
 */
function ArticleNotFound({ replacesArticle = false }: { replacesArticle?: boolean }) {
  return (
    <div
      className={cn(
        "mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28",
        replacesArticle && "min-h-screen",
      )}
    >
      <h1 className="text-3xl font-bold tracking-tight">Article not found</h1>
      <p className="mt-3 text-muted-foreground">
        This article doesn't exist or is no longer published. Browse the latest posts instead.
      </p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
    </div>
  );
}

/**
 * The sanitised body. A prerendered one needs no sanitiser and stays as the build wrote it; a body with other HTML
 * (an edit the reader chose to see) fetches the sanitiser and shows once it has run.
 */
function ArticleBody({ html }: { html: string }) {
  return (
    <SafeHtml
      fallback={<ArticleBodySkeleton />}
      id={ARTICLE_BODY_ID}
      html={html}
      className={ARTICLE_BODY_CLASSES}
      data-testid="article-body"
    />
  );
}

/** What the article shows of a post: the site's own rows, and the desk's preview of one being written. */
export type ArticlePost = Pick<
  BlogPost,
  | "featured"
  | "category"
  | "title"
  | "excerpt"
  | "author"
  | "published_date"
  | "read_time"
  | "tags"
  | "content"
>;

/** The article as the site shows it; the desk's preview renders this same component. */
export function Article({ post }: { post: ArticlePost }) {
  const tags = post.tags ?? [];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackToBlog />
      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-2">
          {post.featured ? <Badge>Featured</Badge> : null}
          <Badge variant="secondary">{post.category}</Badge>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{post.title}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{post.excerpt}</p>
        <div className="mt-6 flex flex-col gap-4 border-y py-4 sm:flex-row sm:items-center sm:justify-between">
          <PostMeta post={post} showAuthor />
          <ShareArticleButton title={post.title} />
        </div>
        {tags.length > 0 ? (
          <div className="mt-4 flex items-start gap-2">
            <Tag className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </header>

      <div className="mt-10">
        {post.content?.trim() ? (
          <ArticleBody html={post.content} />
        ) : (
          <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
            This article is currently being developed. Check back soon for the full content.
          </p>
        )}
      </div>

      <RelatedArticles />
    </article>
  );
}

function RelatedArticles() {
  return (
    <section aria-labelledby="related-heading" className="mt-16 border-t pt-10">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        Related Articles
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {RELATED_ARTICLES.map((related) => (
          <li key={related.slug}>
            <Card className="relative h-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
              <CardHeader className="gap-3">
                <PostIcon iconName={related.iconName} />
                <h3 className="font-semibold">
                  <Link
                    to={`/blog/${related.slug}`}
                    className="inline-flex items-center gap-1 after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-none"
                  >
                    {related.title}
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </h3>
                <CardDescription>{related.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleBodySkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
    </div>
  );
}
