import { RESUME_BUCKET, RESUME_MIME_TYPE } from "@/config/limits";
import { getSupabase } from "@/lib/supabase";

import { toRequestError } from "@/lib/request-error";

/** Storage answers a replayed upload of the same name with HTTP 400 and `statusCode: "409"` in the body. */
function isAlreadyUploaded(error: unknown): boolean {
  return (error as { statusCode?: unknown }).statusCode === "409";
}

/**
 * Call 5: stores the resume under `objectName`, in the folder of the application stored just before. The bytes are sent raw with an explicit PDF content
 * type (the bucket only accepts application/pdf, and a browser may declare a PDF as anything), and the
 * visitor's original file name never leaves the device. A replay of an upload whose answer was lost
 * counts as done.
 */
export async function uploadResume(objectName: string, file: File): Promise<void> {
  const [supabase, bytes] = await Promise.all([getSupabase(), file.arrayBuffer()]);
  const { error } = await supabase.storage
    .from(RESUME_BUCKET)
    .upload(objectName, bytes, { contentType: RESUME_MIME_TYPE, upsert: false });
  if (error && !isAlreadyUploaded(error)) {
    const { status, statusCode } = error as { status?: number; statusCode?: string };
    throw toRequestError({ message: error.message, code: statusCode }, status);
  }
}
