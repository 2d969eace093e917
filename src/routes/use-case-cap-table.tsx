import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Tokenized Cap Table", description: "Tokenized Cap Table at Tapsheet.", path: "/use-cases/cap-table" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Tokenized Cap Table</h1>
    </main>
  );
}
