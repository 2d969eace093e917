// @ts-check
/**
 * The TUS 1.0.0 subset hosted Supabase Storage serves at `/storage/v1/upload/resumable` (creation, HEAD, PATCH,
 * termination), with its rules, read from supabase/storage (storage-api) at 4fa61fba (src/http/routes/tus/
 * index.ts and lifecycle.ts): the upload id in the URL is base64url(`<bucket>/<object name>/<version>`);
 * creation checks the bucket's size limit (413) and MIME types (415); creation AND every PATCH run the same RLS
 * check as a standard upload, with `{ mimetype, contentLength: Upload-Length }` as the metadata policies see
 * (403 refused, 409 the object exists); errors answer with that status and the message as plain text; the object
 * (its row and its bytes) appears only when the last byte has arrived, and that PATCH's answer carries
 * `Tus-Complete: 1`. Bytes that arrived before a connection dropped are kept, so HEAD reports them and the client
 * continues from there. Partial uploads live in memory and under the temp directory, and expire after 24 hours.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { drainRequest } from "../http/http.mjs";
import {
  deferredLengthUnsupported,
  invalidKey,
  objectMetadataRequired,
  tusInternalError,
  tusRouteNotFound,
  uploadAlreadyCompleted,
  uploadLengthRequired,
  uploadMimeTypeNotSupported,
  uploadOffsetConflict,
  uploadTooLarge,
} from "./storage-errors.mjs";
import {
  GLOBAL_FILE_SIZE_LIMIT,
  findBucket,
  isMimeTypeAllowed,
  isValidObjectKey,
  objectFile,
} from "./model.mjs";
import { commitObject, probeObjectWrite } from "./object-write.mjs";
import { requireCaller } from "./storage.mjs";
import {
  BASE_PATH,
  TUS_VERSION,
  asTusError,
  integerHeader,
  locationOf,
  parseMetadata,
  patchOffset,
  send,
} from "./tus-protocol.mjs";
import { appendBody, expireUploads, findUpload, md5Of, uploadsOf } from "./tus-uploads.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").CallerFailure} CallerFailure
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 * @typedef {import("./object-write.mjs").ObjectWrite} ObjectWrite
 */

/**
 * POST: creates an upload after the same checks as a standard upload.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {Caller} caller
 * @param {StorageBackend} backend
 */
async function createUpload(req, res, url, caller, backend) {
  drainRequest(req);
  if (req.headers["upload-defer-length"] !== undefined) throw deferredLengthUnsupported();
  const length = integerHeader(req.headers["upload-length"]);
  if (length === null) throw uploadLengthRequired();
  const metadata = parseMetadata(
    typeof req.headers["upload-metadata"] === "string" ? req.headers["upload-metadata"] : undefined,
  );
  const bucketId = metadata.bucketName ?? "";
  const name = metadata.objectName ?? "";
  if (!bucketId || !name) throw objectMetadataRequired();

  const upsert = String(req.headers["x-upsert"]).toLowerCase() === "true";
  const bucket = await backend.queue.run(() => findBucket(backend.db, bucketId));
  if (length > Math.min(GLOBAL_FILE_SIZE_LIMIT, bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT))
    throw uploadTooLarge();
  // Storage checks the bucket's types only when the metadata names one; without one the policies see no
  // mimetype, and the resumes policy refuses (decision 014).
  const mimeType = metadata.contentType ?? "";
  if (mimeType && !isMimeTypeAllowed(mimeType, bucket.allowed_mime_types))
    throw uploadMimeTypeNotSupported(mimeType);
  if (!isValidObjectKey(name)) throw invalidKey(name);
  objectFile(backend.storageRoot, bucket.id, name);
  const cacheControl = /^-?\d+$/.test(metadata.cacheControl ?? "")
    ? `max-age=${metadata.cacheControl}`
    : "no-cache";
  /** @type {ObjectWrite} */
  const write = { bucket, name, upsert, mimeType: mimeType || null, cacheControl, size: length };
  await backend.queue.run(() => probeObjectWrite(req, caller, backend, write));

  await expireUploads(backend);
  const id = Buffer.from(`${bucket.id}/${name}/${randomUUID()}`, "utf8").toString("base64url");
  const directory = path.join(backend.tempRoot, "resumable");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, randomUUID());
  await rm(file, { force: true });
  uploadsOf(backend).set(id, {
    id,
    write,
    offset: 0,
    file,
    createdAt: Date.now(),
    complete: false,
    writer: null,
  });
  send(res, 201, { Location: locationOf(req, url, id) });
}

