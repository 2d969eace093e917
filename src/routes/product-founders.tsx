import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "For Founders", description: "For Founders at Tapsheet.", path: "/product/founders" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>For Founders</h1>
    </main>
  );
}
