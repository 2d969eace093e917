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
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";

import { drainRequest } from "./http.mjs";
import {
  StorageError,
  TusError,
  deferredLengthUnsupported,
  invalidKey,
  invalidUploadMetadata,
  objectMetadataRequired,
  patchContentTypeInvalid,
  patchContentTypeRequired,
  tusInternalError,
  tusRouteNotFound,
  uploadAlreadyCompleted,
  uploadExpired,
  uploadLengthRequired,
  uploadMimeTypeNotSupported,
  uploadNotFound,
  uploadOffsetConflict,
  uploadOffsetRequired,
  uploadTooLarge,
} from "./storage-errors.mjs";
import {
  GLOBAL_FILE_SIZE_LIMIT,
  commitObject,
  findBucket,
  isMimeTypeAllowed,
  isValidObjectKey,
  objectFile,
  probeObjectWrite,
  requireCaller,
} from "./storage.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./storage.mjs").Caller} Caller
 * @typedef {import("./storage.mjs").CallerFailure} CallerFailure
 * @typedef {import("./storage.mjs").StorageBackend} StorageBackend
 * @typedef {import("./storage.mjs").ObjectWrite} ObjectWrite
 * @typedef {{ id: string, write: ObjectWrite, offset: number, file: string, createdAt: number,
 *   complete: boolean, writer: { req: IncomingMessage, done: Promise<void> } | null }} ResumableUpload
 */

const TUS_VERSION = "1.0.0";
const BASE_PATH = "/upload/resumable";
/** storage-api's default for how long an unfinished upload's URL stays valid. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Unfinished and finished uploads per backend (a finished one still answers HEAD with its full offset). */
const uploadsByBackend = new WeakMap();

/**
 * @param {StorageBackend} backend
 * @returns {Map<string, ResumableUpload>}
 */
function uploadsOf(backend) {
  let uploads = uploadsByBackend.get(backend);
  if (!uploads) {
    uploads = new Map();
    uploadsByBackend.set(backend, uploads);
  }
  return uploads;
}

/**
 * What a tus server answers to OPTIONS (protocol discovery): its version, the extensions this endpoint implements
 * (creation and termination) and the largest upload it takes (the global file size limit; a bucket may narrow it).
 */
export const TUS_OPTIONS_HEADERS = Object.freeze({
  "Tus-Resumable": TUS_VERSION,
  "Tus-Version": TUS_VERSION,
  "Tus-Extension": "creation,termination",
  "Tus-Max-Size": String(GLOBAL_FILE_SIZE_LIMIT),
});

/** @param {unknown} error */
function asTusError(error) {
  if (error instanceof TusError) return error;
  if (error instanceof StorageError) return new TusError(Number(error.body.statusCode), error.body.message);
  return null;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {Record<string, string>} [headers]
 * @param {string} [body]
 */
function send(res, status, headers = {}, body = "") {
  res.writeHead(status, {
    "Tus-Resumable": TUS_VERSION,
    ...(body ? { "Content-Type": "text/plain; charset=utf-8" } : {}),
    "Content-Length": String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}

/**
 * TUS `Upload-Metadata`: comma-separated `key base64value` pairs (a key alone means an empty value).
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
function parseMetadata(header) {
  /** @type {Record<string, string>} */
  const metadata = {};
  if (!header) return metadata;
  for (const pair of header.split(",")) {
    const [key, value = "", ...rest] = pair.trim().split(" ");
    if (!key || rest.length > 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidUploadMetadata();
    metadata[key] = Buffer.from(value, "base64").toString("utf8");
  }
  return metadata;
}

/**
 * @param {string | string[] | undefined} value
 * @returns {number | null} a non-negative integer, or null when absent or malformed
 */
function integerHeader(value) {
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} id
 */
function locationOf(req, url, id) {
  const host = req.headers.host ?? url.host;
  return `http://${host}/storage/v1${BASE_PATH}/${id}`;
}

/**
 * Drops uploads past their expiry, with their bytes.
 * @param {StorageBackend} backend
 */
async function expireUploads(backend) {
  const uploads = uploadsOf(backend);
  const now = Date.now();
  for (const [id, upload] of uploads) {
    if (now - upload.createdAt > UPLOAD_EXPIRY_MS && !upload.writer) {
      uploads.delete(id);
      await rm(upload.file, { force: true });
    }
  }
}

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
 * @param {StorageBackend} backend
 * @param {string} id
 */
function findUpload(backend, id) {
  const upload = uploadsOf(backend).get(id);
  if (!upload) throw uploadNotFound();
  if (Date.now() - upload.createdAt > UPLOAD_EXPIRY_MS) throw uploadExpired();
  return upload;
}

/**
 * Appends the request body to the upload's file, at most `room` bytes, calling `onWritten` as bytes reach the
 * file (so HEAD reports them while the request is still arriving); the bytes stay when the connection drops.
 * @param {IncomingMessage} req
 * @param {string} file
 * @param {number} room
 * @param {(bytes: number) => void} onWritten
 * @returns {Promise<{ written: number, tooLarge: boolean, aborted: boolean }>}
 */
function appendBody(req, file, room, onWritten) {
  return new Promise((resolve, reject) => {
    const output = createWriteStream(file, { flags: "a" });
    let written = 0;
    let tooLarge = false;
    let aborted = false;
    let ended = false;
    const finish = () => {
      if (ended) return;
      ended = true;
      req.off("data", onData);
      output.end(() => resolve({ written, tooLarge, aborted }));
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      const accepted = chunk.subarray(0, Math.max(0, room - written));
      if (accepted.length > 0) {
        written += accepted.length;
        req.pause();
        output.write(accepted, () => {
          onWritten(accepted.length);
          if (!ended) req.resume();
        });
      }
      if (accepted.length < chunk.length) {
        tooLarge = true;
        drainRequest(req);
        finish();
      }
    };
    output.on("error", reject);
    req.on("data", onData);
    req.on("end", finish);
    req.on("aborted", () => {
      aborted = true;
      finish();
    });
    req.on("close", () => {
      if (!req.complete) aborted = true;
      finish();
    });
    req.on("error", () => {
      aborted = true;
      finish();
    });
  });
}

/**
 * @param {string} file
 * @returns {Promise<string>} the file's MD5, hex
 */
function md5Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash("md5");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}

/**
 * The offset a PATCH says it starts at, once its headers are those of a TUS PATCH.
 * @param {IncomingMessage} req
 */
function patchOffset(req) {
  const contentType = req.headers["content-type"];
  if (contentType !== "application/offset+octet-stream") {
    throw contentType === undefined ? patchContentTypeRequired() : patchContentTypeInvalid();
  }
  const offset = integerHeader(req.headers["upload-offset"]);
  if (offset === null) throw uploadOffsetRequired();
  return offset;
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
