import { useMutation } from "@tanstack/react-query";
import { z } from "@/lib/zod";

import { downloadFile } from "../lib/download";
import { callEdgeFunction } from "../lib/edge-function";
import { callFunction } from "../lib/call-function";
import { useRefreshApplication } from "./application";

/**
 * Resume links and erasures are made by this Edge Function only: it checks the member in the database, records the
 * look, and signs a link living five minutes with the service role; staff cannot sign or delete resumes themselves.
 */
const STAFF_RESUME = "staff-resume";

const ResumeLinkSchema = z.object({ url: z.url() });

/** Opens a resume link from the server in a new tab (`target` opened on the click); the desk keeps no copy. */
async function viewResume(id: string, target: Window | null): Promise<void> {
  try {
    const { url } = ResumeLinkSchema.parse(
      await callEdgeFunction(STAFF_RESUME, { action: "link", application_id: id }),
    );
    if (target) {
      // The resume tab gets no handle back on the desk.
      target.opener = null;
      target.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    target?.close();
    throw error;
  }
}

export function useViewResume(id: string) {
  return useMutation({ mutationFn: (target: Window | null) => viewResume(id, target) });
}

async function exportApplication(id: string): Promise<void> {
  const data = await callFunction("export_application", { application_id: id });
  downloadFile(`application-${id}.json`, `${JSON.stringify(data, null, 2)}\n`, "application/json");
}

export function useExportApplication(id: string) {
  return useMutation({ mutationFn: () => exportApplication(id) });
}

/** The server removes the resume, then the personal fields, and records the erasure. */
async function eraseApplication(id: string): Promise<void> {
  await callEdgeFunction(STAFF_RESUME, { action: "erase", application_id: id });
}

export function useEraseApplication(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({ mutationFn: () => eraseApplication(id), onSuccess: refresh });
}
