import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Decodes a key as an authenticator app reads it typed in: the spaces between its groups are ignored. */
function base32Decode(text: string): Buffer {
  let bits = "";
  for (const character of text.replace(/\s/g, "").replace(/=+$/, "").toUpperCase()) {
    const value = BASE32.indexOf(character);
    if (value === -1) throw new Error(`Not base32: ${character}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 6-digit code an authenticator app shows for `secret` at `time` (RFC 6238: HMAC-SHA1, 30-second steps). */
export function totp(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}
