// @ts-check
/**
 * Signed URLs: a token that lets its holder download one object until it expires.
 */
import { signJwt, verifyJwt } from "../keys/jwt.mjs";
import { invalidExpiresIn, invalidToken, missingToken, signatureMismatch } from "./storage-errors.mjs";
import { readJsonObject } from "./request-bodies.mjs";
import { findObjectAs } from "./object-read.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("./model.mjs").Caller} Caller
 * @typedef {import("./model.mjs").StorageBackend} StorageBackend
 */

const MAX_SIGNED_URL_SECONDS = 365 * 24 * 60 * 60;

/**
 * `POST /object/sign/<bucket>/<name>` with `{ expiresIn }`: a URL that lets its holder download the object until
 * it expires; the caller must be able to see the object.
 * @param {IncomingMessage} req
 * @param {Caller} caller
 * @param {StorageBackend} backend
 * @param {string} bucketId
 * @param {string} name
 */
export async function createSignedUrl(req, caller, backend, bucketId, name) {
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
    backend.jwtSecret,
  );
  return { signedURL: `/object/sign/${bucketId}/${name}?token=${token}` };
}

/**
 * Verifies a signed URL's token for this object.
 * @param {URL} url
 * @param {string} bucketId
 * @param {string} name
 * @param {StorageBackend} backend
 */
export async function checkSignedUrl(url, bucketId, name, backend) {
  const token = url.searchParams.get("token");
  if (!token) throw missingToken();
  const verified = await verifyJwt(token, backend.jwtSecret);
  if (!verified.ok) throw invalidToken(verified.message);
  if (verified.claims.url !== `${bucketId}/${name}`) {
    throw signatureMismatch();
  }
}
