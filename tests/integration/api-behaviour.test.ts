/**
 * The embedded API's PostgREST semantics beyond the site's eight calls (filters, ordering, counts, singular
 * responses, CORS), its behaviour under malformed and concurrent requests, and its error bodies.
 */
import { describe, expect, it } from "vitest";

import { searchFilter } from "@/features/staff/lib/postgrest-filter";

import { useLocalSupabase, validCandidate, validSignup } from "./support/local-supabase";

const backend = useLocalSupabase();

async function slugs(path: string): Promise<string[]> {
  const response = await backend.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { slug: string }[]).map((row) => row.slug);
}

/** PostgREST error bodies have exactly these keys and never a stack trace or SQL text. */
async function expectPgrstError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
  expect(body.code).toBe(code);
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |insert into|from "public"|\.mjs/i);
  return body;
}

describe("filters, ordering and paging", () => {
  it("supports eq, neq, in (with quoted values), is, like and not", async () => {
    expect(await slugs("/rest/v1/jobs?select=slug&slug=eq.product-designer")).toEqual(["product-designer"]);
    expect(await slugs("/rest/v1/jobs?select=slug&department=neq.Engineering&order=slug")).not.toContain(
      "senior-mobile-engineer",
    );
    expect(
      await slugs(
        '/rest/v1/jobs?select=slug&slug=in.(product-designer,"growth-marketing-lead",nope)&order=slug',
      ),
    ).toEqual(["growth-marketing-lead", "product-designer"]);
    expect(await slugs("/rest/v1/jobs?select=slug&slug=in.()")).toEqual([]);
    expect(await slugs("/rest/v1/blog_posts?select=slug&published_date=is.null")).toEqual([]);
    expect(await slugs("/rest/v1/jobs?select=slug&slug=like.*designer")).toEqual(["product-designer"]);
    expect(await slugs("/rest/v1/jobs?select=slug&slug=ilike.PRODUCT-*&order=slug")).toEqual([
      "product-designer",
      "product-manager-deal-execution",
    ]);
    expect(await slugs("/rest/v1/jobs?select=slug&slug=not.like.*e*")).toEqual([]);
    expect(await slugs("/rest/v1/blog_posts?select=slug&tags=cs.{Tokenization}")).toEqual(["tokenization"]);
  });

  it("decodes + as a space and percent-escapes in filter values", async () => {
    const response = await backend.request("/rest/v1/jobs?select=slug&title=eq.Senior+Product+Designer");
    expect(await response.json()).toEqual([{ slug: "product-designer" }]);
    const escaped = await backend.request(
      "/rest/v1/jobs?select=slug&title=eq.Backend%20Engineer%2C%20Payments%20and%20Wires",
    );
    expect(await escaped.json()).toEqual([{ slug: "backend-engineer-payments" }]);
  });

  it("orders with nullsfirst/nullslast and pages with limit/offset and Content-Range", async () => {
    const all = await slugs("/rest/v1/blog_posts?select=slug&order=published_date.desc.nullslast,slug.asc");
    const page = await backend.request(
      "/rest/v1/blog_posts?select=slug&order=published_date.desc.nullslast,slug.asc&limit=3&offset=2",
    );
    expect(page.headers.get("content-range")).toBe("2-4/*");
    expect(((await page.json()) as { slug: string }[]).map((row) => row.slug)).toEqual(all.slice(2, 5));
    const empty = await backend.request("/rest/v1/jobs?select=slug&slug=eq.none");
    expect(empty.headers.get("content-range")).toBe("*/*");
  });

  it("answers HEAD without a body and counts with Prefer: count=exact", async () => {
    const head = await backend.request("/rest/v1/jobs?select=*&status=eq.open", {
      method: "HEAD",
      headers: { prefer: "count=exact" },
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-range")).toMatch(/^0-\d+\/\d+$/);
    const { count, error } = await backend.anon.from("jobs").select("*", { count: "exact", head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThanOrEqual(6);
  });

  it("selects and aliases columns in table order", async () => {
    const response = await backend.request("/rest/v1/jobs?select=name:title,slug&slug=eq.product-designer");
    expect(await response.text()).toBe('[{"name":"Senior Product Designer","slug":"product-designer"}]');
  });

  it("returns a singular object for Accept: application/vnd.pgrst.object+json, and 406 for several rows", async () => {
    const one = await backend.request("/rest/v1/jobs?select=slug&slug=eq.product-designer", {
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    expect(one.headers.get("content-type")).toBe("application/vnd.pgrst.object+json; charset=utf-8");
    expect(await one.json()).toEqual({ slug: "product-designer" });
    const many = await backend.request("/rest/v1/jobs?select=slug", {
      headers: { accept: "application/vnd.pgrst.object+json" },
    });
    const body = await expectPgrstError(many, 406, "PGRST116");
    expect(body.details).toMatch(/^The result contains \d+ rows$/);
  });
});

describe("writes through the same role machinery", () => {
  it("lets the service role insert, update and delete with representation and comma-separated preferences", async () => {
    const slug = `temp-${crypto.randomUUID().slice(0, 8)}`;
    const created = await backend.request("/rest/v1/blog_posts?select=slug,is_draft", {
      method: "POST",
      as: "service",
      headers: { prefer: "return=representation, count=exact" },
      body: { slug, title: "Temporary", author: "Staff" },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get("preference-applied")).toBe("return=representation");
    expect(await created.json()).toEqual([{ slug, is_draft: true }]);

    const updated = await backend.request(`/rest/v1/blog_posts?slug=eq.${slug}&select=slug,title`, {
      method: "PATCH",
      as: "service",
      headers: { prefer: "return=representation" },
      body: { title: "Renamed" },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual([{ slug, title: "Renamed" }]);

    const deleted = await backend.request(`/rest/v1/blog_posts?slug=eq.${slug}`, {
      method: "DELETE",
      as: "service",
    });
    expect(deleted.status).toBe(204);
    expect(await slugs(`/rest/v1/blog_posts?select=slug&slug=eq.${slug}`)).toEqual([]);
  });

  it("refuses PATCH and DELETE on public content for anon with 401", async () => {
    const id = crypto.randomUUID();
    await expectPgrstError(
      await backend.request(`/rest/v1/jobs?id=eq.${id}`, { method: "PATCH", body: { title: "x" } }),
      401,
      "42501",
    );
    await expectPgrstError(
      await backend.request(`/rest/v1/blog_posts?id=eq.${id}`, { method: "DELETE" }),
      401,
      "42501",
    );
  });

  it("reports a duplicate slug from staff as 409 23505", async () => {
    const response = await backend.request("/rest/v1/jobs", {
      method: "POST",
      as: "service",
      body: {
        slug: "product-designer",
        title: "Duplicate",
        department: "Design",
        location: "Remote",
        description: "Duplicate slug",
      },
    });
    const body = await expectPgrstError(response, 409, "23505");
    expect(body.message).toBe('duplicate key value violates unique constraint "jobs_slug_key"');
  });
});

describe("bulk writes by staff", () => {
  it("accepts supabase-js's quoted ?columns= list and lets the service role set created_at", async () => {
    // Every object names the same keys: PostgREST stores a key missing from one object as null.
    const older = validSignup({ created_at: "2024-01-02T03:04:05Z" });
    const newer = validSignup({ created_at: "2025-06-07T08:09:10Z" });
    const { error, status } = await backend.service.from("signups").insert([older, newer]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    const rows = await backend.api.query<{ email: string; created_at: Date }>(
      "select email, created_at from signups where id = any($1::uuid[]) order by created_at",
      [[older.id, newer.id]],
    );
    expect(rows.map((row) => row.email)).toEqual([older.email, newer.email]);
    expect(rows[0]?.created_at.toISOString()).toBe("2024-01-02T03:04:05.000Z");
  });

  it("fills keys a row leaves out with NULL, or with the column's default under defaultToNull: false", async () => {
    const job = (slug: string, extra: Record<string, unknown> = {}) => ({
      slug,
      title: "Data Engineer",
      department: "Engineering",
      location: "New York, NY",
      description: "Pipelines.",
      ...extra,
    });
    const complete = job("bulk-complete", {
      status: "open",
      country: "US",
      display_order: 7,
      remote_countries: [],
    });
    const sparse = job("bulk-sparse");

    // Without the preference every missing key is NULL, and NOT NULL refuses the whole request.
    const nulls = await backend.service.from("jobs").insert([complete, sparse]);
    expect(nulls.error).toMatchObject({ code: "23502" });
    expect(await slugs("/rest/v1/jobs?select=slug&slug=like.bulk-*")).toEqual([]);

    const { data, error } = await backend.service
      .from("jobs")
      .insert([complete, sparse], { defaultToNull: false })
      .select("slug, status, display_order, remote_countries, id, created_at");
    expect(error).toBeNull();
    expect(
      data?.map(({ id, created_at, ...rest }) => ({ ...rest, id: typeof id, created_at: typeof created_at })),
    ).toEqual([
      {
        slug: "bulk-complete",
        status: "open",
        display_order: 7,
        remote_countries: [],
        id: "string",
        created_at: "string",
      },
      {
        slug: "bulk-sparse",
        status: "draft",
        display_order: 0,
        remote_countries: [],
        id: "string",
        created_at: "string",
      },
    ]);
    expect(new Set(data?.map((row) => String(row.id))).size).toBe(2);

    // A key sent as null stays null: only a missing key takes the default.
    const explicitNull = await backend.service
      .from("jobs")
      .insert([job("bulk-null", { display_order: null }), job("bulk-other")], { defaultToNull: false });
    expect(explicitNull.error).toMatchObject({ code: "23502" });
  });

  it("parses quoted column names with commas and doubled quotes, and reports an unknown one", async () => {
    const row = validSignup();
    const stored = await backend.request(
      `/rest/v1/signups?columns=${encodeURIComponent('"id", "name","email",company,"role"')}`,
      {
        method: "POST",
        as: "service",
        body: [row],
      },
    );
    expect(stored.status).toBe(201);
    const unknown = await backend.request(`/rest/v1/signups?columns=${encodeURIComponent('"na,me"')}`, {
      method: "POST",
      as: "service",
      body: [row],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      code: "PGRST204",
      message: expect.stringContaining("'na,me'") as string,
    });
    const unterminated = await backend.request(`/rest/v1/signups?columns=${encodeURIComponent('"name')}`, {
      method: "POST",
      as: "service",
      body: [row],
    });
    expect(unterminated.status).toBe(400);
    expect(await unterminated.json()).toMatchObject({ code: "PGRST100" });
  });

  it("still refuses a bulk insert and created_at from the public key", async () => {
    const bulk = await backend.anon.from("signups").insert([validSignup(), validSignup()]);
    expect(bulk.status).toBe(400);
    expect(bulk.error).toMatchObject({ code: "P0001" });
    const backdated = await backend.anon
      .from("signups")
      .insert(validSignup({ created_at: "2024-01-02T03:04:05Z" }));
    expect(backdated.status).toBe(401);
    expect(backdated.error).toMatchObject({ code: "42501" });
  });
});

describe("logic trees", () => {
  it("answers supabase-js .or() over two columns, nested and negated, quoted values taken literally", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const tricky = validCandidate({
      full_name: 'Ada "Al" Byron (a,b) 50%_off',
      email: `ada.${tag}@example.com`,
    });
    const decoy = validCandidate({ full_name: "Ada Al Byron ab 50XYoff", email: `byron.${tag}@example.com` });
    const plain = validCandidate({ full_name: "Zed Plain", email: `zed.${tag}@example.com` });
    const inserted = await backend.service.from("candidates").insert([tricky, decoy, plain]);
    expect(inserted.error).toBeNull();
    const names = async (filter: string | null) => {
      const { data, error } = await backend.service
        .from("candidates")
        .select("full_name")
        .ilike("email", `*${tag}*`)
        .or(filter ?? "");
      expect(error).toBeNull();
      return ((data ?? []) as { full_name: string }[]).map((row) => row.full_name).sort();
    };
    const columns = ["full_name", "email"];
    expect(await names(searchFilter('"Al" (a,b) 50%_', columns))).toEqual([tricky.full_name]);
    expect(await names(searchFilter("50%_", columns))).toEqual([tricky.full_name]);
    expect(await names(searchFilter(`zed.${tag}`, columns))).toEqual(["Zed Plain"]);
    expect(await names(searchFilter("byron", columns))).toEqual([tricky.full_name, decoy.full_name]);
    expect(await names('and(full_name.ilike.*byron*,email.ilike.byron*),full_name.eq."Zed Plain"')).toEqual([
      decoy.full_name,
      "Zed Plain",
    ]);
    const negated = await backend.request(
      `/rest/v1/candidates?select=full_name&email=ilike.*${tag}*&not.or=(full_name.ilike.ada*,email.ilike.zed*)`,
      { as: "service" },
    );
    expect(await negated.json()).toEqual([]);
    const malformed = await backend.service.from("candidates").select("id").or("full_name.eq.a,");
    expect(malformed.status).toBe(400);
    expect(malformed.error).toMatchObject({ code: "PGRST100" });
  });
});

describe("malformed requests", () => {
  it.each([
    ["a filter without an operator", "/rest/v1/jobs?status=open", 400, "PGRST100"],
    ["an unknown operator", "/rest/v1/jobs?status=xx.open", 400, "PGRST100"],
    ["a bad is value", "/rest/v1/jobs?opens_at=is.maybe", 400, "PGRST100"],
    ["an unterminated in list", "/rest/v1/jobs?slug=in.(a,b", 400, "PGRST100"],
    ["a malformed logic tree", "/rest/v1/jobs?or=(slug.eq.a,slug.eq.b", 400, "PGRST100"],
    ["an unknown column in a logic tree", "/rest/v1/jobs?or=(salary.gt.1)", 400, "42703"],
    ["a bad order", "/rest/v1/jobs?order=display_order.sideways", 400, "PGRST100"],
    ["a bad limit", "/rest/v1/jobs?limit=-1", 400, "PGRST100"],
    ["an embedded resource", "/rest/v1/jobs?select=*,candidates(*)", 400, "PGRST100"],
    ["an unknown column in select", "/rest/v1/jobs?select=salary", 400, "42703"],
    ["an unknown column in a filter", "/rest/v1/jobs?salary=gt.1", 400, "42703"],
    ["an unknown column in order", "/rest/v1/jobs?order=salary", 400, "42703"],
    ["a value of the wrong type", "/rest/v1/jobs?display_order=eq.abc", 400, "22P02"],
    ["an unknown table", "/rest/v1/nope", 404, "PGRST205"],
    ["a nested path", "/rest/v1/jobs/1", 404, "PGRST125"],
    ["a bad percent escape", "/rest/v1/%E0%A4%A", 404, "PGRST125"],
  ])("answers %s with a PostgREST error", async (_label, path, status, code) => {
    await expectPgrstError(await backend.request(path), status, code);
  });

  it("refuses a schema that is not exposed with 406 PGRST106", async () => {
    const body = await expectPgrstError(
      await backend.request("/rest/v1/jobs", { headers: { "accept-profile": "private" } }),
      406,
      "PGRST106",
    );
    expect(body.message).toBe("Invalid schema: private");
  });

  it("refuses unsupported media types and methods", async () => {
    await expectPgrstError(
      await backend.request("/rest/v1/jobs", { headers: { accept: "text/csv" } }),
      406,
      "PGRST107",
    );
    await expectPgrstError(
      await backend.request("/rest/v1/jobs", { method: "PUT", as: "service", body: {} }),
      405,
      "PGRST117",
    );
  });

  it("answers routes it does not serve like the gateway", async () => {
    for (const path of ["/", "/graphql/v1", "/realtime/v1/websocket"]) {
      const response = await backend.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "no Route matched with those values" });
    }
    // Edge Functions are served (decision 027); one that is not deployed is the platform's 404.
    const unknownFunction = await backend.request("/functions/v1/x");
    expect(unknownFunction.status).toBe(404);
    expect(await unknownFunction.json()).toEqual({
      code: "NOT_FOUND",
      message: "Requested function was not found",
    });
    const storage = await backend.request("/storage/v1/unknown");
    expect(storage.status).toBe(404);
  });

  it("keeps serving after a burst of bad requests", async () => {
    const bad = await Promise.all([
      backend.request("/rest/v1/signups", {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json" },
      }),
      backend.request("/rest/v1/jobs?order=,,,"),
      backend.request("/storage/v1/object/resumes/x.pdf", {
        method: "POST",
        body: "--x--",
        headers: { "content-type": "multipart/form-data; boundary=x" },
      }),
      backend.request("/storage/v1/object/list/resumes", {
        method: "POST",
        body: "[",
        headers: { "content-type": "application/json" },
      }),
      backend.request("/storage/v1/object/resumes", { method: "DELETE", body: { prefixes: "all" } }),
    ]);
    for (const response of bad) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.text()).not.toMatch(/\n\s+at /);
    }
    expect((await slugs("/rest/v1/jobs?select=slug&status=eq.open")).length).toBeGreaterThanOrEqual(6);
  });
});

describe("row cap (db-max-rows: 1,000)", () => {
  it("caps what a set-returning function answers, and pages through the rest with limit and offset", async () => {
    await backend.api.query(
      "create function public.test_numbers(n integer) returns setof integer language sql stable as 'select generate_series(1, n)'",
    );
    await backend.api.query(
      `create function public.test_labelled(n integer) returns table (k integer, label text)
         language sql stable as 'select i, ''#'' || i from generate_series(1, n) as i'`,
    );
    await backend.api.query(
      "grant execute on function public.test_numbers(integer), public.test_labelled(integer) to service_role",
    );
    const call = async (path: string) => {
      const response = await backend.request(`/rest/v1/rpc/${path}`, {
        method: "POST",
        as: "service",
        body: { n: 2500 },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as unknown[];
    };
    const first = await call("test_numbers");
    expect(first).toHaveLength(1000);
    expect(first[0]).toBe(1);
    expect(first[999]).toBe(1000);
    expect(await call("test_numbers?offset=2000")).toEqual(
      Array.from({ length: 500 }, (_, index) => 2001 + index),
    );
    expect(await call("test_numbers?limit=5000&offset=1000")).toHaveLength(1000);
    expect(await call("test_numbers?limit=2&offset=10")).toEqual([11, 12]);
    expect(await call("test_labelled?limit=1&offset=1999")).toEqual([{ k: 2000, label: "#2000" }]);
    expect(await call("test_labelled")).toHaveLength(1000);

    const bad = await backend.request("/rest/v1/rpc/test_numbers?limit=-1", {
      method: "POST",
      as: "service",
      body: { n: 1 },
    });
    await expectPgrstError(bad, 400, "PGRST100");
  });
});

describe("concurrency", () => {
  it("serialises parallel requests without losing any", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? backend.request("/rest/v1/jobs?select=slug&status=eq.open")
          : backend.request("/rest/v1/signups", { method: "POST", body: validSignup() }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(
      Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? 200 : 201)),
    );
  });

  it("keeps one sign-up when the same e-mail arrives ten times at once", async () => {
    const email = `burst.${crypto.randomUUID()}@example.com`;
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        backend.request("/rest/v1/signups", {
          method: "POST",
          body: validSignup({ email: index % 2 === 0 ? email : email.toUpperCase() }),
        }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(await backend.api.query("select id from signups where email = $1", [email])).toHaveLength(1);
  });

  it("keeps one application when a double click sends the same id twice", async () => {
    const row = validCandidate();
    const responses = await Promise.all([
      backend.request("/rest/v1/candidates", { method: "POST", body: row }),
      backend.request("/rest/v1/candidates", { method: "POST", body: row }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(await backend.api.query("select id from candidates where id = $1", [row.id])).toHaveLength(1);
  });
});

describe("CORS", () => {
  it("answers preflights for any origin and echoes the requested headers", async () => {
    const response = await fetch(`${backend.url}/rest/v1/signups`, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers":
          "apikey, authorization, content-type, content-profile, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "apikey, authorization, content-type, content-profile, prefer, x-client-info",
    );
  });

  it("answers OPTIONS on the resumable endpoint as a tus server, and as a CORS preflight too", async () => {
    const tusHeaders = (response: Response) => ({
      resumable: response.headers.get("tus-resumable"),
      version: response.headers.get("tus-version"),
      extensions: response.headers.get("tus-extension")?.split(","),
      maxSize: response.headers.get("tus-max-size"),
    });
    const advertised = {
      resumable: "1.0.0",
      version: "1.0.0",
      extensions: expect.arrayContaining(["creation", "termination"]) as unknown,
      maxSize: String(50 * 1024 * 1024),
    };
    for (const target of ["/storage/v1/upload/resumable", "/storage/v1/upload/resumable/c29tZS11cGxvYWQ"]) {
      const discovery = await fetch(`${backend.url}${target}`, { method: "OPTIONS" });
      expect(discovery.status).toBe(200);
      expect(tusHeaders(discovery), target).toEqual(advertised);
    }
    const preflight = await fetch(`${backend.url}/storage/v1/upload/resumable`, {
      method: "OPTIONS",
      headers: {
        origin: "https://tapsheet.example",
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "tus-resumable, upload-offset, content-type, apikey",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(preflight.headers.get("access-control-allow-headers")).toBe(
      "tus-resumable, upload-offset, content-type, apikey",
    );
    expect(tusHeaders(preflight)).toEqual(advertised);

    const rest = await fetch(`${backend.url}/rest/v1/signups`, { method: "OPTIONS" });
    expect(rest.headers.get("tus-version")).toBeNull();
  });

  it("lets browsers read Content-Range and errors", async () => {
    const response = await backend.request("/rest/v1/jobs?select=slug&limit=1", {
      headers: { origin: "http://x" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
    const denied = await backend.request("/rest/v1/signups", { headers: { origin: "http://x" } });
    expect(denied.headers.get("access-control-allow-origin")).toBe("*");
  });
});
