// @ts-check
/**
 * Who may reach the embedded API. On loopback it uses the Supabase CLI's public demo secret and keys (keys.mjs),
 * which protect nothing; it listens on any other address only when allowed, and then signs and accepts only a JWT
 * secret and keys generated for its data directory, and CORS names the site's origin instead of `*`.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";

import { isLoopback } from "../http/client-address.mjs";
import { signJwt } from "../keys/jwt.mjs";
import { DEMO_KEYS, JWT_SECRET } from "../keys/keys.mjs";

/** @typedef {import("../keys/keys.mjs").KeySet} KeySet */

/**
 * Refuses, saying why and what to set, to listen on `host` when it is not loopback (127.0.0.0/8, ::1, localhost)
 * and remote listening is not allowed.
 * @param {string} host
 * @param {boolean} allowRemote
 */
export function checkListenHost(host, allowRemote) {
  const plain = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (allowRemote || plain.toLowerCase() === "localhost" || isLoopback(plain)) return;
  throw new Error(
    `HOST=${host} would let other machines reach this API, and without ALLOW_REMOTE=1 it uses the Supabase ` +
      "CLI's public demo JWT secret and service key, which anyone can use to read and change everything. Listen " +
      "on 127.0.0.1 (unset HOST), or set ALLOW_REMOTE=1 (option allowRemote) to use keys generated for the data " +
      "directory, and SITE_URL to the site's address, the one origin CORS then allows.",
  );
}

/**
 * The origin CORS names: `*` on loopback, else the site's.
 * @param {string} siteUrl
 * @param {boolean} allowRemote
 */
export function corsOrigin(siteUrl, allowRemote) {
  if (!allowRemote) return "*";
  const origin = URL.canParse(siteUrl) ? new URL(siteUrl).origin : "null";
  if (origin === "null") throw new Error(`SITE_URL must be the site's http(s) address, got "${siteUrl}"`);
  return origin;
}

/** Where a data directory keeps its own keys, readable by its owner only. */
export const KEYS_FILE = "keys.json";
/** Lifetime of the generated anon and service-role keys (the CLI's demo keys run about ten years too). */
const KEY_SECONDS = 10 * 365 * 24 * 60 * 60;
const KEY_NAMES = /** @type {const} */ ([
  "jwtSecret",
  "anonKey",
  "serviceRoleKey",
  "publishableKey",
  "secretKey",
]);

/**
 * @param {Omit<KeySet, "opaque">} keys
 * @returns {KeySet}
 */
const withOpaque = (keys) =>
  Object.freeze({
    ...keys,
    opaque: Object.freeze({ [keys.publishableKey]: keys.anonKey, [keys.secretKey]: keys.serviceRoleKey }),
  });

/** A new random JWT secret, the anon and service-role JWTs signed with it, and opaque keys for them. */
async function generateKeys() {
  const jwtSecret = randomBytes(48).toString("base64url");
  const iat = Math.floor(Date.now() / 1000);
  /** @param {string} role */
  const sign = (role) => signJwt({ iss: "tapsheet-local", role, iat, exp: iat + KEY_SECONDS }, jwtSecret);
  return {
    jwtSecret,
    anonKey: await sign("anon"),
    serviceRoleKey: await sign("service_role"),
    publishableKey: `sb_publishable_${randomBytes(18).toString("base64url")}`,
    secretKey: `sb_secret_${randomBytes(18).toString("base64url")}`,
  };
}

/**
 * The keys stored in `file`, made owner-only if they were not.
 * @param {string} file
 * @returns {Promise<KeySet>}
 */
async function readKeys(file) {
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  /** @type {unknown} */
  let stored;
  try {
    stored = JSON.parse(await readFile(file, "utf8"));
  } catch {
    stored = undefined;
  }
  const keys = /** @type {Record<string, unknown>} */ (stored ?? {});
  const valid =
    KEY_NAMES.every((name) => typeof keys[name] === "string" && keys[name] !== "") &&
    String(keys.jwtSecret).length >= 32 &&
    keys.jwtSecret !== JWT_SECRET;
  if (!valid) {
    throw new Error(
      `${file} does not hold this API's keys; delete it to generate new ones (the old keys stop working)`,
    );
  }
  return withOpaque(/** @type {Omit<KeySet, "opaque">} */ (stored));
}

/**
 * The secret and keys a server on `dataDir` signs and accepts. A data directory that has keys of its own
 * (`<dataDir>/keys.json`) always uses them, on loopback too; with `allowRemote` and none yet, they are generated
 * and stored there once, owner-only. Otherwise the demo keys. Without a data directory, `allowRemote` generates
 * keys that last until the server closes.
 * @param {string | undefined} dataDir
 * @param {boolean} allowRemote
 * @returns {Promise<KeySet>}
 */
export async function keysFor(dataDir, allowRemote) {
  if (dataDir === undefined) return allowRemote ? withOpaque(await generateKeys()) : DEMO_KEYS;
  const file = path.join(dataDir, KEYS_FILE);
  if (existsSync(file)) return readKeys(file);
  if (!allowRemote) return DEMO_KEYS;
  const keys = await generateKeys();
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process (npm run dev, or a second start) wrote them first: use those.
    if (/** @type {{ code?: unknown }} */ (error).code === "EEXIST") return readKeys(file);
    throw error;
  }
  return withOpaque(keys);
}
