import { Button } from "@/components/ui/button";

import { useEraseApplication, useExportApplication, useViewResume } from "../api/application-files";
import type { Application } from "../schemas/records";
import { ConfirmDialog } from "./confirm-dialog";
import { FailureNotice } from "./failure-notice";

/** View the resume (a five-minute link, never kept), export the application, erase it. */
export function ApplicationActions({ application }: { application: Application }) {
  const viewResume = useViewResume(application.id);
  const exportApplication = useExportApplication(application.id);
  const erase = useEraseApplication(application.id);
  const error = viewResume.error ?? exportApplication.error;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {application.erased_at ? null : (
          <Button
            type="button"
            variant="outline"
            disabled={viewResume.isPending}
            // The tab opens on the click itself (a browser blocks one opened after an await), then gets the link.
            onClick={() => viewResume.mutate(window.open("", "_blank"))}
          >
            {viewResume.isPending ? "Opening…" : "View resume"}
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          disabled={exportApplication.isPending}
          onClick={() => exportApplication.mutate()}
        >
          Export
        </Button>
        {application.erased_at ? null : (
          <ConfirmDialog
            trigger="Erase"
            title="Erase this application?"
            description="The resume and every personal detail are removed for good. The timeline keeps that an erasure happened, by whom and when."
            confirm="Erase application"
            onConfirm={() => erase.mutateAsync()}
          />
        )}
      </div>
      {error ? <FailureNotice error={error} /> : null}
    </div>
  );
}
