import { useMutation, useQuery } from "@tanstack/react-query";
import { z } from "@/lib/zod";

import { downloadFile } from "../lib/download";
import { callEdgeFunction } from "../lib/edge-function";
import { callFunction } from "../lib/call-function";
import { useRefreshApplication } from "./application";
import { staffKeys } from "./keys";

/**
 * Resume links and erasures are made by this Edge Function only: it checks the member in the database, records the
 * look, and signs a link living five minutes with the service role; staff cannot sign or delete resumes themselves.
 */
const STAFF_RESUME = "staff-resume";

const ResumeLinkSchema = z.object({ url: z.url() });

/** A link lives 300 seconds; the preview asks for the next one a minute before. */
const RENEW_LINK_MS = 240_000;

/** A fresh five-minute link from the server; the look is recorded (one entry per ten minutes). */
async function resumeLink(id: string): Promise<string> {
  return ResumeLinkSchema.parse(await callEdgeFunction(STAFF_RESUME, { action: "link", application_id: id }))
    .url;
}

/** The link the preview shows, renewed before its five minutes are up while the application stays open. */
export function useResumeLink(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...staffKeys.data(), "resume-link", id],
    queryFn: () => resumeLink(id),
    enabled,
    staleTime: RENEW_LINK_MS,
    refetchInterval: RENEW_LINK_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
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
