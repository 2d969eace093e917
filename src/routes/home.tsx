import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Tapsheet", description: "Tapsheet at Tapsheet.", path: "/" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Tapsheet</h1>
    </main>
  );
}
