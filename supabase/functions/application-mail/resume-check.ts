// Mail goes out only for a resume that is a PDF by its bytes, not only by the type its upload declared: the
// function reads the object's first bytes through Storage, with the service role, before sending anything.

import { SEND_TIMEOUT_MS } from "../_shared/email-provider.ts";

const PDF_SIGNATURE = new TextEncoder().encode("%PDF-");

export type ResumeCheck =
  | { kind: "pdf" }
  | { kind: "not-pdf"; reason: string }
  | { kind: "unreadable"; reason: string };

async function firstBytes(response: Response, count: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const bytes = new Uint8Array(count);
  let filled = 0;
  while (filled < count) {
    const { value, done } = await reader.read();
    if (done) break;
    const part = value.subarray(0, count - filled);
    bytes.set(part, filled);
    filled += part.length;
  }
  await reader.cancel().catch(() => undefined);
  return bytes.subarray(0, filled);
}

/** Reads the first bytes of `resumes/<objectName>` (a Range request: only those bytes travel). */
export async function checkResume(
  storage: { supabaseUrl: string; serviceRoleKey: string },
  objectName: string,
): Promise<ResumeCheck> {
  const path = objectName.split("/").map(encodeURIComponent).join("/");
  let response: Response;
  try {
    response = await fetch(`${storage.supabaseUrl}/storage/v1/object/resumes/${path}`, {
      headers: {
        apikey: storage.serviceRoleKey,
        Authorization: `Bearer ${storage.serviceRoleKey}`,
        Range: `bytes=0-${PDF_SIGNATURE.length - 1}`,
      },
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "unreadable", reason: `Could not read the resume: ${String(error)}` };
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    return { kind: "unreadable", reason: `Could not read the resume: HTTP ${response.status}: ${body}` };
  }
  const head = await firstBytes(response, PDF_SIGNATURE.length);
  return head.length === PDF_SIGNATURE.length && head.every((byte, index) => byte === PDF_SIGNATURE[index])
    ? { kind: "pdf" }
    : { kind: "not-pdf", reason: "Not sent: the resume is not a PDF (its bytes do not start with %PDF-)" };
}
