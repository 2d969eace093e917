// What an image is by its first bytes, not by the name or type its sender gives it: PNG, JPEG or WebP, and how many
// pixels its header declares. The desk checks a chosen file with it before uploading; the post-image Edge Function
// checks the bytes it receives again; the build checks an image before its card renderer draws it.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = "image/png" | "image/jpeg" | "image/webp";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, expected: number[], offset = 0): boolean {
  return expected.every((value, index) => bytes[offset + index] === value);
}

/** The image type the bytes carry the signature of, or null when they are none of the three. */
function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

/**
 * The most pixels a post's image may have. Every reader's browser, and the build's card renderer, decodes an image
 * whole at 4 bytes a pixel, whatever its file size: a few megabytes of PNG can hold a billion pixels. Forty million
 * (160 MB decoded) admit a 40-megapixel camera's photo; anything larger is refused before it is stored or drawn.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ImageSize {
  width: number;
  height: number;
}

const be16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 0x10000 + be16(bytes, at + 2);
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** A JPEG's frame size, from its first start-of-frame segment (any of the SOFn markers). */
function jpegSize(bytes: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a segment: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before any frame: no size.
    if (marker === 0xda || marker === 0xd9) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      return { width: be16(bytes, at + 7), height: be16(bytes, at + 5) };
    }
    at += 2 + be16(bytes, at + 2);
  }
  return null;
}

/** A WebP's canvas size, from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 " && bytes.length >= 30) {
    return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  }
  if (chunk === "VP8L" && bytes.length >= 25) {
    const bits =
      (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X" && bytes.length >= 30) {
    return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  }
  return null;
}

/** The size the header of an image of this type declares; null when it is cut short, malformed or of no pixels. */
function declaredSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const size =
    type === "image/png"
      ? ascii(bytes, 12, 4) === "IHDR" && bytes.length >= 24
        ? { width: be32(bytes, 16), height: be32(bytes, 20) }
        : null
      : type === "image/jpeg"
        ? jpegSize(bytes)
        : webpSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The width and height the image's header declares, as a decoder reads them before it allocates anything; null when
 * the bytes are none of the three types or their header is cut short or malformed.
 */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const type = imageTypeOf(bytes);
  return type && declaredSize(bytes, type);
}

/**
 * Whether bytes may be a post's image: their type when they may; else why not (none of the three types, a header
 * that declares no size, or more than MAX_IMAGE_PIXELS).
 */
export type ImageCheck = { problem: null; type: ImageType } | { problem: "wrong-type" | "too-many-pixels" };

/** Reads the signature and the header once, for every place that admits a post's image. */
export function checkImage(bytes: Uint8Array): ImageCheck {
  const type = imageTypeOf(bytes);
  const size = type && declaredSize(bytes, type);
  if (!type || !size) return { problem: "wrong-type" };
  return size.width * size.height > MAX_IMAGE_PIXELS
    ? { problem: "too-many-pixels" }
    : { problem: null, type };
}

/** How the pixel limit is said to people: "40 million pixels". */
export const MAX_IMAGE_PIXELS_WORDS = `${MAX_IMAGE_PIXELS / 1_000_000} million pixels`;
