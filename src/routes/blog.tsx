import { BlogListPage } from "@/features/blog/components/blog-list-page";
import { seo } from "@/lib/seo";

export const meta = () =>
  seo({
    title: "Blog",
    description:
      "Insights from the Tapsheet team on mobile dealmaking, tokenized cap tables and opening private markets to more investors.",
    path: "/blog",
    feeds: true,
  });

export default function BlogRoute() {
  return (
    <>
      <BlogListPage />
    </>
  );
}
