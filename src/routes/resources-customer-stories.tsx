import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Customer Stories - Testimonials from Industry Leaders", description: "Customer Stories - Testimonials from Industry Leaders at Tapsheet.", path: "/resources/customer-stories" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Customer Stories - Testimonials from Industry Leaders</h1>
    </main>
  );
}
