/**
 * Posts written from the desk (decision 054): publish_at decides what the public key reads, editor and admin write
 * posts at aal2, the slug is fixed once a post has shown, a save based on an older version is refused naming who
 * saved and when, every save keeps a revision that can be restored, and every publish, schedule, unpublish and
 * restore is in the audit log.
 */
import { beforeAll, describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";
import { ANON, type Caller, atLevel, requestAs, rpcAs, signedIn } from "./support/staff";

const backend = useLocalSupabase();

const callers = {} as Record<"editor" | "editorAal1" | "admin" | "hiring", Caller>;

beforeAll(async () => {
  callers.editor = await signedIn(backend, "editor", "editor", "aal2");
  callers.editorAal1 = await atLevel(backend, callers.editor, "aal1");
  callers.admin = await signedIn(backend, "admin", "admin", "aal2");
  callers.hiring = await signedIn(backend, "hiring", "hiring", "aal2");
});

function newPost(overrides: Record<string, unknown> = {}) {
  const id = crypto.randomUUID();
  return {
    id,
    slug: `post-${id.slice(0, 8)}`,
    title: "Closing a round in a week",
    excerpt: "What the fastest closes have in common.",
    category: "Playbooks",
    author: "Tapsheet",
    content: '<h2>Start early</h2><p>Read <a href="https://example.com">the guide</a>.</p>',
    content_json: { type: "doc", content: [] },
    ...overrides,
  };
}

async function create(caller: Caller, post: Record<string, unknown>) {
  const response = await requestAs(backend, caller, "/rest/v1/blog_posts", { method: "POST", body: post });
  expect(response.status, await response.clone().text()).toBe(201);
}

function save(caller: Caller, id: unknown, body: Record<string, unknown>) {
  return requestAs(backend, caller, `/rest/v1/blog_posts?id=eq.${String(id)}`, {
    method: "PATCH",
    body,
    headers: { prefer: "return=representation" },
  });
}

async function version(id: unknown): Promise<number> {
  const [row] = await backend.api.query<{ version: number }>(
    "select version from public.blog_posts where id = $1",
    [id],
  );
  return row?.version ?? 0;
}

async function anonSees(slug: unknown): Promise<boolean> {
  const response = await requestAs(backend, ANON, `/rest/v1/blog_posts?select=slug&slug=eq.${String(slug)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length === 1;
}

async function auditFor(id: unknown) {
  return backend.api.query<{ action: string; actor_email: string; detail: Record<string, unknown> }>(
    "select action, actor_email, detail from public.audit_log where target_id = $1 order by id",
    [id],
  );
}

describe("time decides what the public key reads", () => {
  it.each([
    ["a draft", { is_draft: true }, false],
    ["a draft whose publish_at has passed", { is_draft: true, publish_at: "2020-01-01T00:00:00Z" }, false],
    ["a published post", { is_draft: false, publish_at: "2020-01-01T00:00:00Z" }, true],
    ["a post scheduled for later", { is_draft: false, publish_at: "2999-01-01T00:00:00Z" }, false],
  ])("%s", async (_label, overrides, visible) => {
    const post = newPost(overrides);
    await create(callers.editor, post);
    expect(await anonSees(post.slug)).toBe(visible);
  });

  it("shows a scheduled post the moment its publish_at passes, with nobody acting", async () => {
    const post = newPost();
    await create(callers.editor, post);
    await backend.api.query(
      "update public.blog_posts set is_draft = false, publish_at = now() + interval '1 second' where id = $1",
      [post.id],
    );
    expect(await anonSees(post.slug)).toBe(false);
    await backend.api.query("select pg_sleep(1.1)");
    expect(await anonSees(post.slug)).toBe(true);
  });

  it("publishes now when published without a time, and the date shown follows publish_at", async () => {
    const post = newPost();
    await create(callers.editor, post);
    const published = await save(callers.editor, post.id, { is_draft: false, version: 1 });
    expect(published.status, await published.clone().text()).toBe(200);
    const [row] = (await published.json()) as { publish_at: string; published_date: string }[];
    expect(Date.now() - Date.parse(row?.publish_at ?? "")).toBeLessThan(60_000);
    expect(row?.published_date).toBe(row?.publish_at.slice(0, 10));
    expect(await anonSees(post.slug)).toBe(true);
  });

  it("keeps the meaning of posts stored the old way: published ones show on their date, drafts do not", async () => {
    const rows = await backend.api.query<{ is_draft: boolean; visible: boolean; same_day: boolean }>(
      `select is_draft, coalesce(publish_at <= now(), false) as visible,
              coalesce((publish_at at time zone 'UTC')::date = published_date, false) as same_day
         from public.blog_posts where updated_by_email = 'service role'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visible).toBe(!row.is_draft);
      if (!row.is_draft) expect(row.same_day).toBe(true);
    }
  });
});

