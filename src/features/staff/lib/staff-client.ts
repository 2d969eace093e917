import { PostgrestClient } from "@supabase/postgrest-js";
import { type SupabaseClient, createClient } from "@supabase/supabase-js";

import { parseEnv } from "@/config/env";

/** Where the desk keeps its session in localStorage; public pages never create this client, so never this key. */
export const STAFF_SESSION_KEY = "tapsheet-staff-session";

let client: SupabaseClient | undefined;

function settings() {
  const env = parseEnv(import.meta.env);
  return { url: env.VITE_SUPABASE_URL.replace(/\/$/, ""), key: env.VITE_SUPABASE_ANON_KEY };
}

/**
 * The desk's full Supabase client (Auth with MFA, Data API, Storage, Edge Functions). Only the desk's lazily
 * loaded code imports this file, so public pages never download supabase-js (they use the bare Data API client,
 * decision 015).
 */
export function getStaffClient(): Promise<SupabaseClient> {
  if (!client) {
    const { url, key } = settings();
    client = createClient(url, key, {
      auth: {
        storageKey: STAFF_SESSION_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      },
    });
  }
  return Promise.resolve(client);
}

/** The Data API with the public key alone, for what the site publishes to everyone (the open jobs). */
export function getPublicDataApi(): PostgrestClient {
  const { url, key } = settings();
  return new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
}

/** Forgets the client (tests start each case signed out with a fresh one). */
export function resetStaffClient() {
  client = undefined;
}
