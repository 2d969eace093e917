// @ts-check
/**
 * Listing: the objects and "folders" under a prefix, and the buckets, as the caller sees them.
 */
import { runInRequestTransaction } from "../db/database.mjs";
import { requestContext } from "./model.mjs";
import { readJsonObject } from "./request-bodies.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 * @typedef {import("./model.mjs").ListedRow} ListedRow
 */

/**
 * `POST /object/list/<bucket>` with `{ prefix, limit, offset, sortBy, search }`: the objects and "folders"
 * directly under the prefix that the caller may see.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 */
export async function listObjects(req, caller, backend, bucketId) {
  const options = await readJsonObject(req);
  const rawPrefix = typeof options.prefix === "string" ? options.prefix : "";
  const prefix = rawPrefix === "" || rawPrefix.endsWith("/") ? rawPrefix : `${rawPrefix}/`;
  const limit =
    typeof options.limit === "number" && options.limit > 0 ? Math.min(Math.floor(options.limit), 1000) : 100;
  const offset = typeof options.offset === "number" && options.offset > 0 ? Math.floor(options.offset) : 0;
  const search = typeof options.search === "string" ? options.search.toLowerCase() : "";
  const sortBy = /** @type {{ column?: unknown, order?: unknown }} */ (
    typeof options.sortBy === "object" && options.sortBy !== null ? options.sortBy : {}
  );
  const sortColumn = ["name", "updated_at", "created_at", "last_accessed_at"].includes(String(sortBy.column))
    ? String(sortBy.column)
    : "name";
  const descending = String(sortBy.order).toLowerCase() === "desc";

  const rows = await backend.queue.run(() =>
    runInRequestTransaction(
      backend.db,
      requestContext(caller, req, `/object/list/${bucketId}`, true, "storage.object.list"),
      async (tx) => {
        const result = await tx.query(
          `select name, id, updated_at, created_at, last_accessed_at, metadata
             from storage.objects
            where bucket_id = $1 and left(name, char_length($2)) = $2`,
          [bucketId, prefix],
        );
        return /** @type {ListedRow[]} */ (result.rows);
      },
    ),
  );

  /** @type {Map<string, Record<string, unknown>>} */
  const entries = new Map();
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const slash = rest.indexOf("/");
    const entryName = slash === -1 ? rest : rest.slice(0, slash);
    if (search && !entryName.toLowerCase().includes(search)) continue;
    if (slash === -1) {
      entries.set(entryName, { ...row, name: entryName });
    } else if (!entries.has(entryName)) {
      entries.set(entryName, {
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  const sorted = [...entries.values()].sort((left, right) => {
    const a = String(left[sortColumn] ?? "");
    const b = String(right[sortColumn] ?? "");
    return (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1);
  });
  return sorted.slice(offset, offset + limit);
}

/**
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string | null} bucketId null to list every bucket
 */
export function readBuckets(req, caller, backend, bucketId) {
  return backend.queue.run(() =>
    runInRequestTransaction(
      backend.db,
      requestContext(caller, req, bucketId ? `/bucket/${bucketId}` : "/bucket", true, "storage.bucket.list"),
      async (tx) => {
        const result = await tx.query(
          `select id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types,
                  created_at, updated_at
             from storage.buckets
            where $1::text is null or id = $1
            order by id`,
          [bucketId],
        );
        return result.rows;
      },
    ),
  );
}
