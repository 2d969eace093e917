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
  if (problems.length > 0 || !isHttpUrl(url) || typeof key !== "string") {
    throw new Error(
      `The site cannot reach its backend because its settings are incomplete:\n${problems.map((problem) => `- ${problem}`).join("\n")}\nCopy .env.example to .env and fill it in, or run \`npm run dev\` to use the embedded API.`,
    );
  }
  return { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: key };
}
