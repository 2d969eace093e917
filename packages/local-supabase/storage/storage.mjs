// @ts-check
/**
 * The subset of the Supabase Storage API the site and its tests use. Object rows live in PGlite's
 * storage.objects (so RLS policies decide who may do what, as on Supabase); the bytes live on disk under
 * `<root>/<bucket>/<object name>`. This file routes each request under `/storage/v1` to its handler and answers
 * failures in Storage's shape.
 */
import { drainRequest, sendJson, sendStorageError } from "../http/http.mjs";
import {
  StorageError,
  bucketNotFound,
  invalidKey,
  invalidPrefixes,
  objectNotFound,
  routeNotFound,
  storageInternalError,
  unauthorized,
} from "./storage-errors.mjs";
import { decodePath, findBucket, isValidObjectKey } from "./model.mjs";
import { readJsonObject } from "./request-bodies.mjs";
import { deleteObjects, uploadObject } from "./object-write.mjs";
import { findObjectAs, findObjectAsOwner, sendObject } from "./object-read.mjs";
import { listObjects, readBuckets } from "./listing.mjs";
import { checkSignedUrl, createSignedUrl } from "./signed-urls.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").CallerFailure} CallerFailure
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 */

/**
 * Answers one request under `/storage/v1`.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {string} storagePath the path after /storage/v1, still percent-encoded
 * @param {Caller | CallerFailure} caller the verified caller, or why their token was refused
 * @param {StorageBackend} backend
 */
export async function handleStorage(req, res, url, storagePath, caller, backend) {
  try {
    await routeStorage(req, res, url, storagePath, caller, backend);
  } catch (error) {
    if (error instanceof StorageError) {
      if (!res.headersSent) sendStorageError(res, error.body, error.httpStatus);
      return;
    }
    backend.log(
      `Storage ${req.method} ${url.pathname} failed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    if (!res.headersSent) {
      const failure = storageInternalError();
      sendStorageError(res, failure.body, failure.httpStatus);
    } else {
      res.destroy();
    }
  }
}

/**
 * @param {Caller | CallerFailure} caller
 * @returns {Caller}
 */
export function requireCaller(caller) {
  if ("ok" in caller) throw unauthorized(caller.message);
  return caller;
}

/**
 * @param {string} rest e.g. "resumes/123-cv.pdf"
 * @returns {{ bucketId: string, name: string }}
 */
function splitBucketPath(rest) {
  const slash = rest.indexOf("/");
  if (slash === -1) return { bucketId: decodePath(rest), name: "" };
  return { bucketId: decodePath(rest.slice(0, slash)), name: decodePath(rest.slice(slash + 1)) };
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @param {string} storagePath
 * @param {Caller | CallerFailure} caller
 * @param {StorageBackend} backend
 */
async function routeStorage(req, res, url, storagePath, caller, backend) {
  const method = req.method ?? "GET";
  const isGet = method === "GET" || method === "HEAD";

  if (storagePath.startsWith("/object/public/") && isGet) {
    const { bucketId, name } = splitBucketPath(storagePath.slice("/object/public/".length));
    const bucket = await backend.queue.run(() => findBucket(backend.db, bucketId).catch(() => null));
    if (!bucket?.public) throw objectNotFound();
    const { row, bytes } = await findObjectAsOwner(backend, bucket.id, name);
    sendObject(res, req, url, row, bytes);
    return;
  }

  if (storagePath.startsWith("/object/sign/")) {
    const { bucketId, name } = splitBucketPath(storagePath.slice("/object/sign/".length));
    if (isGet) {
      await checkSignedUrl(url, bucketId, name, backend);
      const { row, bytes } = await findObjectAsOwner(backend, bucketId, name);
      sendObject(res, req, url, row, bytes);
      return;
    }
    if (method === "POST") {
      sendJson(res, 200, await createSignedUrl(req, requireCaller(caller), backend, bucketId, name));
      return;
    }
  }

  if (storagePath.startsWith("/object/list/") && method === "POST") {
    const { bucketId } = splitBucketPath(storagePath.slice("/object/list/".length));
    sendJson(res, 200, await listObjects(req, requireCaller(caller), backend, bucketId));
    return;
  }

  if (storagePath.startsWith("/object/authenticated/") && isGet) {
    const { bucketId, name } = splitBucketPath(storagePath.slice("/object/authenticated/".length));
    const { row, bytes } = await findObjectAs(req, requireCaller(caller), backend, bucketId, name);
    sendObject(res, req, url, row, bytes);
    return;
  }

  if (storagePath.startsWith("/object/")) {
    const { bucketId, name } = splitBucketPath(storagePath.slice("/object/".length));
    if (method === "POST" || method === "PUT") {
      sendJson(res, 200, await uploadObject(req, requireCaller(caller), backend, bucketId, name));
      return;
    }
    if (isGet) {
      const { row, bytes } = await findObjectAs(req, requireCaller(caller), backend, bucketId, name);
      sendObject(res, req, url, row, bytes);
      return;
    }
    if (method === "DELETE") {
      const verified = requireCaller(caller);
      if (name === "") {
        const { prefixes } = await readJsonObject(req);
        if (
          !Array.isArray(prefixes) ||
          prefixes.length === 0 ||
          prefixes.length > 1000 ||
          !prefixes.every((item) => typeof item === "string")
        ) {
          throw invalidPrefixes();
        }
        sendJson(
          res,
          200,
          await deleteObjects(req, verified, backend, bucketId, /** @type {string[]} */ (prefixes)),
        );
        return;
      }
      if (!isValidObjectKey(name)) throw invalidKey(name);
      const deleted = await deleteObjects(req, verified, backend, bucketId, [name]);
      if (deleted.length === 0) throw objectNotFound();
      sendJson(res, 200, { message: "Successfully deleted" });
      return;
    }
  }

  if ((storagePath === "/bucket" || storagePath === "/bucket/") && isGet) {
    sendJson(res, 200, await readBuckets(req, requireCaller(caller), backend, null));
    return;
  }
  if (storagePath.startsWith("/bucket/") && isGet) {
    const buckets = await readBuckets(
      req,
      requireCaller(caller),
      backend,
      decodePath(storagePath.slice("/bucket/".length)),
    );
    if (buckets.length === 0) throw bucketNotFound();
    sendJson(res, 200, buckets[0]);
    return;
  }

  drainRequest(req);
  throw routeNotFound(method, storagePath);
}
