// @ts-check
/**
 * Partial uploads: kept per backend in memory and under the temp directory, found by id, expired after 24 hours
 * (storage-api's default), and appended to as a PATCH's bytes arrive; bytes that arrived before a connection
 * dropped are kept.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { drainRequest } from "../http/http.mjs";
import { uploadExpired, uploadNotFound } from "./storage-errors.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").CallerFailure} CallerFailure
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 * @typedef {import("./object-write.mjs").ObjectWrite} ObjectWrite
 * @typedef {{ id: string, write: ObjectWrite, offset: number, file: string, createdAt: number,
 *   complete: boolean, writer: { req: IncomingMessage, done: Promise<void> } | null }} ResumableUpload
 */

/** storage-api's default for how long an unfinished upload's URL stays valid. */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Unfinished and finished uploads per backend (a finished one still answers HEAD with its full offset). */
const uploadsByBackend = new WeakMap();

/**
 * @param {StorageBackend} backend
 * @returns {Map<string, ResumableUpload>}
 */
export function uploadsOf(backend) {
  let uploads = uploadsByBackend.get(backend);
  if (!uploads) {
    uploads = new Map();
    uploadsByBackend.set(backend, uploads);
  }
  return uploads;
}

/**
 * Drops uploads past their expiry, with their bytes.
 * @param {StorageBackend} backend
 */
export async function expireUploads(backend) {
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
 * @param {StorageBackend} backend
 * @param {string} id
 */
export function findUpload(backend, id) {
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
export function appendBody(req, file, room, onWritten) {
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
export function md5Of(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash("md5");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("end", () => resolve(hash.digest("hex")))
      .on("error", reject);
  });
}
