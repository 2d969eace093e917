// @ts-check
/**
 * The TUS 1.0.0 wire format hosted Storage speaks at `/storage/v1/upload/resumable`: the version and
 * extensions it announces, how errors and answers are sent (the status, the message as plain text), and how
 * `Upload-Metadata`, integer headers, a PATCH's offset and an upload's Location are read and written.
 */
import {
  StorageError,
  TusError,
  invalidUploadMetadata,
  patchContentTypeInvalid,
  patchContentTypeRequired,
  uploadOffsetRequired,
} from "./storage-errors.mjs";
import { GLOBAL_FILE_SIZE_LIMIT } from "./model.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

export const TUS_VERSION = "1.0.0";
export const BASE_PATH = "/upload/resumable";

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
export function asTusError(error) {
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
export function send(res, status, headers = {}, body = "") {
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
export function parseMetadata(header) {
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
export function integerHeader(value) {
  return typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {string} id
 */
export function locationOf(req, url, id) {
  const host = req.headers.host ?? url.host;
  return `http://${host}/storage/v1${BASE_PATH}/${id}`;
}

/**
 * The offset a PATCH says it starts at, once its headers are those of a TUS PATCH.
 * @param {IncomingMessage} req
 */
export function patchOffset(req) {
  const contentType = req.headers["content-type"];
  if (contentType !== "application/offset+octet-stream") {
    throw contentType === undefined ? patchContentTypeRequired() : patchContentTypeInvalid();
  }
  const offset = integerHeader(req.headers["upload-offset"]);
  if (offset === null) throw uploadOffsetRequired();
  return offset;
}
