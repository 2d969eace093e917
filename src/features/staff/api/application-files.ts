import { useMutation } from "@tanstack/react-query";

import { RequestError } from "@/lib/request-error";

import { downloadFile } from "../lib/download";
import { callFunction, throwIfError } from "../lib/call-function";
import { getStaffClient } from "../lib/staff-client";
import { useRefreshApplication } from "./application";

/** How long a resume link lives; the desk opens it at once and keeps no copy. */
const RESUME_LINK_SECONDS = 300;
const RESUMES = "resumes";

async function requestResumePath(id: string): Promise<string> {
  const data = await callFunction("request_resume", { application_id: id });
  if (typeof data !== "string" || data === "")
    throw new RequestError("This application has no resume", { status: 404 });
  return objectName(data);
}

/** The object's name inside the bucket (the candidate row stores it with the bucket's name in front). */
function objectName(path: string): string {
  return path.startsWith(`${RESUMES}/`) ? path.slice(RESUMES.length + 1) : path;
}

/** Records the look, then opens a signed link living five minutes in a new tab (`target` opened on the click). */
async function viewResume(id: string, target: Window | null): Promise<void> {
  try {
    const path = await requestResumePath(id);
    const supabase = await getStaffClient();
    const { data, error } = await supabase.storage.from(RESUMES).createSignedUrl(path, RESUME_LINK_SECONDS);
    throwIfError(error);
    if (!data) throw new RequestError("No link came back", { status: 500 });
    if (target) {
      // The resume tab gets no handle back on the desk.
      target.opener = null;
      target.location.href = data.signedUrl;
    } else window.location.assign(data.signedUrl);
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

/** Removes the resume object first (the database refuses while it exists), then erases the personal fields. */
async function eraseApplication(id: string, resumePath: string | null | undefined): Promise<void> {
  const supabase = await getStaffClient();
  if (resumePath) {
    const { error } = await supabase.storage.from(RESUMES).remove([objectName(resumePath)]);
    throwIfError(error);
  }
  await callFunction("erase_application", { application_id: id });
}

export function useEraseApplication(id: string) {
  const refresh = useRefreshApplication(id);
  return useMutation({
    mutationFn: (resumePath: string | null | undefined) => eraseApplication(id, resumePath),
    onSuccess: refresh,
  });
}
