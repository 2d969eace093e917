import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Article", description: "Article at Tapsheet.", path: "/blog" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Article</h1>
    </main>
  );
}
