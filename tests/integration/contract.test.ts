/**
 * The site's backend calls (docs/product.md, Backend calls), made as the site makes them with the real
 * supabase-js, against the embedded API running the project's migrations and seed; and the reads the public key
 * must not be able to make (docs/product.md, Write-only public tables).
 */
import { describe, expect, it } from "vitest";

import { type BlogPost, POST_COLUMNS } from "@/features/blog/types";
import type { Tables } from "@/lib/database.types";

import { pdfBytes, useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";

const backend = useLocalSupabase();

type JobRow = Tables<"jobs">;
type BlogPostRow = BlogPost;

async function countSignupsWithEmail(email: string): Promise<number> {
  const { count, error } = await backend.service
    .from("signups")
    .select("id", { count: "exact", head: true })
    .eq("email", email);
  expect(error).toBeNull();
  return count ?? -1;
}

describe("sign-ups (write-only)", () => {
  it("refuses a read of signups (a 'connectivity test') with 401 42501", async () => {
    const result = await backend.anon.from("signups").select("id").limit(1);
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ code: "42501", message: "permission denied for table signups" });
    expect(result.data).toBeNull();
  });

  it("refuses an insert that selects the row back with 401 42501 and stores nothing", async () => {
    const row = validSignup();
    const result = await backend.anon.from("signups").insert(row).select();
    expect(result.status).toBe(401);
    expect(result.error).toMatchObject({ code: "42501" });
    expect(await countSignupsWithEmail(String(row.email))).toBe(0);
  });

  it("accepts the site's insert (return=minimal): 201, no data, no error", async () => {
    const row = validSignup();
    const result = await backend.anon.from("signups").insert(row);
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    expect(await countSignupsWithEmail(String(row.email))).toBe(1);
  });

  it("answers a repeated sign-up (same e-mail, other case) with 201 again and keeps exactly one row", async () => {
    const email = `Repeat.${crypto.randomUUID()}@Example.com`;
    const first = await backend.anon.from("signups").insert(validSignup({ email }));
    const second = await backend.anon
      .from("signups")
      .insert(validSignup({ email: `  ${email.toUpperCase()} ` }));
    const retry = await backend.anon.from("signups").insert(validSignup({ email: email.toLowerCase() }));
    for (const result of [first, second, retry]) {
      expect(result).toMatchObject({ status: 201, data: null, error: null });
    }
    expect(await countSignupsWithEmail(email.toLowerCase())).toBe(1);
  });

  it("treats a retried request (same id, lost response) as the same sign-up", async () => {
    const row = validSignup();
    expect((await backend.anon.from("signups").insert(row)).status).toBe(201);
    expect((await backend.anon.from("signups").insert(row)).status).toBe(201);
    expect(await countSignupsWithEmail(String(row.email))).toBe(1);
  });

  it("stores the e-mail lower-cased and empty optional answers as null", async () => {
    const row = validSignup({ email: `Mixed.${crypto.randomUUID()}@Example.COM`, aum: "  ", source: "" });
    expect((await backend.anon.from("signups").insert(row)).status).toBe(201);
    const { data, error } = await backend.service
      .from("signups")
      .select("email, aum, source")
      .eq("id", String(row.id))
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ email: String(row.email).toLowerCase(), aum: null, source: null });
  });
});

