import type { SupabaseClient } from "@supabase/supabase-js";

let client: Promise<SupabaseClient> | undefined;

/**
 * The public (anon) client, created on first use. supabase-js and the settings check are loaded on demand so
 * that pages without backend calls never download them.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([import("@supabase/supabase-js"), import("@/config/env")]).then(
    ([{ createClient }, { parseEnv }]) => {
      const env = parseEnv(import.meta.env);
      return createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
        // An anonymous site: nothing auth-related is stored or parsed from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        db: { timeout: 15_000 },
      });
    },
  );
  return client;
}
