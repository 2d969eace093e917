import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Mobile Deal Rooms", description: "Mobile Deal Rooms at Tapsheet.", path: "/use-cases/deal-rooms" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Mobile Deal Rooms</h1>
    </main>
  );
}
