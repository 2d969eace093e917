// @ts-check
/**
 * Writing and deleting objects. Uploads follow storage-api's order: bucket lookup, body parsing, MIME check, size
 * check, key check, an RLS probe as the caller's role inside a rolled-back transaction, then the write, recorded as
 * superuser.
 */
import { createHash, randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { runInRequestTransaction } from "../db/database.mjs";
import { isDatabaseError } from "../rest/sqlstate.mjs";
import { alreadyExists, invalidKey, policyRefused } from "./storage-errors.mjs";
import { findBucket, isValidObjectKey, objectFile, requestContext } from "./model.mjs";
import { readUpload } from "./request-bodies.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 * @typedef {import("./model.mjs").Bucket} Bucket
 */

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
export async function uploadObject(req, caller, backend, bucketId, name) {
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
 * Deletes the named objects the caller's role may delete (RLS filters the rest silently) and their files.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string[]} names
 */
export function deleteObjects(req, caller, backend, bucketId, names) {
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
