import { buttonVariants } from "@/components/ui/button-variants";

import { useResumeLink } from "../api/application-files";
import type { Application } from "../schemas/records";
import { FailureNotice } from "./failure-notice";
import { Loading } from "./loading";

/** Storage's `download` parameter answers the same link as an attachment under this name. */
function downloadLink(url: string, fileName: string): string {
  const link = new URL(url);
  link.searchParams.set("download", fileName);
  return link.toString();
}

/**
 * The resume beside the details, through the same five-minute link from the server that Open and Download use (each
 * new link is a recorded look). The frame shows the PDF in the browser's own viewer; the site's policy lets it frame
 * only Storage's signed resume links.
 */
export function ResumePreview({ application }: { application: Application }) {
  const name = application.full_name ?? "the applicant";
  const link = useResumeLink(application.id, !application.erased_at && Boolean(application.resume_url));
  if (application.erased_at) return null;
  if (!application.resume_url) return <p className="text-muted-foreground">No resume was uploaded.</p>;
  if (link.isPending) return <Loading />;
  if (link.isError) return <FailureNotice error={link.error} onRetry={() => void link.refetch()} />;
  const linkClass = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <a href={link.data} target="_blank" rel="noopener noreferrer" className={linkClass}>
          Open<span className="sr-only"> the resume in a new tab</span>
        </a>
        <a href={downloadLink(link.data, `${name} resume.pdf`)} className={linkClass}>
          Download<span className="sr-only"> the resume</span>
        </a>
      </div>
      <iframe
        title={`Resume of ${name}`}
        src={link.data}
        className="h-[70vh] min-h-96 w-full rounded-md border bg-white"
      />
    </div>
  );
}
