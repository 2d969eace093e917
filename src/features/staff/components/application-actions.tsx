import { Button } from "@/components/ui/button";

import { useEraseApplication, useExportApplication } from "../api/application-files";
import type { Application } from "../schemas/records";
import { ConfirmDialog } from "./confirm-dialog";
import { FailureNotice } from "./failure-notice";

/** Export the application, erase it (the resume is opened from its preview). */
export function ApplicationActions({ application }: { application: Application }) {
  const exportApplication = useExportApplication(application.id);
  const erase = useEraseApplication(application.id);
  const error = exportApplication.error;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
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
