import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Cookie Settings", description: "Cookie Settings at Tapsheet.", path: "/cookie-settings" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Cookie Settings</h1>
    </main>
  );
}
