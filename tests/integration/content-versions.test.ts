/**
 * The public tables' fingerprints (decision 024): the public key may ask for them, they cover exactly the rows
 * and columns the public key reads, and they change with every change a visitor could see and with no other.
 */
import { describe, expect, it } from "vitest";

import { useLocalSupabase } from "./support/local-supabase";

const backend = useLocalSupabase();

interface Versions {
  blog_posts: string;
  jobs: string;
}

async function versions(as: "anon" | "service" = "anon"): Promise<Versions> {
  const response = await backend.request("/rest/v1/rpc/content_versions", { method: "POST", as, body: {} });
  expect(response.status).toBe(200);
  return (await response.json()) as Versions;
}

async function patch(table: "blog_posts" | "jobs", filter: string, body: Record<string, unknown>) {
  const response = await backend.request(`/rest/v1/${table}?${filter}`, {
    method: "PATCH",
    as: "service",
    body,
  });
  expect(response.status).toBe(204);
}

describe("content versions", () => {
  it("gives the public key one fingerprint per table, the same on every call, and the staff key the same", async () => {
    const first = await versions();
    expect(first.blog_posts).toMatch(/^[0-9a-f]{32}$/);
    expect(first.jobs).toMatch(/^[0-9a-f]{32}$/);
    expect(await versions()).toEqual(first);
    expect(await versions("service")).toEqual(first);
  });

  it("changes with an edit, a withdrawal or a publication a visitor would see, and only that table's", async () => {
    const before = await versions();
    await patch("blog_posts", "slug=eq.tokenization", { excerpt: "Edited after the build." });
    const edited = await versions();
    expect(edited.blog_posts).not.toBe(before.blog_posts);
    expect(edited.jobs).toBe(before.jobs);

    await patch("jobs", "slug=eq.senior-mobile-engineer", { is_active: false });
    const closed = await versions();
    expect(closed.jobs).not.toBe(edited.jobs);
    expect(closed.blog_posts).toBe(edited.blog_posts);

    await patch("jobs", "slug=eq.senior-mobile-engineer", { is_active: true });
    expect((await versions()).jobs).not.toBe(closed.jobs);
  });

  it("does not change with a draft nobody can see", async () => {
    const before = await versions();
    const draft = {
      id: crypto.randomUUID(),
      slug: `draft-${crypto.randomUUID().slice(0, 8)}`,
      title: "Not yet",
      author: "Staff",
      is_draft: true,
    };
    const created = await backend.request("/rest/v1/blog_posts", {
      method: "POST",
      as: "service",
      body: draft,
    });
    expect(created.status).toBe(201);
    await patch("blog_posts", `slug=eq.${draft.slug}`, { title: "Still not yet" });
    expect(await versions()).toEqual(before);

    await patch("blog_posts", `slug=eq.${draft.slug}`, { is_draft: false });
    expect((await versions()).blog_posts).not.toBe(before.blog_posts);
  });

  it("is the same whatever time zone the session is in", async () => {
    const [utc] = await backend.api.query<{ v: Versions }>("select public.content_versions() as v");
    const [elsewhere] = await backend.api.query<{ v: Versions }>(
      "select set_config('TimeZone', 'Pacific/Auckland', false), public.content_versions() as v",
    );
    await backend.api.query("reset timezone");
    expect(elsewhere?.v).toEqual(utc?.v);
  });
});