/**
 * PATCH: appends bytes at the upload's offset; the last byte makes the object.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} id
 */
async function patchUpload(req, res, caller, backend, id) {
  let upload;
  let offset;
  try {
    upload = findUpload(backend, id);
    offset = patchOffset(req);
  } catch (error) {
    drainRequest(req);
    throw error;
  }
  // One writer at a time. A newcomer takes over from a writer whose connection has stalled (Storage's lock asks
  // its holder to let go): the old request is ended, keeping the bytes it delivered.
  while (upload.writer) {
    upload.writer.req.destroy();
    await upload.writer.done;
  }
  if (offset !== upload.offset || upload.complete) {
    drainRequest(req);
    throw uploadOffsetConflict();
  }
  let finished = () => {};
  upload.writer = { req, done: new Promise((resolve) => (finished = resolve)) };
  try {
    await backend.queue
      .run(() => probeObjectWrite(req, caller, backend, upload.write))
      .catch((error) => {
        drainRequest(req);
        throw error;
      });
    const result = await appendBody(req, upload.file, upload.write.size - upload.offset, (bytes) => {
      upload.offset += bytes;
    });
    if (result.aborted) return;
    if (result.tooLarge) throw uploadTooLarge();
    if (upload.offset < upload.write.size) {
      send(res, 204, { "Upload-Offset": String(upload.offset) });
      return;
    }
    const md5 = await md5Of(upload.file);
    await backend.queue.run(() => commitObject(req, caller, backend, upload.write, upload.file, md5));
    upload.complete = true;
    send(res, 204, { "Upload-Offset": String(upload.offset), "Tus-Complete": "1" });
  } finally {
    upload.writer = null;
    finished();
  }
}

/**
 * Answers one request under `/storage/v1/upload/resumable`.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {string} storagePath
 * @param {Caller | CallerFailure} caller
 * @param {StorageBackend} backend
 */
export async function handleResumable(req, res, url, storagePath, caller, backend) {
  try {
    if (req.headers["tus-resumable"] !== TUS_VERSION) {
      drainRequest(req);
      send(res, 412, { "Tus-Version": TUS_VERSION }, "Unsupported TUS version");
      return;
    }
    const rest = storagePath.slice(BASE_PATH.length).replace(/^\/+/, "");
    const method = req.method ?? "GET";
    if (rest === "" && method === "POST") {
      await createUpload(req, res, url, requireCaller(caller), backend);
      return;
    }
    if (rest !== "" && !rest.includes("/")) {
      if (method === "HEAD") {
        drainRequest(req);
        const upload = findUpload(backend, rest);
        send(res, 200, {
          "Upload-Offset": String(upload.offset),
          "Upload-Length": String(upload.write.size),
          "Cache-Control": "no-store",
        });
        return;
      }
      if (method === "PATCH") {
        await patchUpload(req, res, requireCaller(caller), backend, rest);
        return;
      }
      if (method === "DELETE") {
        drainRequest(req);
        requireCaller(caller);
        const upload = findUpload(backend, rest);
        if (upload.complete) throw uploadAlreadyCompleted();
        upload.writer?.req.destroy();
        await upload.writer?.done;
        uploadsOf(backend).delete(rest);
        await rm(upload.file, { force: true });
        send(res, 204);
        return;
      }
    }
    drainRequest(req);
    throw tusRouteNotFound();
  } catch (error) {
    const tusError = asTusError(error);
    if (!tusError) {
      backend.log(
        `Resumable ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
    if (res.headersSent) return;
    const answer = tusError ?? tusInternalError();
    send(res, answer.status, {}, answer.message);
  }
}
