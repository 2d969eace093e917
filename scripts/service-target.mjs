// Where the staff tools (npm run staff, npm run retention) connect with the service role: a hosted project named
// by SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (as npm run check:deploy reads them), or else the embedded API on
// API_PORT (as npm run dev starts it; default 54321), with the service key of its data directory (DATA_DIR, as npm
// run api reads it): the directory's own once ALLOW_REMOTE=1 has generated them, else the demo key.
import path from "node:path";

/**
 * Where to connect, or exits with the reason. The embedded API's key is imported only when it is the target, so
 * a run against a hosted project needs nothing installed.
 * @returns {Promise<{ url: string, key: string }>}
 */
export async function serviceTarget() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (Boolean(url) !== Boolean(key)) {
    console.error(
      "Set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (a hosted project), or neither (the embedded API).",
    );
    process.exit(2);
  }
  if (url && key) return { url: url.replace(/\/$/, ""), key };
  const { keysFor } = await import("@tapsheet/local-supabase");
  const keys = await keysFor(path.resolve(process.env.DATA_DIR || ".data/local-supabase"), false);
  return { url: `http://127.0.0.1:${process.env.API_PORT || "54321"}`, key: keys.serviceRoleKey };
}
