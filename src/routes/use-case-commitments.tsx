import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Real-time Commitment Matrix", description: "Real-time Commitment Matrix at Tapsheet.", path: "/use-cases/commitments" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Real-time Commitment Matrix</h1>
    </main>
  );
}
