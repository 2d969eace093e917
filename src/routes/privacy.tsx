import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Privacy Notice", description: "Privacy Notice at Tapsheet.", path: "/privacy" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Privacy Notice</h1>
    </main>
  );
}
