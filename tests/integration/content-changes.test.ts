/**
 * Rebuild on content change (decision 012) on the embedded API, where pg_cron and pg_net do not
 * exist: the migration applies, `updated_at` follows every edit, every change to jobs or blog_posts is queued, and
 * asking for a rebuild does nothing without the hosted extensions.
 */
import { describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

async function waitingChanges() {
  return backend.api.query<{ table_name: string }>(
    "select table_name from private.content_changes where rebuild_requested_at is null order by id",
  );
}

describe("content changes", () => {
  it("keeps updated_at current and queues every change to jobs and blog posts for a rebuild", async () => {
    await backend.api.query("delete from private.content_changes");
    const [before] = await backend.api.query<{ updated_at: Date }>(
      "select updated_at from public.jobs where slug = 'senior-mobile-engineer'",
    );

    const closed = await backend.request("/rest/v1/jobs?slug=eq.senior-mobile-engineer", {
      method: "PATCH",
      as: "service",
      body: { is_active: false },
    });
    expect(closed.status).toBe(204);
    const edited = await backend.request("/rest/v1/blog_posts?slug=eq.tokenization", {
      method: "PATCH",
      as: "service",
      body: { title: "Tokenized Cap Tables, Revised" },
    });
    expect(edited.status).toBe(204);

    const [after] = await backend.api.query<{ updated_at: Date }>(
      "select updated_at from public.jobs where slug = 'senior-mobile-engineer'",
    );
    expect(after?.updated_at.getTime()).toBeGreaterThan(before?.updated_at.getTime() ?? Infinity);
    expect(await waitingChanges()).toEqual([{ table_name: "jobs" }, { table_name: "blog_posts" }]);
  });

  it("schedules nothing and asks nobody where pg_cron and pg_net are missing", async () => {
    const [requested] = await backend.api.query<{ requested: boolean }>(
      "select private.request_rebuild() as requested",
    );
    expect(requested?.requested).toBe(false);
    expect((await waitingChanges()).length).toBeGreaterThan(0);
    const [cron] = await backend.api.query<{ present: boolean }>(
      "select to_regnamespace('cron') is not null as present",
    );
    expect(cron?.present).toBe(false);
  });

  it("is invisible to the public key", async () => {
    const response = await backend.request("/rest/v1/content_changes?select=*");
    expect(response.status).toBe(404);
  });
});
