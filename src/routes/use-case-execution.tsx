import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "One-Click Legal & Wire Execution", description: "One-Click Legal & Wire Execution at Tapsheet.", path: "/use-cases/execution" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>One-Click Legal & Wire Execution</h1>
    </main>
  );
}
