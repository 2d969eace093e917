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
      body: { status: "closed" },
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

  it("asks again on the next tick when a deploy-hook call failed or was lost, and not when it succeeded", async () => {
    // Stand-ins for Vault and pg_net with their hosted names and shapes: a secret, and a queue whose answers the
    // test writes as the host would have given them.
    for (const sql of [
      "create schema vault",
      "create table vault.decrypted_secrets (name text, decrypted_secret text)",
      "insert into vault.decrypted_secrets values ('deploy_hook_url', 'https://hooks.example/build')",
      "create schema net",
      "create table net.http_request_queue (id bigserial primary key, url text)",
      `create table net._http_response (
         id bigint primary key, status_code integer, timed_out boolean, error_msg text, created timestamptz default now())`,
      "create table net.calls (id bigint, url text)",
      `create function net.http_post(url text, body jsonb) returns bigint language sql as $$
         with queued as (insert into net.http_request_queue (url) values (url) returning id, url)
         insert into net.calls select id, url from queued returning id $$`,
    ]) {
      await backend.api.query(sql);
    }
    const tick = async () =>
      (await backend.api.query<{ asked: boolean }>("select private.request_rebuild() as asked"))[0]?.asked;
    const calls = async () =>
      (await backend.api.query<{ id: string }>("select id::text from net.calls order by id")).map(
        (row) => row.id,
      );
    const answer = async (
      id: string | undefined,
      statusCode: number | null,
      errorMessage: string | null = null,
    ) => {
      await backend.api.query("delete from net.http_request_queue where id = $1::bigint", [id]);
      await backend.api.query(
        "insert into net._http_response (id, status_code, error_msg) values ($1::bigint, $2, $3)",
        [id, statusCode, errorMessage],
      );
    };
    /** Moves every request five (or more) minutes into the past: the next cron tick. */
    const later = (minutes = 5) =>
      backend.api.query(
        `update private.content_changes set rebuild_requested_at = rebuild_requested_at - $1 * interval '1 minute'`,
        [minutes],
      );

    expect(await tick()).toBe(true);
    expect(await calls()).toHaveLength(1);
    expect(await tick()).toBe(false); // unanswered, within five minutes
    expect(await calls()).toHaveLength(1);

    await answer((await calls())[0], 503);
    expect(await tick()).toBe(true); // the 5xx is asked again
    await answer((await calls())[1], null, "Couldn't connect to server");
    expect(await tick()).toBe(true); // the host was down: asked again
    expect(await calls()).toHaveLength(3);

    await answer((await calls())[2], 204);
    await later();
    expect(await tick()).toBe(false); // succeeded: nothing waits
    expect(await waitingChanges()).toEqual([]);
    expect(
      await backend.api.query("select id from private.content_changes where rebuild_request_id is not null"),
    ).toEqual([]);

    // A call pg_net lost (no answer, no longer queued) counts as failed once 15 minutes have passed.
    await backend.api.query(
      "update public.jobs set display_order = display_order + 1 where slug = 'product-designer'",
    );
    expect(await tick()).toBe(true);
    await backend.api.query("delete from net.http_request_queue");
    await later(14);
    expect(await tick()).toBe(false);
    await later(2);
    expect(await tick()).toBe(true);
    expect(await calls()).toHaveLength(5);
    expect(await waitingChanges()).toEqual([]);
  });

  it("is invisible to the public key", async () => {
    const response = await backend.request("/rest/v1/content_changes?select=*");
    expect(response.status).toBe(404);
  });
});
