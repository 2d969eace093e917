import type { PostgrestClient } from "@supabase/postgrest-js";

import { REQUEST_TIMEOUT_MS } from "@/config/network";
import type { Database } from "@/lib/database.types";
import { neededCode } from "@/lib/needed-code";

/** The project's URL and public key, for calls made without the Data API client (resumable uploads). */
export interface SupabaseSettings {
  url: string;
  key: string;
}

let settings: Promise<SupabaseSettings> | undefined;
let client: Promise<PostgrestClient<Database>> | undefined;

/** A call that gave up on its code starts afresh next time (and joins the loader's load, still under way). */
function forgetOnFailure<T>(code: Promise<T>, forget: () => void): Promise<T> {
  code.catch(forget);
  return code;
}

/** The backend settings, checked on first use (the check names any that is missing). */
export function getSupabaseSettings(): Promise<SupabaseSettings> {
  settings ??= forgetOnFailure(
    neededCode(import("@/config/env"), "The site's settings").then(({ parseEnv }) => {
      const env = parseEnv(import.meta.env);
      return { url: env.VITE_SUPABASE_URL, key: env.VITE_SUPABASE_ANON_KEY };
    }),
    () => (settings = undefined),
  );
  return settings;
}

/**
 * The public (anon) client of the project's Data API, created on first use: supabase-js's own PostgREST client
 * (`supabase.from()` is this client), configured as supabase-js configures it for the public key, without the
 * auth, realtime, storage and functions clients the site never uses (decision 015). It is loaded on demand so that
 * pages without backend calls never download it.
 */
export function getDataApi(): Promise<PostgrestClient<Database>> {
  client ??= forgetOnFailure(
    Promise.all([
      neededCode(import("@supabase/postgrest-js"), "The site's backend client"),
      getSupabaseSettings(),
    ]).then(
      ([{ PostgrestClient }, { url, key }]) =>
        new PostgrestClient<Database>(`${url.replace(/\/$/, "")}/rest/v1`, {
          headers: { apikey: key, Authorization: `Bearer ${key}` },
          schema: "public",
          timeout: REQUEST_TIMEOUT_MS,
        }),
    ),
    () => (client = undefined),
  );
  return client;
}
