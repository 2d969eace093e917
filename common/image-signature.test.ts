/**
 * A post's image by its bytes: the type its signature names and the size its header declares, which is what the
 * desk, the post-image function and the build's card renderer hold to at most MAX_IMAGE_PIXELS before any decoder
 * allocates for it.
 */
import { describe, expect, it } from "vitest";

import { checkImage, imageSizeOf, MAX_IMAGE_PIXELS } from "./image-signature";

const base64 = (text: string) => Uint8Array.from(Buffer.from(text, "base64"));

/** A 3×2 image as Chromium's canvas encodes it (the JPEG and the WebP with an ICC profile before the frame). */
const CHROMIUM = {
  png: base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAHklEQVR4AWI6Y2z83zjtzH8QzcQABDPPpgNJBgYAAAAA///SI1e2AAAABklEQVQDAI9MCJhM1SjZAAAAAElFTkSuQmCC",
  ),
  jpeg: base64(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgj/xAAbEQAABwEAAAAAAAAAAAAAAAAAAQIDM3GxBP/aAAwDAQACEQMRAD8AlgAC/Muz0WDywN0WD//Z",
  ),
  webp: base64(
    "UklGRiYCAABXRUJQVlA4WAoAAAAgAAAAAgAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggOAAAALABAJ0BKgMAAgABQCYlqAJ0ugAEZoAA/u7/n+Z7pj2LXfR2PRb/9mJNfuL/sHH/TEmv3F+2QAAA",
  ),
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const be32 = (value: number) => [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const ascii = (text: string) => [...Buffer.from(text, "latin1")];

/** A PNG's signature and IHDR chunk declaring this size (no pixels: a decoder reads this much before allocating). */
const pngHeader = (width: number, height: number) =>
  Uint8Array.from([
    ...PNG_SIGNATURE,
    ...be32(13),
    ...ascii("IHDR"),
    ...be32(width),
    ...be32(height),
    8,
    6,
    0,
    0,
    0,
  ]);

/** A JPEG's start, an APP1 segment of `app1` bytes, and a start-of-frame segment of this marker and size. */
const jpegHeader = (width: number, height: number, { sof = 0xc0, app1 = 40 } = {}) =>
  Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe1, (app1 + 2) >> 8, (app1 + 2) & 0xff, ...new Array<number>(app1).fill(0x45)],
    ...[0xff, sof, 0, 17, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3],
    ...[0xff, 0xda],
  ]);

/** A RIFF WebP container whose first chunk is `chunk` with these bytes. */
const webp = (chunk: string, data: number[]) =>
  Uint8Array.from([
    ...ascii("RIFF"),
    0,
    0,
    0,
    0,
    ...ascii("WEBP"),
    ...ascii(chunk),
    data.length,
    0,
    0,
    0,
    ...data,
  ]);
/** Lossy: a frame tag, the start code, then width and height in 14 bits each. */
const vp8 = (width: number, height: number) =>
  webp("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, width & 0xff, width >> 8, height & 0xff, height >> 8]);
/** Lossless: the signature byte, then width − 1 and height − 1 packed in 14 bits each. */
const vp8l = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return webp("VP8L", [0x2f, bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, bits >>> 24]);
};

describe("imageSizeOf", () => {
  it("reads the size of images as a browser's encoder writes them", () => {
    for (const bytes of Object.values(CHROMIUM)) expect(imageSizeOf(bytes)).toEqual({ width: 3, height: 2 });
  });

  it.each([
    ["a PNG", pngHeader(4000, 3000)],
    ["a baseline JPEG after an APP1 segment", jpegHeader(4000, 3000, { app1: 300 })],
    ["a progressive JPEG", jpegHeader(4000, 3000, { sof: 0xc2 })],
    ["a lossy WebP", vp8(4000, 3000)],
    ["a lossless WebP", vp8l(4000, 3000)],
  ])("reads %s's header", (_, bytes) => {
    expect(imageSizeOf(bytes)).toEqual({ width: 4000, height: 3000 });
  });

  it("reads no size from a cut-short header, a signature alone or another type", () => {
    expect(imageSizeOf(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSizeOf(Uint8Array.from(PNG_SIGNATURE))).toBeNull();
    expect(imageSizeOf(jpegHeader(10, 10).subarray(0, 50))).toBeNull();
    expect(imageSizeOf(vp8(10, 10).subarray(0, 28))).toBeNull();
    expect(imageSizeOf(new TextEncoder().encode("<svg width='99999' height='99999'/>"))).toBeNull();
  });

  it("reads no size from a JPEG whose scan starts before any frame, or an image of no pixels", () => {
    expect(imageSizeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]))).toBeNull();
    expect(imageSizeOf(pngHeader(0, 10))).toBeNull();
  });
});

describe("checkImage", () => {
  it("admits an image up to the pixel limit", () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    expect(checkImage(pngHeader(8000, 5000))).toEqual({ problem: null, type: "image/png" });
    expect(checkImage(CHROMIUM.jpeg)).toEqual({ problem: null, type: "image/jpeg" });
  });

  it("refuses a few bytes that declare a billion pixels, in any of the three types", () => {
    for (const bytes of [
      pngHeader(8000, 5001),
      jpegHeader(40000, 25000),
      vp8l(16000, 16000),
      vp8(16383, 16383),
    ])
      expect(checkImage(bytes).problem).toBe("too-many-pixels");
  });

  it("calls bytes whose size cannot be read the wrong type", () => {
    expect(checkImage(Uint8Array.from(PNG_SIGNATURE)).problem).toBe("wrong-type");
    expect(checkImage(new TextEncoder().encode("%PDF-1.7")).problem).toBe("wrong-type");
  });
});
