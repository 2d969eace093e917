import type { Route } from "./+types/staff-publishing";

import { Article } from "@/features/blog/components/blog-article";
import { JOB_VIEW_TITLES, JobsDesk } from "@/features/staff/components/jobs/jobs-desk";
import { POST_VIEW_TITLES, PostsDesk } from "@/features/staff/components/posts/posts-desk";
import { PAGE_PATHS } from "@/features/staff/content";
import { DeskRouteError, deskMeta } from "@/features/staff/desk";
import { parseJobView } from "@/features/staff/lib/job-views";
import { parsePostView } from "@/features/staff/lib/post-views";

/** Which desk an address is in: `/staff/jobs/…` or `/staff/posts/…`. */
const isJobs = (pathname: string) =>
  pathname === PAGE_PATHS.jobs || pathname.startsWith(`${PAGE_PATHS.jobs}/`);

export const meta = ({ params, location }: Route.MetaArgs) => {
  const rest = params["*"] ?? "";
  return isJobs(location.pathname)
    ? deskMeta(JOB_VIEW_TITLES[parseJobView(rest)?.kind ?? "list"])
    : deskMeta(POST_VIEW_TITLES[parsePostView(rest)?.kind ?? "list"]);
};

/** An address that names no posts or jobs page is a 404 before anything is asked of the backend. */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const rest = params["*"] ?? "";
  if (isJobs(new URL(request.url).pathname)) {
    const view = parseJobView(rest);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
    if (!view) throw new Response("Not found", { status: 404 });
    return { desk: "jobs" as const, view };
  }
  const view = parsePostView(rest);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router answers a thrown Response with its status
  if (!view) throw new Response("Not found", { status: 404 });
  return { desk: "posts" as const, view };
}

/** The preview shows a post through the blog's own article component. */
export default function StaffPublishingRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.desk === "jobs" ? (
    <JobsDesk view={loaderData.view} />
  ) : (
    <PostsDesk view={loaderData.view} renderArticle={(post) => <Article post={post} />} />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskRouteError error={error} />;
}
