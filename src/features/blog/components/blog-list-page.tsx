import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";

import { ContentCheck } from "@/components/content-check";
import { onDemand } from "@/components/on-demand";

import { BlogPostsPending } from "./blog-posts-pending";

/*
 * The list and its data code (react-query, the Data API client) wait in an on-demand boundary (decision 024): a
 * prerendered list is on screen and in the tab order at once, and its code loads when the visitor reaches into it
 * or when the backend says the posts have changed since the build. Rendered anew (a client-side navigation), it
 * loads at once.
 */
const BlogPosts = onDemand(() => import("./blog-posts"));

export function BlogListPage() {
  const list = useRef<HTMLDivElement>(null);
  return (
    <>
      <section className="bg-hero text-hero-foreground">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <Link
            to="/"
            className="inline-flex items-center gap-2 text-sm font-medium opacity-90 hover:opacity-100 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
          <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-5xl">The Tapsheet Blog</h1>
          <p className="mt-4 max-w-2xl text-lg opacity-90">
            Notes on mobile dealmaking, tokenized cap tables and how private markets are opening up, from the
            team building Tapsheet.
          </p>
        </div>
      </section>
      <div ref={list} className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <BlogPosts intentArea={list} fallback={<BlogPostsPending />} />
        <ContentCheck table="blog_posts" onChanged={BlogPosts.load} />
      </div>
    </>
  );
}
