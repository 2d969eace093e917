// @ts-check
/**
 * An embedded, Supabase-compatible API over PGlite for development and tests (decision 001): the PostgREST,
 * Storage and resumable-upload (TUS) subset the site uses and the Auth subset staff sign in with (decision 036), run as the role in each request's key, on the
 * migrations and seed of the Supabase CLI project folder it is given.
 */
export { listMigrations, openDatabase, readBootstrapSql, readSeedSql } from "./database.mjs";
export { signJwt, verifyJwt } from "./jwt.mjs";
export {
  ANON_KEY,
  JWT_SECRET,
  OPAQUE_KEY_JWTS,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from "./keys.mjs";
export { startEdgeFunction } from "./edge-functions.mjs";
export { startJobClock } from "./job-clock.mjs";
export { startMailDrainer } from "./mail-drainer.mjs";
export { latestCodeFor } from "./mailbox.mjs";
export { totpCode } from "./totp.mjs";
export { startLocalSupabase } from "./server.mjs";

/**
 * @typedef {import("./server.mjs").LocalSupabase} LocalSupabase
 * @typedef {import("./mail-drainer.mjs").MailDrainer} MailDrainer
 * @typedef {import("./edge-functions.mjs").EdgeFunction} EdgeFunction
 */
