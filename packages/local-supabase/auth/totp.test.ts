/**
 * The authenticator codes against RFC 6238's own test vectors, and the enrolment QR code read back by a decoder, so
 * that an authenticator app that scans it gets the key the server checks against.
 */
import decodeQR from "qr/decode.js";
import { describe, expect, it } from "vitest";

import { base32Decode, base32Encode, otpauthUri, qrCodeSvg, totpCode, verifyTotp } from "./totp.mjs";

/** RFC 6238 appendix B's SHA-1 secret, the ASCII bytes "12345678901234567890", in base32. */
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));

/** Pixels per QR module when the SVG is drawn for the decoder. */
const SCALE = 8;

/**
 * Draws the SVG's path as RGBA pixels, dark on white. The path is made of closed unit squares, each begun by a move
 * (`M x y` absolute, `m dx dy` from the previous square's corner, where a closed square leaves the pen).
 */
function rasterise(svg: string) {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const size = Number(viewBox?.[1]) * SCALE;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  const path = /<path d="([^"]+)"/.exec(svg)?.[1] ?? "";
  let [x, y] = [0, 0];
  for (const [, command, dx, dy] of path.matchAll(/([Mm])\s*(-?\d+)[ ,]?(-?\d+)/g)) {
    [x, y] = command === "M" ? [Number(dx), Number(dy)] : [x + Number(dx), y + Number(dy)];
    for (let row = 0; row < SCALE; row += 1) {
      const offset = ((y * SCALE + row) * size + x * SCALE) * 4;
      data.fill(0, offset, offset + SCALE * 4);
    }
  }
  for (let pixel = 3; pixel < data.length; pixel += 4) data[pixel] = 255;
  return { width: size, height: size, data };
}

describe("TOTP (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it("gives the RFC's codes at the RFC's times", () => {
    const vectors: [number, string][] = [
      [59, "287082"],
      [1111111109, "081804"],
      [1111111111, "050471"],
      [1234567890, "005924"],
      [2000000000, "279037"],
      [20000000000, "353130"],
    ];
    for (const [seconds, code] of vectors) expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it("accepts the code of the step before and after, and nothing further or malformed", () => {
    const now = 1111111111 * 1000;
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 60_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, "", now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, `${totpCode(RFC_SECRET, now)}0`, now)).toBe(false);
  });

  it("round-trips base32 as RFC 4648 writes it", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw6ytboi======").toString()).toBe("foobar");
  });

  it("draws a QR code that decodes to the otpauth URI", () => {
    const uri = otpauthUri({
      issuer: "localhost:5173",
      accountName: "staff@tapsheet.example",
      secret: RFC_SECRET,
    });
    expect(uri).toBe(
      "otpauth://totp/localhost%3A5173:staff%40tapsheet.example?algorithm=SHA1&digits=6&issuer=localhost%3A5173" +
        `&period=30&secret=${RFC_SECRET}`,
    );
    const svg = qrCodeSvg(uri);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(decodeQR(rasterise(svg))).toBe(uri);
  });

  it("draws markup that stays whole as supabase-js makes it an image address: no #, and a size of its own", () => {
    const svg = qrCodeSvg(
      otpauthUri({ issuer: "localhost", accountName: "a@b.example", secret: RFC_SECRET }),
    );
    const address = new URL(`data:image/svg+xml;utf-8,${svg}`);
    expect(address.hash).toBe("");
    // The whole markup, up to its closing tag, is the image's data.
    expect(address.pathname).toMatch(/\/svg(>|%3E)$/);
    expect(svg).toMatch(/^<svg width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('fill="white"');
  });
});
