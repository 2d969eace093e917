import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Careers", description: "Careers at Tapsheet.", path: "/about/careers" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Careers</h1>
    </main>
  );
}
