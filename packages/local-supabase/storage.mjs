// @ts-check
/**
 * The subset of the Supabase Storage API the site and its tests use. Object rows live in PGlite's
 * storage.objects (so RLS policies decide who may do what, as on Supabase); the bytes live on disk under
 * `<root>/<bucket>/<object name>`. Uploads follow storage-api's order: bucket lookup, body parsing, MIME check,
 * size check, key check, an RLS probe as the caller's role inside a rolled-back transaction, then the write,
 * recorded as superuser.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { runInRequestTransaction } from "./database.mjs";
import { BodyTooLargeError, drainRequest, readBody, sendJson, sendStorageError } from "./http.mjs";
import { JWT_SECRET } from "./keys.mjs";
import { signJwt, verifyJwt } from "./jwt.mjs";
import { isDatabaseError } from "./sqlstate.mjs";
import {
  StorageError,
  alreadyExists,
  bucketNotFound,
  invalidExpiresIn,
  invalidKey,
  invalidPrefixes,
  invalidToken,
  mimeTypeNotSupported,
  missingToken,
  noFilePart,
  notAJsonObject,
  objectNotFound,
  payloadTooLarge,
  policyRefused,
  routeNotFound,
  signatureMismatch,
  storageInternalError,
  unauthorized,
  unreadableMultipart,
} from "./storage-errors.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {import("./database.mjs").RequestQueue} RequestQueue
 * @typedef {import("./database.mjs").ApiRole} ApiRole
 * @typedef {import("./database.mjs").RequestContext} RequestContext
 * @typedef {{ role: ApiRole, claims: Record<string, unknown> }} Caller
 * @typedef {{ ok: false, message: string }} CallerFailure
 * @typedef {{ db: PGlite, queue: RequestQueue, storageRoot: string, tempRoot: string,
 *   log: (message: string) => void }} StorageBackend
 * @typedef {{ id: string, public: boolean, file_size_limit: number | null, allowed_mime_types: string[] | null }} Bucket
 * @typedef {{ name: string, id: string, updated_at: unknown, created_at: unknown, last_accessed_at: unknown,
 *   metadata: unknown }} ListedRow
 */

/** Storage's global upload limit (50 MB on the CLI and hosted projects); buckets may only lower it. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for multipart boundaries and form fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_JSON_BODY_BYTES = 1024 * 1024;
const MAX_KEY_LENGTH = 1024;
const MAX_SIGNED_URL_SECONDS = 365 * 24 * 60 * 60;
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
function decodePath(raw) {
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
function requestContext(caller, req, requestPath, readOnly, operation) {
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

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Record<string, unknown>>}
 */
