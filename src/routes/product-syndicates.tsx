import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "For Syndicate Leads", description: "For Syndicate Leads at Tapsheet.", path: "/product/syndicates" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>For Syndicate Leads</h1>
    </main>
  );
}
