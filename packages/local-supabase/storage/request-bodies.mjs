// @ts-check
/**
 * Request bodies as storage-api reads them: a JSON object of options, or an upload (multipart or raw bytes).
 */
import { BodyTooLargeError, drainRequest, readBody } from "../http/http.mjs";
import {
  mimeTypeNotSupported,
  noFilePart,
  notAJsonObject,
  payloadTooLarge,
  unreadableMultipart,
} from "./storage-errors.mjs";
import { GLOBAL_FILE_SIZE_LIMIT, isMimeTypeAllowed } from "./model.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("./model.mjs").Bucket} Bucket
 */

/** Room for multipart boundaries and form fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJsonObject(req) {
  /** @type {Buffer} */
  let body;
  try {
    body = await readBody(req, MAX_JSON_BODY_BYTES);
  } catch (error) {
    drainRequest(req);
    if (error instanceof BodyTooLargeError) throw payloadTooLarge();
    throw error;
  }
  if (body.length === 0) return {};
  try {
    const parsed = /** @type {unknown} */ (JSON.parse(body.toString("utf8")));
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return /** @type {Record<string, unknown>} */ (parsed);
    }
  } catch {
    // Reported below.
  }
  throw notAJsonObject();
}

/**
 * Parses an upload body as storage-api does: multipart (the first file part; `contentType` and `cacheControl`
 * fields) or raw bytes with the Content-Type and Cache-Control headers.
 * @param {IncomingMessage} req
 * @param {Bucket} bucket
 * @returns {Promise<{ bytes: Buffer, mimeType: string, cacheControl: string }>}
 */
export async function readUpload(req, bucket) {
  const limit = Math.min(GLOBAL_FILE_SIZE_LIMIT, bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT);
  const contentType = req.headers["content-type"] ?? "application/octet-stream";
  const multipart = /^multipart\/form-data\s*;/i.test(contentType);

  if (!multipart) {
    if (!isMimeTypeAllowed(contentType, bucket.allowed_mime_types)) {
      drainRequest(req);
      throw mimeTypeNotSupported(contentType);
    }
  }

  /** @type {Buffer} */
  let body;
  try {
    body = await readBody(req, multipart ? limit + MULTIPART_OVERHEAD_BYTES : limit);
  } catch (error) {
    drainRequest(req);
    if (error instanceof BodyTooLargeError) throw payloadTooLarge();
    throw error;
  }

  if (!multipart) {
    const cacheControl = req.headers["cache-control"];
    return {
      bytes: body,
      mimeType: contentType,
      cacheControl: typeof cacheControl === "string" ? cacheControl : "no-cache",
    };
  }

  /** @type {FormData} */
  let form;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw unreadableMultipart();
  }
  /** @type {File | undefined} */
  let file;
  for (const [, value] of form) {
    if (typeof value !== "string") {
      file = value;
      break;
    }
  }
  if (!file) throw noFilePart();
  const contentTypeField = form.get("contentType");
  const mimeType =
    typeof contentTypeField === "string" && contentTypeField
      ? contentTypeField
      : file.type || "application/octet-stream";
  if (!isMimeTypeAllowed(mimeType, bucket.allowed_mime_types)) {
    throw mimeTypeNotSupported(mimeType);
  }
  if (file.size > limit) throw payloadTooLarge();
  const cacheControlField = form.get("cacheControl");
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    mimeType,
    cacheControl:
      typeof cacheControlField === "string" && cacheControlField
        ? `max-age=${cacheControlField}`
        : "no-cache",
  };
}
