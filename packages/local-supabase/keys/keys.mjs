// @ts-check
/**
 * The Supabase CLI's publicly known local-development secrets (supabase/cli apps/cli-go/pkg/config/apikeys.go).
 * They protect nothing: they exist so that the embedded API accepts the same keys as `supabase start`. Never use
 * them for a hosted project, and never ship the service-role key (or `sb_secret_…`) to a browser.
 *
 * The two JWTs are HS256 over `{"iss":"supabase-demo","role":…,"exp":1983812996}` with JWT_SECRET; a test
 * re-signs them and checks that they match.
 */

/** The CLI's default JWT secret. */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** Public anon key (role `anon`): what the site's browser code uses. */
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** Service-role key (role `service_role`, bypasses RLS): for tests and staff tooling only. */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/** The CLI's opaque publishable key; the gateway maps it to ANON_KEY. */
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

/** The CLI's opaque secret key; the gateway maps it to SERVICE_ROLE_KEY. */
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

/**
 * Opaque key → the JWT the gateway forwards in its place (as the CLI's Kong does).
 * @type {Readonly<Record<string, string>>}
 */
export const OPAQUE_KEY_JWTS = Object.freeze({
  [PUBLISHABLE_KEY]: ANON_KEY,
  [SECRET_KEY]: SERVICE_ROLE_KEY,
});

/**
 * The secret and keys one server signs and accepts: the demo ones above on loopback, or those generated for a
 * data directory (gateway/remote.mjs). `opaque` maps each `sb_…` key to the JWT the gateway forwards in its place.
 * @typedef {{
 *   jwtSecret: string,
 *   anonKey: string,
 *   serviceRoleKey: string,
 *   publishableKey: string,
 *   secretKey: string,
 *   opaque: Readonly<Record<string, string>>,
 * }} KeySet
 */

/** @type {KeySet} */
export const DEMO_KEYS = Object.freeze({
  jwtSecret: JWT_SECRET,
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_ROLE_KEY,
  publishableKey: PUBLISHABLE_KEY,
  secretKey: SECRET_KEY,
  opaque: OPAQUE_KEY_JWTS,
});
