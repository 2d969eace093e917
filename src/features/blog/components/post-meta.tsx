import { Calendar, Clock, User } from "lucide-react";

import { cn } from "@/lib/utils";

import { formatPublishedDate, isoDate } from "../lib/format-date";
import type { BlogPost } from "../types";

/** Author (optional), publication date and read time, as one wrapping row. */
export function PostMeta({
  post,
  showAuthor = false,
  className,
}: {
  post: Pick<BlogPost, "author" | "published_date" | "read_time">;
  showAuthor?: boolean;
  className?: string;
}) {
  return (
    <div
      className={cn("flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}
    >
      {showAuthor && post.author ? (
        <span className="inline-flex items-center gap-1.5">
          <User className="size-4" aria-hidden="true" />
          <span className="sr-only">By </span>
          {post.author}
        </span>
      ) : null}
      {post.published_date ? (
        <span className="inline-flex items-center gap-1.5">
          <Calendar className="size-4" aria-hidden="true" />
          <time dateTime={isoDate(post.published_date)}>{formatPublishedDate(post.published_date)}</time>
        </span>
      ) : null}
      {post.read_time ? (
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4" aria-hidden="true" />
          {post.read_time}
        </span>
      ) : null}
    </div>
  );
}
