import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "For VCs & Angels", description: "For VCs & Angels at Tapsheet.", path: "/product/vcs" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>For VCs & Angels</h1>
    </main>
  );
}
