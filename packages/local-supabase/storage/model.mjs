// @ts-check
/**
 * Storage's model: the caller and backend types, object keys and the files that hold their bytes, bucket lookup,
 * MIME rules, and the request scope each database call runs in.
 */
import path from "node:path";
import { bucketNotFound, invalidKey } from "./storage-errors.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("../db/database.mjs").RequestQueue} RequestQueue
 * @typedef {import("../db/database.mjs").ApiRole} ApiRole
 * @typedef {import("../db/database.mjs").RequestContext} RequestContext
 * @typedef {{ role: ApiRole, claims: Record<string, unknown> }} Caller
 * @typedef {{ ok: false, message: string }} CallerFailure
 * @typedef {{ db: PGlite, queue: RequestQueue, storageRoot: string, tempRoot: string, jwtSecret: string,
 *   log: (message: string) => void }} StorageBackend (jwtSecret signs and checks signed URLs)
 * @typedef {{ id: string, public: boolean, file_size_limit: number | null, allowed_mime_types: string[] | null }} Bucket
 * @typedef {{ name: string, id: string, updated_at: unknown, created_at: unknown, last_accessed_at: unknown,
 *   metadata: unknown }} ListedRow
 */

/** Storage's global upload limit (50 MB on the CLI and hosted projects); buckets may only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

const MAX_KEY_LENGTH = 1024;

/** storage-api's isValidKey: ASCII letters, digits and a fixed set of punctuation. */
const VALID_KEY_PATTERN = /^[A-Za-z0-9_/!\-.*'() &$@=;:+,?]+$/;
const VALID_BUCKET_PATTERN = /^[A-Za-z0-9_!\-.*'() &$@=;:+,?]+$/;

/**
 * @param {string} name
 * @returns {boolean} whether storage-api accepts the object key; this API also refuses empty, `.` and `..`
 *   segments, which a file system would interpret
 */
export function isValidObjectKey(name) {
  if (name.length === 0 || name.length > MAX_KEY_LENGTH || !VALID_KEY_PATTERN.test(name)) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/**
 * The file that holds an object's bytes, guaranteed to lie inside the bucket's directory.
 * @param {string} root
 * @param {string} bucketId
 * @param {string} name
 */
export function objectFile(root, bucketId, name) {
  const resolvedRoot = path.resolve(root);
  const bucketDir = path.resolve(resolvedRoot, bucketId);
  const file = path.resolve(bucketDir, name);
  if (path.dirname(bucketDir) !== resolvedRoot || !file.startsWith(bucketDir + path.sep))
    throw invalidKey(name);
  return file;
}

/**
 * @param {string} raw
 * @returns {string}
 */
export function decodePath(raw) {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidKey(raw);
  }
}

/**
 * storage-api's MIME rule: exact `type/subtype` or `type/*`, case-sensitive, parameters not stripped.
 * @param {string} mimeType
 * @param {string[] | null} allowed
 */
export function isMimeTypeAllowed(mimeType, allowed) {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = mimeType.split("/");
  return allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split("/");
    return allowedType === type && (allowedSubtype === "*" || allowedSubtype === subtype);
  });
}

/**
 * @param {Caller} caller
 * @param {IncomingMessage} req
 * @param {string} requestPath
 * @param {boolean} readOnly
 * @param {string} operation
 * @returns {RequestContext}
 */
export function requestContext(caller, req, requestPath, readOnly, operation) {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(", ") : (value ?? ""),
    ]),
  );
  return {
    role: caller.role,
    claims: caller.claims,
    method: req.method ?? "GET",
    path: requestPath,
    headers,
    readOnly,
    // As storage-api's request scope: the operation's name, and permission for the Storage API's own deletes on
    // every request (the database refuses SQL deletes on its tables without it).
    settings: {
      "storage.operation": operation,
      "request.jwt": JSON.stringify(caller.claims),
      "storage.allow_delete_query": "true",
    },
  };
}

/**
 * @param {PGlite} db
 * @param {string} bucketId
 * @returns {Promise<Bucket>}
 */
export async function findBucket(db, bucketId) {
  if (!VALID_BUCKET_PATTERN.test(bucketId)) throw bucketNotFound();
  const result = await db.query(
    `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
       from storage.buckets where id = $1`,
    [bucketId],
  );
  const bucket = /** @type {Bucket | undefined} */ (result.rows[0]);
  if (!bucket) throw bucketNotFound();
  return bucket;
}
