import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Blog", description: "Blog at Tapsheet.", path: "/blog" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Blog</h1>
    </main>
  );
}
