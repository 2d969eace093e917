// @ts-check
/**
 * An embedded, Supabase-compatible API over PGlite for development and tests (decision 001): the PostgREST,
 * Storage and resumable-upload (TUS) subset the site uses and the Auth subset staff sign in with (decision 036), run as the role in each request's key, on the
 * migrations and seed of the Supabase CLI project folder it is given.
 */
export { openDatabase } from "./db/database.mjs";
export { listMigrations, readBootstrapSql, readSeedSql } from "./db/migrations.mjs";
export { signJwt, verifyJwt } from "./keys/jwt.mjs";
export {
  ANON_KEY,
  JWT_SECRET,
  OPAQUE_KEY_JWTS,
  PUBLISHABLE_KEY,
  SECRET_KEY,
  SERVICE_ROLE_KEY,
} from "./keys/keys.mjs";
export { startJobClock } from "./db/job-clock.mjs";
export { startEdgeFunction } from "./functions/edge-functions.mjs";
export { startMailDrainer } from "./mail/mail-drainer.mjs";
export { latestCodeFor } from "./mail/mailbox.mjs";
export { totpCode } from "./auth/totp.mjs";
export { keysFor } from "./gateway/remote.mjs";
export { startLocalSupabase } from "./gateway/server.mjs";

/**
 * @typedef {import("./gateway/server.mjs").LocalSupabase} LocalSupabase
 * @typedef {import("./mail/mail-drainer.mjs").MailDrainer} MailDrainer
 * @typedef {import("./functions/edge-functions.mjs").EdgeFunction} EdgeFunction
 */
