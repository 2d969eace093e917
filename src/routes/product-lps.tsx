import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "For LPs", description: "For LPs at Tapsheet.", path: "/product/lps" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>For LPs</h1>
    </main>
  );
}
