import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Cookie Notice", description: "Cookie Notice at Tapsheet.", path: "/cookies" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Cookie Notice</h1>
    </main>
  );
}
