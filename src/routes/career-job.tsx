import { JobPage } from "@/features/careers/components/job-page";
import { seo } from "@/lib/seo";

import type { Route } from "./+types/career-job";

/**
 * The job is fetched on the client after this route renders, so its title cannot come from `meta`.
 * JobPage renders the page's single <title> for every state; `meta` supplies everything else.
 */
export const meta = ({ params }: Route.MetaArgs) =>
  seo({
    title: "Careers",
    description:
      "A role at Tapsheet: what you'll do, what we're looking for, what we offer, and how to apply.",
    path: `/careers/job/${encodeURIComponent(params.jobId)}`,
  }).filter((descriptor) => !("title" in descriptor));

export default function CareerJobRoute() {
  return (
    <main id="main-content" tabIndex={-1} className="focus:outline-none">
      <JobPage />
    </main>
  );
}
