import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "AI-Powered Collaboration", description: "AI-Powered Collaboration at Tapsheet.", path: "/use-cases/collaboration" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>AI-Powered Collaboration</h1>
    </main>
  );
}
