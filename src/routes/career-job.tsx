import { seo } from "@/lib/seo";

export const meta = () => seo({ title: "Job", description: "Job at Tapsheet.", path: "/careers/job" });

export default function Page() {
  return (
    <main id="main-content">
      <h1>Job</h1>
    </main>
  );
}