describe("who writes posts", () => {
  it("lets editor and admin at aal2 publish, schedule and unpublish, each step in the audit log", async () => {
    for (const caller of [callers.editor, callers.admin]) {
      const post = newPost();
      await create(caller, post);
      let seen = 1;
      const step = async (body: Record<string, unknown>) => {
        const response = await save(caller, post.id, { ...body, version: seen });
        expect(response.status, await response.clone().text()).toBe(200);
        seen += 1;
      };
      await step({ title: "A better title" });
      await step({ is_draft: false, publish_at: "2999-01-01T00:00:00Z" });
      await step({ publish_at: new Date().toISOString() });
      await step({ is_draft: true });
      const entries = await auditFor(post.id);
      expect(entries.map((entry) => entry.action)).toEqual([
        "post_scheduled",
        "post_published",
        "post_unpublished",
      ]);
      expect(entries.every((entry) => entry.actor_email === caller.email)).toBe(true);
      expect(entries[0]?.detail).toMatchObject({ slug: post.slug, to: "scheduled" });
    }
  });

  it.each([
    ["an editor at aal1", "editorAal1"],
    ["a hiring member", "hiring"],
  ] as const)("refuses %s", async (_label, who) => {
    const response = await requestAs(backend, callers[who], "/rest/v1/blog_posts", {
      method: "POST",
      body: newPost(),
    });
    expect(response.status).toBe(403);
  });

  it("keeps the version and the saver the database's", async () => {
    const post = newPost();
    await create(callers.editor, post);
    const forged = await requestAs(backend, callers.editor, "/rest/v1/blog_posts", {
      method: "POST",
      body: newPost({ version: 40 }),
    });
    expect(forged.status).toBe(403);
    const [row] = await backend.api.query<{ version: number; updated_by_email: string }>(
      "select version, updated_by_email from public.blog_posts where id = $1",
      [post.id],
    );
    expect(row).toEqual({ version: 1, updated_by_email: callers.editor.email });
  });
});

describe("the slug", () => {
  it("changes freely before the first publish, and never after it", async () => {
    const post = newPost();
    await create(callers.editor, post);
    const renamed = `${post.slug}-renamed`;
    expect((await save(callers.editor, post.id, { slug: renamed, version: 1 })).status).toBe(200);
    // Scheduled and not yet shown: still free.
    expect(
      (
        await save(callers.editor, post.id, {
          is_draft: false,
          publish_at: "2999-01-01T00:00:00Z",
          version: 2,
        })
      ).status,
    ).toBe(200);
    expect((await save(callers.editor, post.id, { slug: post.slug, version: 3 })).status).toBe(200);
    expect(
      (await save(callers.editor, post.id, { publish_at: "2020-01-01T00:00:00Z", version: 4 })).status,
    ).toBe(200);

    const refused = await save(callers.editor, post.id, { slug: renamed, version: 5 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "The slug is fixed once the post has been published",
    });
    // Unpublished, the post keeps its slug fixed all the same.
    expect((await save(callers.editor, post.id, { is_draft: true, version: 5 })).status).toBe(200);
    expect((await save(callers.editor, post.id, { slug: renamed, version: 6 })).status).toBe(400);
    const refusedAsService = await backend.request(`/rest/v1/blog_posts?id=eq.${post.id}`, {
      method: "PATCH",
      as: "service",
      body: { slug: renamed },
    });
    expect(refusedAsService.status).toBe(400);
  });
});

describe("stale saves", () => {
  it("refuses a save based on an older version, naming who saved and when, and overwrites nothing", async () => {
    const post = newPost();
    await create(callers.editor, post);
    expect((await save(callers.admin, post.id, { title: "The admin's title", version: 1 })).status).toBe(200);

    const stale = await save(callers.editor, post.id, { title: "The editor's title", version: 1 });
    expect(stale.status).toBe(409);
    const error = (await stale.json()) as { message: string; details: string };
    expect(error.message).toMatch(
      new RegExp(
        `^${callers.admin.email?.replace(/\./g, "\\.")} saved this post at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC`,
      ),
    );
    expect(JSON.parse(error.details)).toMatchObject({ by: callers.admin.email, version: 2 });
    const [row] = await backend.api.query<{ title: string }>(
      "select title from public.blog_posts where id = $1",
      [post.id],
    );
    expect(row?.title).toBe("The admin's title");
  });
});

