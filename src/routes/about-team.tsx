import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Team & Advisors", description: "Team & Advisors at Tapsheet.", path: "/about/team" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Team & Advisors</h1>
    </main>
  );
}
