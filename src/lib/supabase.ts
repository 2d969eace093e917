import type { SupabaseClient } from "@supabase/supabase-js";

import { REQUEST_TIMEOUT_MS } from "@/config/network";
import { RequestError } from "@/lib/request-error";

/** A module that could not be fetched (offline, a dropped connection) is asked for again next time. */
function unreachable(reset: () => void) {
  return (): never => {
    reset();
    throw new RequestError("The site's backend client could not be loaded", { code: "network" });
  };
}

/** The project's URL and public key, for calls made without supabase-js (resumable uploads). */
export interface SupabaseSettings {
  url: string;
  key: string;
}

let settings: Promise<SupabaseSettings> | undefined;
let client: Promise<SupabaseClient> | undefined;

/** The backend settings, checked on first use (the check names any that is missing). */
export function getSupabaseSettings(): Promise<SupabaseSettings> {
  settings ??= import("@/config/env").then(
    ({ parseEnv }) => {
      const env = parseEnv(import.meta.env);
      return { url: env.VITE_SUPABASE_URL, key: env.VITE_SUPABASE_ANON_KEY };
    },
    unreachable(() => (settings = undefined)),
  );
  return settings;
}

/**
 * The public (anon) client, created on first use. supabase-js and the settings check are loaded on demand so
 * that pages without backend calls never download them.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= Promise.all([
    import("@supabase/supabase-js").catch(unreachable(() => (client = undefined))),
    getSupabaseSettings(),
  ]).then(([{ createClient }, { url, key }]) =>
    createClient(url, key, {
      // An anonymous site: nothing auth-related is stored or parsed from the URL.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      db: { timeout: REQUEST_TIMEOUT_MS },
    }),
  );
  return client;
}
