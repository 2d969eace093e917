import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Page not found", description: "Page not found at Tapsheet.", path: "/404" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Page not found</h1>
    </main>
  );
}
