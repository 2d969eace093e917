import { JOBS } from "@/features/staff/content";
import type { JobView } from "@/features/staff/lib/job-views";

import { JobEditorPage } from "./job-editor-page";
import { JobsPage } from "./jobs-page";

/** The browser title of each jobs page. */
export const JOB_VIEW_TITLES: Record<JobView["kind"], string> = {
  list: JOBS.title,
  new: JOBS.newTitle,
  edit: JOBS.editTitle,
};

/** The jobs pages of the desk: the list, a new job and a job's editor. */
export function JobsDesk({ view }: { view: JobView }) {
  switch (view.kind) {
    case "list":
      return <JobsPage />;
    case "new":
      return <JobEditorPage />;
    case "edit":
      return <JobEditorPage key={view.id} id={view.id} />;
  }
}
