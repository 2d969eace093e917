/**
 * The backend settings the build bakes into the site. Checked by hand rather than with zod: the check runs on the
 * first backend call of a visit (a background revalidation, decision 013), and zod would add 22 KB gzip to that
 * visit for two fields.
 */
export interface Env {
  VITE_SUPABASE_URL: string;
  VITE_SUPABASE_ANON_KEY: string;
}

const MIN_KEY_CHARS = 20;

/** The role a Supabase JWT key carries, read without verifying it (only the project can); null if unreadable. */
function jwtRole(key: string): string | null {
  const payload = key.split(".")[1];
  if (payload === undefined) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === "object" &&
      claims !== null &&
      "role" in claims &&
      typeof claims.role === "string"
      ? claims.role
      : null;
  } catch {
    return null;
  }
}

/**
 * Why `key` must not be the public key the site ships, or null when it may be: everything in the bundle is public,
 * so a secret key (`sb_secret_…`) or a JWT whose role is not `anon` (the service-role key bypasses row-level
 * security) is refused. Publishable keys (`sb_publishable_…`) and other opaque keys are left to the project.
 */
export function publicKeyProblem(key: string): string | null {
  if (key.startsWith("sb_secret_")) {
    return "VITE_SUPABASE_ANON_KEY is a secret key (sb_secret_…), which must never be shipped: use the project's publishable (sb_publishable_…) or anon key";
  }
  if (/^[\w-]+\.[\w-]+\.[\w-]*$/.test(key)) {
    const role = jwtRole(key);
    if (role !== "anon") {
      return `VITE_SUPABASE_ANON_KEY is a JWT whose role is ${role === null ? "unreadable" : `"${role}"`}, not "anon": use the project's anon (or publishable) key, never the service-role key`;
    }
  }
  return null;
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Parses the backend settings and names every one that is missing or malformed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const url = source.VITE_SUPABASE_URL;
  const key = source.VITE_SUPABASE_ANON_KEY;
  const problems: string[] = [];
  if (!isHttpUrl(url)) problems.push("VITE_SUPABASE_URL must be the http(s) URL of your Supabase project");
  if (typeof key !== "string") problems.push("VITE_SUPABASE_ANON_KEY is missing");
  else if (key.length < MIN_KEY_CHARS)
    problems.push("VITE_SUPABASE_ANON_KEY must be the project's public anon (or publishable) key");
  else {
    const problem = publicKeyProblem(key);
    if (problem) problems.push(problem);
  }
  if (problems.length > 0 || !isHttpUrl(url) || typeof key !== "string") {
    throw new Error(
      `The site cannot reach its backend because its settings are incomplete:\n${problems.map((problem) => `- ${problem}`).join("\n")}\nCopy .env.example to .env and fill it in, or run \`npm run dev\` to use the embedded API.`,
    );
  }
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key };
}
