import { describe, expect, it } from "vitest";

import { imageFileProblem } from "./post-images";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const bytes = (...parts: (number[] | string)[]) =>
  new Blob(
    parts.map((part) => (typeof part === "string" ? new TextEncoder().encode(part) : Uint8Array.from(part))),
  );

describe("a chosen image file", () => {
  it.each([
    ["a PNG", bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR", [0, 0, 4, 0, 0, 0, 3, 0])],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 3, 0, 4, 0, 3])],
    ["a WebP", bytes("RIFF", [36, 0, 0, 0], "WEBPVP8L", [5, 0, 0, 0, 0x2f, 0xff, 0xc3, 0x2f, 0])],
  ])("is %s by its first bytes and the size they declare", async (_kind, file) => {
    expect(await imageFileProblem(file)).toBeNull();
  });

  it("is refused when its header declares more than 40 million pixels, however small the file", async () => {
    const huge = bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR", [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30]);
    expect(huge.size).toBeLessThan(30);
    expect(await imageFileProblem(huge)).toBe("too-many-pixels");
  });

  it.each([
    ["HTML named as a PNG", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" })],
    ["a RIFF file that is not WebP", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt ")],
    ["an SVG", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: "image/svg+xml" })],
    ["a PNG signature with no header after it", bytes(PNG_SIGNATURE)],
    ["empty", new Blob([])],
  ])("is refused when it is %s", async (_kind, file) => {
    expect(await imageFileProblem(file)).toBe("wrong-type");
  });

  it("is refused over 5 MB, whatever it is", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(
      new Uint8Array(
        await bytes(PNG_SIGNATURE, [0, 0, 0, 13], "IHDR", [0, 0, 4, 0, 0, 0, 3, 0]).arrayBuffer(),
      ),
    );
    expect(await imageFileProblem(new Blob([big]))).toBe("too-big");
    expect(await imageFileProblem(new Blob([big.slice(0, 5 * 1024 * 1024)]))).toBeNull();
  });
});
