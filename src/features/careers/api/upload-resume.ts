import type { DetailedError, Upload } from "tus-js-client";

import { RESUME_BUCKET, RESUME_MIME_TYPE } from "@/config/limits";
import { REQUEST_TIMEOUT_MS, RESUMABLE_CHUNK_BYTES } from "@/config/network";
import { RequestError } from "@/lib/request-error";
import { neededCode } from "@/lib/needed-code";
import { getSupabaseSettings } from "@/lib/supabase";

export interface UploadProgress {
  bytesSent: number;
  bytesTotal: number;
}

export interface ResumeUploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  /** Called with true when the browser went offline mid-upload (it resumes by itself), false when it resumes. */
  onWaitingForNetwork?: (waiting: boolean) => void;
  /** Aborting stops the upload where it is; the next attempt continues from there. */
  signal?: AbortSignal;
}

/** The visitor pressed Cancel. */
export class UploadCancelledError extends Error {
  constructor() {
    super("The upload was cancelled");
    this.name = "UploadCancelledError";
  }
}

/** Network errors and server trouble are tried again a few times, as long as the browser says it is online. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 6_000];

function statusOf(error: Error | DetailedError): number {
  return "originalResponse" in error ? (error.originalResponse?.getStatus() ?? 0) : 0;
}

function isCreation(error: Error | DetailedError): boolean {
  return "originalRequest" in error && error.originalRequest?.getMethod() === "POST";
}

/** Storage answers the creation of an upload whose object already exists (a finished earlier attempt) with 409. */
function isAlreadyUploaded(error: Error | DetailedError): boolean {
  return isCreation(error) && statusOf(error) === 409;
}

function shouldRetry(error: DetailedError): boolean {
  if (!navigator.onLine || isAlreadyUploaded(error)) return false;
  const status = statusOf(error);
  return status === 0 || status >= 500 || status === 409 || status === 423;
}

/** Storage's TUS errors carry its JSON error body, or plain text. */
function toUploadError(error: Error | DetailedError): RequestError {
  const status = statusOf(error);
  if (status === 0) return new RequestError("The upload could not reach the server", { code: "network" });
  const body = "originalResponse" in error ? (error.originalResponse?.getBody() ?? "") : "";
  let message = body;
  let code: string | undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; statusCode?: unknown };
    if (typeof parsed.message === "string") message = parsed.message;
    if (typeof parsed.statusCode === "string") code = parsed.statusCode;
  } catch {
    // A plain-text answer is its own message.
  }
  return new RequestError(message || error.message, { status, code: code ?? String(status) });
}

/**
 * One application's resume upload, resumable: sends the resume to `objectName` with the TUS protocol in 6 MB
 * chunks, as hosted Supabase Storage recommends above 6 MB. The bytes go with an explicit PDF content type and the
 * visitor's file name never leaves the device. The upload keeps its URL for the life of the form (nothing is
 * written to localStorage), so a retry after a failure, a cancel or a timeout continues from what the server
 * already has; a different file chosen meanwhile starts a new upload under the same name. A finished upload whose
 * answer was lost counts as done. tus-js-client is fetched when the first resume is sent, not with the page.
 */
export class ResumeUpload {
  /** `<candidate id>/<safe name>.pdf`: where the resume goes, which the application's row names. */
  readonly objectName: string;
  /** The upload's URL once the server has created it: a retry continues from the server's offset there. */
  private uploadUrl: string | null;
  /** The file the upload's URL holds bytes of, once one has been sent. */
  private file: File | null = null;

  constructor(objectName: string, uploadUrl: string | null = null) {
    this.objectName = objectName;
    this.uploadUrl = uploadUrl;
  }

  get url(): string | null {
    return this.uploadUrl;
  }

  async send(file: File, options: ResumeUploadOptions = {}): Promise<void> {
    const [{ Upload: TusUpload }, backend] = await Promise.all([
      neededCode(import("tus-js-client"), "The upload client"),
      getSupabaseSettings(),
    ]);
    const { signal, onProgress, onWaitingForNetwork } = options;
    if (signal?.aborted) throw new UploadCancelledError();
    // A different file than the one the URL holds bytes of starts a new upload.
    if (this.file !== null && this.file !== file) this.uploadUrl = null;
    this.file = file;
    const { objectName } = this;

    await new Promise<void>((resolve, reject) => {
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      let settled = false;

      const finish = (outcome: { error?: Error }) => {
        if (settled) return;
        settled = true;
        clearTimeout(stallTimer);
        signal?.removeEventListener("abort", cancel);
        window.removeEventListener("online", resume);
        if (outcome.error) reject(outcome.error);
        else resolve();
      };

      // An upload that moves no byte and gets no answer for REQUEST_TIMEOUT_MS is stopped and reported.
      const watch = () => {
        clearTimeout(stallTimer);
        stallTimer = setTimeout(() => {
          void upload.abort(false);
          finish({ error: new RequestError("The upload timed out", { code: "timeout" }) });
        }, REQUEST_TIMEOUT_MS);
      };

      const cancel = () => {
        void upload.abort(false);
        finish({ error: new UploadCancelledError() });
      };

      const resume = () => {
        window.removeEventListener("online", resume);
        onWaitingForNetwork?.(false);
        watch();
        upload.start();
      };

      const upload: Upload = new TusUpload(file, {
        endpoint: `${backend.url.replace(/\/$/, "")}/storage/v1/upload/resumable`,
        uploadUrl: this.uploadUrl,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: true,
        headers: {
          apikey: backend.key,
          authorization: `Bearer ${backend.key}`,
          "x-upsert": "false",
        },
        metadata: {
          bucketName: RESUME_BUCKET,
          objectName,
          contentType: RESUME_MIME_TYPE,
          cacheControl: "3600",
        },
        onUploadUrlAvailable: () => {
          this.uploadUrl = upload.url;
        },
        onBeforeRequest: watch,
        onProgress: (bytesSent, bytesTotal) => {
          watch();
          onProgress?.({ bytesSent, bytesTotal });
        },
        onShouldRetry: shouldRetry,
        onSuccess: () => finish({}),
        onError: (error) => {
          if (isAlreadyUploaded(error)) {
            finish({});
            return;
          }
          if (!navigator.onLine && statusOf(error) === 0) {
            // The connection dropped: wait for it, then continue from the server's offset.
            clearTimeout(stallTimer);
            onWaitingForNetwork?.(true);
            window.addEventListener("online", resume);
            return;
          }
          finish({ error: toUploadError(error) });
        },
      });

      signal?.addEventListener("abort", cancel);
      watch();
      upload.start();
    });
  }
}
