import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { onDemandData } from "@/components/on-demand-data";

import { BLOG_PARTS } from "../content";
import { BlogPostsPending } from "./blog-posts-pending";

/** The list and its data code wait until the visitor reaches into it or the posts have changed (decision 024). */
const BlogPosts = onDemandData(() => import("./blog-posts"), "blog_posts", BLOG_PARTS.list);

export function BlogListPage() {
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
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <BlogPosts fallback={<BlogPostsPending />} />
      </div>
    </>
  );
}
