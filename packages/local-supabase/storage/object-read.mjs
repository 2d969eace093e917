// @ts-check
/**
 * Reading objects: their rows (as the caller, or as owner where the URL is the permission), their bytes on disk,
 * and the response with storage-api's headers and byte ranges.
 */
import { readFile } from "node:fs/promises";
import { runInRequestTransaction } from "../db/database.mjs";
import { invalidKey, objectNotFound } from "./storage-errors.mjs";
import { isValidObjectKey, objectFile, requestContext } from "./model.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 */

/**
 * @typedef {{ id: string, name: string, metadata: Record<string, unknown> | null, updated_at: string }} ObjectRow
 */

/**
 * Sends an object's bytes with storage-api's headers.
 * @param {ServerResponse} res
 * @param {IncomingMessage} req
 * @param {URL} url
 * @param {ObjectRow} row
 * @param {Buffer} bytes
 */
export function sendObject(res, req, url, row, bytes) {
  const metadata = row.metadata ?? {};
  const mimeType = typeof metadata.mimetype === "string" ? metadata.mimetype : "application/octet-stream";
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Type": mimeType,
    "Content-Length": String(bytes.length),
    "Cache-Control": typeof metadata.cacheControl === "string" ? metadata.cacheControl : "no-cache",
    "Last-Modified": new Date(row.updated_at).toUTCString(),
    "X-Content-Type-Options": "nosniff",
  };
  if (typeof metadata.eTag === "string") headers.ETag = metadata.eTag;
  const download = url.searchParams.get("download");
  if (download !== null) {
    const fileName = download || row.name.split("/").pop() || "download";
    headers["Content-Disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
  }
  headers["Accept-Ranges"] = "bytes";
  const range = byteRange(req.headers.range, bytes.length);
  if (range === "unsatisfiable") {
    res.writeHead(416, { "Content-Range": `bytes */${bytes.length}` });
    res.end();
    return;
  }
  if (range) {
    const part = bytes.subarray(range.start, range.end + 1);
    headers["Content-Length"] = String(part.length);
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${bytes.length}`;
    res.writeHead(206, headers);
    res.end(req.method === "HEAD" ? undefined : part);
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * One byte range of a `Range` header (`bytes=0-4`, `bytes=10-`, `bytes=-5`), as Storage serves them; null for no
 * header or one this does not read (several ranges, another unit), which gets the whole object.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {{ start: number, end: number } | "unsatisfiable" | null}
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "");
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/**
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 * @returns {Promise<Buffer>}
 */
async function readObjectBytes(backend, bucketId, name) {
  try {
    return await readFile(objectFile(backend.storageRoot, bucketId, name));
  } catch {
    throw objectNotFound();
  }
}

/**
 * Reads an object's row as the caller (RLS decides whether it exists for them) and its bytes.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 * @returns {Promise<{ row: ObjectRow, bytes: Buffer }>}
 */
export function findObjectAs(req, caller, backend, bucketId, name) {
  if (!isValidObjectKey(name)) throw invalidKey(name);
  return backend.queue.run(async () => {
    const row = await runInRequestTransaction(
      backend.db,
      requestContext(caller, req, `/object/${bucketId}/${name}`, true, "storage.object.get"),
      async (tx) => {
        const result = await tx.query(
          `select id, name, metadata, updated_at::text as updated_at
             from storage.objects where bucket_id = $1 and name = $2`,
          [bucketId, name],
        );
        return /** @type {ObjectRow | undefined} */ (result.rows[0]);
      },
    );
    if (!row) throw objectNotFound();
    return { row, bytes: await readObjectBytes(backend, bucketId, name) };
  });
}

/**
 * Reads an object as superuser (public buckets and signed URLs, where the URL itself is the permission).
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 * @returns {Promise<{ row: ObjectRow, bytes: Buffer }>}
 */
export function findObjectAsOwner(backend, bucketId, name) {
  if (!isValidObjectKey(name)) throw invalidKey(name);
  return backend.queue.run(async () => {
    const result = await backend.db.query(
      `select id, name, metadata, updated_at::text as updated_at
         from storage.objects where bucket_id = $1 and name = $2`,
      [bucketId, name],
    );
    const row = /** @type {ObjectRow | undefined} */ (result.rows[0]);
    if (!row) throw objectNotFound();
    return { row, bytes: await readObjectBytes(backend, bucketId, name) };
  });
}