async function readJsonObject(req) {
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
async function readUpload(req, bucket) {
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

/**
 * Maps the RLS probe's database error to Storage's answer.
 * @param {unknown} error
 * @returns {never}
 */
function rethrowProbeError(error) {
  if (isDatabaseError(error)) {
    if (error.code === "42501") {
      throw policyRefused();
    }
    if (error.code === "23505") {
      throw alreadyExists();
    }
  }
  throw error;
}

/**
 * @typedef {{ bucket: Bucket, name: string, upsert: boolean, mimeType: string | null, cacheControl: string,
 *   size: number }} ObjectWrite (a null mimeType: a resumable upload that named none)
 */

/**
 * The RLS probe: the caller's role must be allowed to insert (and, for upserts, to select and update) the
 * object's row, with the metadata Storage gives policies (`mimetype`, `contentLength`). Run inside a rolled-back
 * transaction; must be called within the backend's queue.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {ObjectWrite} write
 */
export async function probeObjectWrite(req, caller, backend, write) {
  const probeMetadata = JSON.stringify({ mimetype: write.mimeType ?? undefined, contentLength: write.size });
  try {
    await runInRequestTransaction(
      backend.db,
      requestContext(caller, req, `/object/${write.bucket.id}/${write.name}`, false, "storage.object.upload"),
      async (tx) => {
        await tx.query(objectInsertSql(write.upsert), [...objectRowValues(caller, write), probeMetadata]);
        await tx.rollback();
      },
    );
  } catch (error) {
    rethrowProbeError(error);
  }
}

/** @param {boolean} upsert */
function objectInsertSql(upsert) {
  const insert = `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata, user_metadata)
                  values ($1, $2, $3, $4, $5, $6::jsonb, null)`;
  const upsertClause = ` on conflict (bucket_id, name) do update
                           set owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
                               metadata = excluded.metadata, updated_at = now(), last_accessed_at = now()`;
  return upsert ? `${insert}${upsertClause}` : insert;
}

/**
 * @param {Caller} caller
 * @param {ObjectWrite} write
 */
function objectRowValues(caller, write) {
  const owner = typeof caller.claims.sub === "string" ? caller.claims.sub : null;
  const ownerUuid =
    owner && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(owner) ? owner : null;
  return [write.bucket.id, write.name, ownerUuid, owner, randomUUID()];
}

/**
 * Checks the caller may write the object (the RLS probe), then records its row (as superuser, as storage-api
 * does) and moves `sourceFile`, which holds exactly its bytes, into place, in one step: the object exists, with
 * its bytes, or not at all. Must be called within the backend's queue.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {ObjectWrite} write
 * @param {string} sourceFile
 * @param {string} md5 the bytes' MD5, hex
 * @returns {Promise<{ Id: string, Key: string }>}
 */
export async function commitObject(req, caller, backend, write, sourceFile, md5) {
  const file = objectFile(backend.storageRoot, write.bucket.id, write.name);
  await probeObjectWrite(req, caller, backend, write);
  const metadata = JSON.stringify({
    eTag: `"${md5}"`,
    size: write.size,
    mimetype: write.mimeType ?? "application/octet-stream",
    cacheControl: write.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: write.size,
    httpStatusCode: 200,
  });
  try {
    const id = await backend.db.transaction(async (tx) => {
      const result = await tx.query(`${objectInsertSql(write.upsert)} returning id`, [
        ...objectRowValues(caller, write),
        metadata,
      ]);
      await mkdir(path.dirname(file), { recursive: true });
      await rename(sourceFile, file);
      return /** @type {{ id: string }} */ (result.rows[0]).id;
    });
    return { Id: id, Key: `${write.bucket.id}/${write.name}` };
  } catch (error) {
    const code = /** @type {{ code?: unknown }} */ (error).code;
    if (code === "ENOTDIR" || code === "EISDIR" || code === "EEXIST") throw invalidKey(write.name);
    return rethrowProbeError(error);
  }
}

/**
 * POST (create; `x-upsert: true` replaces) or PUT (replace) `/object/<bucket>/<name>`.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 */
async function uploadObject(req, caller, backend, bucketId, name) {
  const upsert = req.method === "PUT" || String(req.headers["x-upsert"]).toLowerCase() === "true";
  const bucket = await backend.queue.run(() => findBucket(backend.db, bucketId));
  const upload = await readUpload(req, bucket);
  if (!isValidObjectKey(name)) throw invalidKey(name);
  /** @type {ObjectWrite} */
  const write = {
    bucket,
    name,
    upsert,
    mimeType: upload.mimeType,
    cacheControl: upload.cacheControl,
    size: upload.bytes.length,
  };

  return backend.queue.run(async () => {
    await mkdir(backend.tempRoot, { recursive: true });
    const temporary = path.join(backend.tempRoot, randomUUID());
    await writeFile(temporary, upload.bytes);
    try {
      return await commitObject(
        req,
        caller,
        backend,
        write,
        temporary,
        createHash("md5").update(upload.bytes).digest("hex"),
      );
    } finally {
      await rm(temporary, { force: true });
    }
  });
}

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
function sendObject(res, req, url, row, bytes) {
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
function findObjectAs(req, caller, backend, bucketId, name) {
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
function findObjectAsOwner(backend, bucketId, name) {
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

/**
 * `POST /object/list/<bucket>` with `{ prefix, limit, offset, sortBy, search }`: the objects and "folders"
 * directly under the prefix that the caller may see.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 */
async function listObjects(req, caller, backend, bucketId) {
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
 * Deletes the named objects the caller's role may delete (RLS filters the rest silently) and their files.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string[]} names
 */
function deleteObjects(req, caller, backend, bucketId, names) {
  return backend.queue.run(() =>
    runInRequestTransaction(
      backend.db,
      requestContext(caller, req, `/object/${bucketId}`, false, "storage.object.delete"),
      async (tx) => {
        const result = await tx.query(
          `delete from storage.objects
            where bucket_id = $1 and name in (select json_array_elements_text($2::json))
        returning bucket_id, name, id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata`,
          [bucketId, JSON.stringify(names)],
        );
        const deleted = /** @type {{ name: string }[]} */ (result.rows);
        for (const row of deleted) {
          if (isValidObjectKey(row.name))
            await rm(objectFile(backend.storageRoot, bucketId, row.name), { force: true });
        }
        return deleted;
      },
    ),
  );
}

/**
 * `POST /object/sign/<bucket>/<name>` with `{ expiresIn }`: a URL that lets its holder download the object until
 * it expires; the caller must be able to see the object.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 */
async function createSignedUrl(req, caller, backend, bucketId, name) {
  const { expiresIn } = await readJsonObject(req);
  if (
    typeof expiresIn !== "number" ||
    !Number.isFinite(expiresIn) ||
    expiresIn < 1 ||
    expiresIn > MAX_SIGNED_URL_SECONDS
  ) {
    throw invalidExpiresIn(MAX_SIGNED_URL_SECONDS);
  }
  await findObjectAs(req, caller, backend, bucketId, name);
  const issuedAt = Math.floor(Date.now() / 1000);
  const token = await signJwt(
    { url: `${bucketId}/${name}`, iat: issuedAt, exp: issuedAt + Math.floor(expiresIn) },
    JWT_SECRET,
  );
  return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` };
}

/**
 * Verifies a signed URL's token for this object.
 * @param {URL} url
 * @param {string} bucketId
 * @param {string} name
 */
async function checkSignedUrl(url, bucketId, name) {
  const token = url.searchParams.get("token");
  if (!token) throw missingToken();
  const verified = await verifyJwt(token, JWT_SECRET);
  if (!verified.ok) throw invalidToken(verified.message);
  if (verified.claims.url !== `${bucketId}/${name}`) {
    throw signatureMismatch();
  }
}

/**
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string | null} bucketId null to list every bucket
 */
function readBuckets(req, caller, backend, bucketId) {
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
      await checkSignedUrl(url, bucketId, name);
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
