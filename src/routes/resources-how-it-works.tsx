import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "How It Works", description: "How It Works at Tapsheet.", path: "/resources/how-it-works" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>How It Works</h1>
    </main>
  );
}
