import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Case Studies", description: "Case Studies at Tapsheet.", path: "/resources/case-studies" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Case Studies</h1>
    </main>
  );
}
