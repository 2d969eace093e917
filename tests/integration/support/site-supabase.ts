import type { SupabaseClient } from "@supabase/supabase-js";

import type { SupabaseSettings } from "@/lib/supabase";

/*
 * Stands in for src/lib/supabase.ts in integration tests that run the app's own fetchers:
 *   vi.mock("@/lib/supabase", () => import("./support/site-supabase"));
 * The fetchers then get whichever client (and, for resumable uploads, settings) the test chose. A supabase-js
 * client serves: its `.from()` is the same PostgREST client the site uses.
 */
let client: SupabaseClient | undefined;
let settings: SupabaseSettings | undefined;

export function chooseSiteClient(next: SupabaseClient, nextSettings?: SupabaseSettings) {
  client = next;
  settings = nextSettings ?? settings;
}

export function getDataApi(): Promise<SupabaseClient> {
  if (!client) throw new Error("The test has not chosen a Supabase client");
  return Promise.resolve(client);
}

export function getSupabaseSettings(): Promise<SupabaseSettings> {
  if (!settings) throw new Error("The test has not chosen the Supabase settings");
  return Promise.resolve(settings);
}
