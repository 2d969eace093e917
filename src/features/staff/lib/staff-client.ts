import { type SupabaseClient, createClient } from "@supabase/supabase-js";

import { getSupabaseSettings } from "@/lib/supabase";

/** Where the desk keeps its session in localStorage; public pages never create this client, so never this key. */
export const STAFF_SESSION_KEY = "tapsheet-staff-session";

let client: Promise<SupabaseClient> | undefined;

/**
 * The desk's full Supabase client (Auth with MFA, Data API, Storage, Edge Functions). Only the desk's lazily
 * loaded code imports this file, so public pages never download supabase-js (they use the bare Data API client,
 * decision 015).
 */
export function getStaffClient(): Promise<SupabaseClient> {
  client ??= getSupabaseSettings().then(({ url, key }) =>
    createClient(url, key, {
      auth: {
        storageKey: STAFF_SESSION_KEY,
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: false,
      },
    }),
  );
  return client;
}

/** Forgets the client (tests start each case signed out with a fresh one). */
export function resetStaffClient() {
  client = undefined;
}