describe("a scheduled post's time", () => {
  it("asks for the next build once it has come, once, as the clock that opens and closes jobs runs", async () => {
    const post = newPost({ is_draft: false, publish_at: new Date(Date.now() + 300).toISOString() });
    await create(callers.editor, post);
    expect(await anonSees(post.slug)).toBe(false);
    await backend.api.query("select pg_sleep(0.4)");
    expect(await anonSees(post.slug)).toBe(true);
    await backend.api.query("delete from private.content_changes");
    const [ticked] = await backend.api.query<{ changed: number }>(
      "select private.advance_schedules() as changed",
    );
    expect(ticked?.changed).toBeGreaterThanOrEqual(1);
    const changes = () =>
      backend.api.query("select 1 from private.content_changes where table_name = 'blog_posts'");
    expect(await changes()).toHaveLength(1);
    const [again] = await backend.api.query<{ due: number }>("select private.advance_posts() as due");
    expect(again?.due).toBe(0);
    expect(await changes()).toHaveLength(1);
  });
});

describe("what the public key reads of a published post", () => {
  it("is what the site shows, never the address of the staff member who saved it last", async () => {
    const post = newPost({ is_draft: false });
    await create(callers.editor, post);
    expect((await save(callers.admin, post.id, { title: "Saved by the admin", version: 1 })).status).toBe(
      200,
    );
    expect(await anonSees(post.slug)).toBe(true);
    for (const columns of ["updated_by_email", "*", "slug,updated_by_email", "content_json", "version"]) {
      const response = await requestAs(
        backend,
        ANON,
        `/rest/v1/blog_posts?select=${columns}&slug=eq.${post.slug}`,
      );
      expect(response.status, columns).toBe(401);
      expect(await response.text(), columns).not.toContain(callers.admin.email ?? "admin");
    }
    const editors = await requestAs(
      backend,
      callers.editor,
      `/rest/v1/blog_posts?select=updated_by_email&slug=eq.${post.slug}`,
    );
    expect(await editors.json()).toEqual([{ updated_by_email: callers.admin.email }]);
  });
});

describe("revisions", () => {
  it("keeps one per save, and restores one as a new save in the audit log", async () => {
    const post = newPost({ title: "First words" });
    await create(callers.editor, post);
    expect((await save(callers.editor, post.id, { title: "Second words", version: 1 })).status).toBe(200);

    const listed = await requestAs(
      backend,
      callers.editor,
      `/rest/v1/blog_post_revisions?select=id,version,title,saved_by_email&post_id=eq.${post.id}&order=version`,
    );
    const revisions = (await listed.json()) as {
      id: number;
      version: number;
      title: string;
      saved_by_email: string;
    }[];
    expect(revisions.map(({ version: v, title }) => [v, title])).toEqual([
      [1, "First words"],
      [2, "Second words"],
    ]);
    expect(revisions.every((revision) => revision.saved_by_email === callers.editor.email)).toBe(true);

    const stale = await rpcAs(backend, callers.editor, "restore_blog_post_revision", {
      revision_id: revisions[0]?.id,
      seen_version: 1,
    });
    expect(stale.status).toBe(409);

    const restored = await rpcAs(backend, callers.editor, "restore_blog_post_revision", {
      revision_id: revisions[0]?.id,
      seen_version: await version(post.id),
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    expect(await restored.json()).toBe(3);
    const [row] = await backend.api.query<{ title: string }>(
      "select title from public.blog_posts where id = $1",
      [post.id],
    );
    expect(row?.title).toBe("First words");
    const [third] = await backend.api.query<{ restored_from: number }>(
      "select restored_from from public.blog_post_revisions where post_id = $1 and version = 3",
      [post.id],
    );
    expect(third?.restored_from).toBe(1);
    expect((await auditFor(post.id)).map((entry) => entry.action)).toEqual(["post_restored"]);

    const byHiring = await rpcAs(backend, callers.hiring, "restore_blog_post_revision", {
      revision_id: revisions[0]?.id,
      seen_version: 3,
    });
    expect(byHiring.status).toBe(403);
  });
});
