import { Link } from "react-router";

import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

import type { BlogPost } from "../types";
import { PostIcon } from "./post-icon";
import { PostMeta } from "./post-meta";

/** A post in a grid; the title link stretches over the whole card so all of it is clickable. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <Card className="relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CardHeader className="gap-4">
        <div className="flex items-center justify-between gap-3">
          <PostIcon iconName={post.icon_name} />
          {post.featured ? <Badge variant="secondary">Featured</Badge> : null}
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to={`/blog/${encodeURIComponent(post.slug)}`}
            className="after:absolute after:inset-0 after:rounded-xl hover:text-primary focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-muted-foreground">{post.excerpt}</p>
        <PostMeta post={post} className="mt-auto text-xs" />
      </CardContent>
    </Card>
  );
}
