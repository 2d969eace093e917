import { describe, expect, it } from "vitest";

import { imageFileProblem } from "./post-images";

const bytes = (...parts: (number[] | string)[]) =>
  new Blob(
    parts.map((part) => (typeof part === "string" ? new TextEncoder().encode(part) : Uint8Array.from(part))),
  );

describe("a chosen image file", () => {
  it.each([
    ["a PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ["a WebP", bytes("RIFF", [36, 0, 0, 0], "WEBPVP8 ")],
  ])("is %s by its first bytes", async (_kind, file) => {
    expect(await imageFileProblem(file)).toBeNull();
  });

  it.each([
    ["HTML named as a PNG", new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" })],
    ["a RIFF file that is not WebP", bytes("RIFF", [36, 0, 0, 0], "WAVEfmt ")],
    ["an SVG", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: "image/svg+xml" })],
    ["empty", new Blob([])],
  ])("is refused when it is %s", async (_kind, file) => {
    expect(await imageFileProblem(file)).toBe("wrong-type");
  });

  it("is refused over 5 MB, whatever it is", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await imageFileProblem(new Blob([big]))).toBe("too-big");
    expect(await imageFileProblem(new Blob([big.slice(0, 5 * 1024 * 1024)]))).toBeNull();
  });
});
