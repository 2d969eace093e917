import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Our Story", description: "Our Story at Tapsheet.", path: "/about/our-story" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Our Story</h1>
    </main>
  );
}
