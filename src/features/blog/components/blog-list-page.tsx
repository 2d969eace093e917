import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { lazyPart } from "@/components/lazy-part";

import { BLOG_PARTS } from "../content";
import { BlogPostsPending } from "./blog-posts-pending";

/** The list and its data code: a chunk of their own, which checks the prerendered list once it has arrived. */
const BlogPosts = lazyPart(() => import("./blog-posts"), { what: BLOG_PARTS.list, loadOn: "idle" });

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