describe("careers", () => {
  it("lists open jobs only, ordered by display_order", async () => {
    const { data, error, status } = await backend.anon
      .from("jobs")
      .select("*")
      .order("display_order", { ascending: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    const jobs = data as JobRow[];
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(jobs.every((job) => job.status === "open")).toBe(true);
    expect(jobs.map((job) => job.slug)).not.toContain("data-platform-intern");
    const orders = jobs.map((job) => job.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(jobs.map((job) => job.department)).size).toBeGreaterThanOrEqual(5);
    for (const job of jobs) {
      expect(job.description_html).toContain("<h2>Requirements</h2><ul><li>");
      expect(Object.keys(job)).toEqual(
        expect.arrayContaining([
          "id",
          "slug",
          "title",
          "department",
          "location",
          "employment_type",
          "description",
        ]),
      );
    }
  });

  it("finds an open job by slug with maybeSingle", async () => {
    const { data, error } = await backend.anon
      .from("jobs")
      .select("*")
      .eq("slug", "senior-mobile-engineer")
      .maybeSingle<JobRow>();
    expect(error).toBeNull();
    expect(data?.title).toBe("Senior Mobile Engineer (React Native)");
  });

  it.each([
    ["an unknown slug", "no-such-job"],
    ["a closed job", "data-platform-intern"],
    ["a slug with URL-special characters", "a b,(c)&d=e"],
  ])("returns no job for %s", async (_label, slug) => {
    for (const query of [
      backend.anon.from("jobs").select("*").eq("slug", slug).maybeSingle<JobRow>(),
      backend.anon.from("jobs").select("*").eq("slug", slug).limit(1).maybeSingle<JobRow>(),
    ]) {
      const { data, error, status } = await query;
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toBeNull();
    }
  });
});

describe("blog", () => {
  it("lists published posts newest first, without drafts", async () => {
    const { data, error } = await backend.anon
      .from("blog_posts")
      .select(POST_COLUMNS)
      .eq("is_draft", false)
      .order("published_date", { ascending: false });
    expect(error).toBeNull();
    const posts = data as BlogPostRow[];
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(posts.some((post) => post.is_draft)).toBe(false);
    expect(posts.map((post) => post.slug)).not.toContain("q3-product-update");
    const dates = posts.map((post) => post.published_date ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
    // Dates arrive as PostgreSQL formats them in JSON, not as JavaScript timestamps.
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(
      posts
        .filter((post) => post.featured)
        .map((post) => post.slug)
        .sort(),
    ).toEqual(["mobile-investing", "tokenization"]);
    expect(new Set(posts.map((post) => post.icon_name))).toEqual(
      new Set(["TrendingUp", "Smartphone", "Coins"]),
    );
    expect(posts.filter((post) => post.content === "")).toHaveLength(1);
    for (const post of posts.filter((item) => item.content !== "")) {
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<a href="https:\/\/example\.com\//);
      expect(post.read_time).toMatch(/^\d+ min read$/);
    }
  });

  it.each(["tokenization", "mobile-investing"])(
    "reads the related article %s with single()",
    async (slug) => {
      const { data, error, status } = await backend.anon
        .from("blog_posts")
        .select(POST_COLUMNS)
        .eq("slug", slug)
        .eq("is_draft", false)
        .single<BlogPostRow>();
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toMatchObject({ slug, featured: true, is_draft: false });
    },
  );

  it.each([
    ["a draft", "q3-product-update"],
    ["an unknown slug", "no-such-post"],
  ])("answers single() for %s with 406 PGRST116", async (_label, slug) => {
    const { data, error, status } = await backend.anon
      .from("blog_posts")
      .select(POST_COLUMNS)
      .eq("slug", slug)
      .eq("is_draft", false)
      .single<BlogPostRow>();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
  });
});

describe("applications (the row, then its resume)", () => {
  it("uploads the resume of a stored application and rejects a replay with statusCode 409", async () => {
    const name = await backend.admitResume("jordan-blake-cv");
    const file = new File([pdfBytes(2048)], "Jordan Blake CV.pdf", { type: "application/pdf" });
    const first = await backend.anon.storage.from("resumes").upload(name, file);
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: name, fullPath: `resumes/${name}` });

    const replay = await backend.anon.storage.from("resumes").upload(name, file);
    expect(replay.data).toBeNull();
    expect(replay.error).toMatchObject({
      statusCode: "409",
      status: 400,
      message: "The resource already exists",
    });
  });

  it("inserts a candidate: 201 with an empty body", async () => {
    const row = validCandidate();
    const result = await backend.anon.from("candidates").insert(row);
    expect(result).toMatchObject({ status: 201, data: null, error: null });
    const { data } = await backend.service.from("candidates").select("id").eq("id", String(row.id));
    expect(data).toEqual([{ id: row.id }]);
  });

  it("answers a replayed application (same id) with 409 23505 on candidates_pkey and keeps one row", async () => {
    const row = validCandidate();
    expect((await backend.anon.from("candidates").insert(row)).status).toBe(201);
    const replay = await backend.anon.from("candidates").insert(row);
    expect(replay.status).toBe(409);
    expect(replay.error).toEqual({
      code: "23505",
      details: null,
      hint: null,
      message: 'duplicate key value violates unique constraint "candidates_pkey"',
    });
    const { count } = await backend.service
      .from("candidates")
      .select("id", { count: "exact", head: true })
      .eq("id", String(row.id));
    expect(count).toBe(1);
  });
});

describe("keys", () => {
  it("accepts the CLI's opaque publishable key in place of the anon JWT", async () => {
    const response = await backend.request("/rest/v1/jobs?select=slug&limit=1", {
      as: null,
      headers: { apikey: backend.api.publishableKey, authorization: `Bearer ${backend.api.publishableKey}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});
