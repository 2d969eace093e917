// @ts-check
/**
 * A REST request's JSON body, read as PostgREST reads it: the content types it takes, and its size limit.
 */
import { readBody, BodyTooLargeError, drainRequest } from "../http/http.mjs";
import { bodyTooLarge, contentTypeNotSupported } from "./postgrest-errors.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 */

/** Largest JSON body accepted by the REST endpoint (a blog post's HTML is the largest legitimate payload). */
const MAX_REST_BODY_BYTES = 1024 * 1024;

/**
 * @param {IncomingMessage} req
 * @returns {string | null} a problem with the request's Content-Type, or null when it is JSON (or absent)
 */
function unsupportedContentType(req) {
  const contentType = req.headers["content-type"];
  if (!contentType) return null;
  const mediaType = (contentType.split(";")[0] ?? "").trim().toLowerCase();
  return mediaType === "application/json" ? null : mediaType;
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export async function readJsonBody(req) {
  const unsupported = unsupportedContentType(req);
  if (unsupported !== null) {
    drainRequest(req);
    throw contentTypeNotSupported(unsupported);
  }
  try {
    return await readBody(req, MAX_REST_BODY_BYTES);
  } catch (error) {
    drainRequest(req);
    if (error instanceof BodyTooLargeError) {
      throw bodyTooLarge(MAX_REST_BODY_BYTES);
    }
    throw error;
  }
}
