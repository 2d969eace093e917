// @ts-check
/**
 * Every error the embedded API answers for Storage, in one place, so a handler names the error and never spells
 * one out: Storage's JSON errors (`statusCode` as a string, `error`, `message`; HTTP 400 unless stated, as
 * storage-api answers client errors) and the resumable (TUS) endpoint's, which are plain text with their own
 * status. The PostgREST-shaped errors are in `postgrest-errors.mjs`.
 */

/** The longest object key storage-api accepts, and so the most of a refused key an error repeats. */
const SHOWN_KEY_LENGTH = 1024;

/** @typedef {{ statusCode: string, error: string, message: string }} StorageErrorBody */

/** An error answered as-is, in Storage's format (HTTP 400 with the logical status in the body by default). */
export class StorageError extends Error {
  /**
   * @param {StorageErrorBody} body
   * @param {number} [httpStatus]
   */
  constructor(body, httpStatus = 400) {
    super(body.message);
    this.name = "StorageError";
    this.body = body;
    this.httpStatus = httpStatus;
  }
}

/**
 * @param {string} statusCode
 * @param {string} error
 * @param {string} message
 * @param {number} [httpStatus]
 */
const storageError = (statusCode, error, message, httpStatus) =>
  new StorageError({ statusCode, error, message }, httpStatus);

export const bucketNotFound = () => storageError("404", "Bucket not found", "Bucket not found");

export const objectNotFound = () => storageError("404", "not_found", "Object not found");

/**
 * An object key storage-api refuses, or one with empty, `.` or `..` segments, which this API refuses too.
 * @param {string} name
 */
export const invalidKey = (name) =>
  storageError("400", "InvalidKey", `Invalid key: ${name.slice(0, SHOWN_KEY_LENGTH)}`);

/** A body over the bucket's or the global size limit. */
export const payloadTooLarge = () =>
  storageError("413", "Payload too large", "The object exceeded the maximum allowed size");

/** @param {string} mimeType */
export const mimeTypeNotSupported = (mimeType) =>
  storageError("415", "invalid_mime_type", `mime type ${mimeType} is not supported`);

export const notAJsonObject = () => storageError("400", "Bad Request", "Body is not a valid JSON object");

export const unreadableMultipart = () =>
  storageError("400", "Bad Request", "The multipart body could not be parsed");

export const noFilePart = () => storageError("400", "Bad Request", "The multipart body has no file part");

/** @param {number} maxSeconds */
export const invalidExpiresIn = (maxSeconds) =>
  storageError("400", "Bad Request", `expiresIn must be a number of seconds between 1 and ${maxSeconds}`);

export const invalidPrefixes = () =>
  storageError("400", "Bad Request", "prefixes must be a non-empty array of at most 1000 object names");

/** The storage policy refused the write (42501 from the probe run as the caller). */
export const policyRefused = () =>
  storageError("403", "Unauthorized", "new row violates row-level security policy");

/** The object exists and the upload does not upsert (23505 from the probe). */
export const alreadyExists = () => storageError("409", "Duplicate", "The resource already exists");

/**
 * A request without a usable key, in the words the key check gave.
 * @param {string} message
 */
export const unauthorized = (message) => storageError("403", "Unauthorized", message);

export const missingToken = () => storageError("400", "InvalidJWT", "Missing token");

/**
 * A signed URL whose token does not verify, in the words the verification gave.
 * @param {string} message
 */
export const invalidToken = (message) => storageError("400", "InvalidJWT", message);

/** A signed URL's valid token made for another object. */
export const signatureMismatch = () =>
  storageError("400", "InvalidSignature", "The url do not match the signature");

/**
 * @param {string} method
 * @param {string} storagePath the path after /storage/v1
 */
export const routeNotFound = (method, storagePath) =>
  storageError("404", "Not Found", `Route ${method}:/storage/v1${storagePath.slice(0, 200)} not found`, 404);

/** Anything that went wrong on this side; the details go to the log only. */
export const storageInternalError = () => storageError("500", "internal", "Internal Server Error", 500);

/** A resumable (TUS) endpoint's answer: the status, the message as plain text. */
export class TusError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = "TusError";
    this.status = status;
  }
}

export const invalidUploadMetadata = () => new TusError(400, "Upload-Metadata is invalid");

export const deferredLengthUnsupported = () => new TusError(400, "Upload-Defer-Length is not supported");

export const uploadLengthRequired = () =>
  new TusError(400, "Upload-Length or Upload-Defer-Length header required");

export const objectMetadataRequired = () =>
  new TusError(400, "metadata with bucketName and objectName is required");

export const uploadTooLarge = () => new TusError(413, "Maximum size exceeded");

/** @param {string} mimeType */
export const uploadMimeTypeNotSupported = (mimeType) =>
  new TusError(415, `mime type ${mimeType} is not supported`);

export const uploadNotFound = () => new TusError(404, "The file for this url was not found");

export const uploadExpired = () => new TusError(410, "The file for this url no longer exists");

export const patchContentTypeRequired = () => new TusError(403, "Content-Type header required");

export const patchContentTypeInvalid = () => new TusError(400, "Invalid content-type");

export const uploadOffsetRequired = () => new TusError(403, "Upload-Offset header required");

export const uploadOffsetConflict = () => new TusError(409, "Upload-Offset conflict");

export const uploadAlreadyCompleted = () => new TusError(400, "Cannot terminate an already completed upload");

export const tusRouteNotFound = () => new TusError(404, "Not found");

export const tusInternalError = () => new TusError(500, "Internal Server Error");
