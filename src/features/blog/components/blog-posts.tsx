import { Mail, RefreshCw, TriangleAlert } from "lucide-react";

import { QueryProvider } from "@/components/query-provider";
import { GoHomeSignupButton } from "@/components/sections/go-home-signup-link";
import { UpdateNotice } from "@/components/update-notice";
import { Button } from "@/components/ui/button";
import { BuildSnapshotScript, readBuildSnapshot } from "@/lib/build-snapshot";
import { useOfferedUpdate } from "@/lib/use-offered-update";
import { cn } from "@/lib/utils";

import { useBlogPosts } from "../api/get-blog-posts";
import { BLOG_LIST_UPDATE } from "../content";
import { POSTS_SNAPSHOT_KEY } from "../seo";
import type { BlogPost } from "../types";
import { BlogPostCard } from "./blog-post-card";
import { BlogPostsPending } from "./blog-posts-pending";

/** The blog's list of posts with its data: the lazily loaded part of the blog page. */
export default function BlogPosts() {
  return (
    <QueryProvider>
      <BlogPostsContent />
    </QueryProvider>
  );
}

function BlogPostsContent() {
  const prerendered = readBuildSnapshot<BlogPost[]>(POSTS_SNAPSHOT_KEY);
  const { data, isPending, isError, refetch, isRefetching } = useBlogPosts(prerendered);
  // Posts published or withdrawn since the page loaded wait for the visitor while the list is on screen.
  const { shown: posts, hasUpdate, showUpdate, regionRef } = useOfferedUpdate(data);

  if (isPending) return <BlogPostsPending />;

  // A failed background check leaves the list the page already shows.
  if (isError && !posts) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-destructive/40 bg-destructive/5 p-6 text-center sm:p-10"
      >
        <TriangleAlert className="mx-auto size-6 text-destructive" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold">Error loading blog posts</h2>
        <p className="mt-1 text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button className="mt-5" variant="outline" onClick={() => void refetch()} disabled={isRefetching}>
          <RefreshCw className={isRefetching ? "animate-spin" : undefined} aria-hidden="true" />
          {isRefetching ? "Trying again…" : "Try again"}
        </Button>
      </div>
    );
  }

  if (!posts) return null;
  const featured = posts.filter((post) => post.featured);
  const more = posts.filter((post) => !post.featured);
  const hasNewPosts = data?.some((post) => !posts.some((old) => old.id === post.id)) ?? false;

  return (
    <div ref={regionRef} tabIndex={-1} className="grid gap-16 focus:outline-none">
      {hasUpdate ? (
        <UpdateNotice
          message={hasNewPosts ? BLOG_LIST_UPDATE.newPosts : BLOG_LIST_UPDATE.changedPosts}
          actionLabel={BLOG_LIST_UPDATE.action}
          onAction={showUpdate}
        />
      ) : null}
      {prerendered ? <BuildSnapshotScript snapshotKey={POSTS_SNAPSHOT_KEY} value={prerendered} /> : null}
      {posts.length === 0 ? (
        <p className="text-center text-muted-foreground">
          No articles are published yet. Subscribe below and we'll let you know when the first one is out.
        </p>
      ) : null}
      {featured.length > 0 ? (
        <PostGrid id="featured" title="Featured Articles" posts={featured} className="sm:grid-cols-2" />
      ) : null}
      <StayUpdated />
      {more.length > 0 ? (
        <PostGrid id="more" title="More Insights" posts={more} className="sm:grid-cols-2 lg:grid-cols-3" />
      ) : null}
    </div>
  );
}

interface PostGridProps {
  id: string;
  title: string;
  posts: BlogPost[];
  /** The grid's columns per breakpoint. */
  className: string;
}

function PostGrid({ id, title, posts, className }: PostGridProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <ul className={cn("mt-6 grid gap-6", className)}>
        {posts.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StayUpdated() {
  return (
    <section
      aria-labelledby="stay-updated-heading"
      className="rounded-2xl bg-muted px-6 py-10 text-center sm:px-10"
    >
      <Mail className="mx-auto size-8 text-primary" aria-hidden="true" />
      <h2 id="stay-updated-heading" className="mt-4 text-2xl font-bold tracking-tight">
        Stay Updated
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Join the Tapsheet beta and get new articles, product updates and early access to the app in your
        inbox.
      </p>
      <GoHomeSignupButton className="mt-6">Subscribe</GoHomeSignupButton>
    </section>
  );
}
