import type { SupabaseClient } from "@supabase/supabase-js";

/*
 * Stands in for src/lib/supabase.ts in integration tests that run the app's own fetchers:
 *   vi.mock("@/lib/supabase", () => import("./support/site-supabase"));
 * The fetchers then get whichever client the test chose with `chooseSiteClient`.
 */
let client: SupabaseClient | undefined;

export function chooseSiteClient(next: SupabaseClient) {
  client = next;
}

export function getSupabase(): Promise<SupabaseClient> {
  if (!client) throw new Error("The test has not chosen a Supabase client");
  return Promise.resolve(client);
}
