import { anonSelect, serviceDelete, serviceInsert } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, test } from "./fixtures";

/*
 * The security headers of the static build (decision 009). Every
 * test of the suite also fails on any CSP violation (the cspGuard fixture), so the static routes (site.spec) and
 * both forms (signup.spec, careers.spec) are covered there; this file adds the pages rendered from data and the
 * headers themselves.
 */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

test("every kind of answer carries the same enforced policy and security headers", async ({ request }) => {
  const home = await request.get("/");
  const html = await home.text();
  const asset = /\/assets\/[^"]+\.css/.exec(html)?.[0] ?? "";
  const answers = [
    ["a page", home],
    ["a deep page", await request.get("/about/team")],
    ["an asset", await request.get(asset)],
    ["a missing page", await request.get("/no-such-page")],
    ["a missing asset", await request.get("/assets/missing.js")],
  ] as const;
  const policy = home.headers()["content-security-policy"] ?? "";
  for (const [label, response] of answers) {
    const headers = response.headers();
    expect(headers["content-security-policy"], label).toBe(policy);
    expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"], label).toBe("nosniff");
    expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], label).toContain("camera=()");
    expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
    expect(headers["x-frame-options"], label).toBe("DENY");
  }
  expect(answers[2][1].headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(home.headers()["cache-control"]).toBe("no-cache");

  const csp = directives(policy);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts[0]).toBe("'self'");
  expect(scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("connect-src")).toEqual(["'self'", new URL(E2E_API_URL).origin]);
  expect(csp.get("frame-src")).toEqual([`${new URL(E2E_API_URL).origin}/storage/v1/object/sign/resumes/`]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'none'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(csp.get("default-src")).toEqual(["'none'"]);
});

test("a prerendered article and job render without any policy violation", async ({ page }) => {
  const [post] = await anonSelect<{ slug: string; title: string }>("blog_posts", "select=slug,title&limit=1");
  const [job] = await anonSelect<{ slug: string; title: string }>("jobs", "select=slug,title&limit=1");
  await page.goto(`/blog/${post?.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: post?.title })).toBeVisible();
  await page.goto(`/careers/job/${job?.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: job?.title })).toBeVisible();
});

test("an article and a job published after the build render through the SPA fallback without any violation", async ({
  page,
}) => {
  const suffix = `${test.info().project.name}-${Date.now()}`;
  const post = { slug: `after-build-${suffix}`, title: "Published after the build" };
  const job = { slug: `after-build-job-${suffix}`, title: "Hired after the build" };
  await serviceInsert("blog_posts", {
    ...post,
    author: "Tapsheet Team",
    excerpt: "Fresh news.",
    content: "<p>Written after the site was built.</p>",
    // Older than every seeded post, so that lists other tests read keep their order.
    published_date: "2020-01-01",
    is_draft: false,
  });
  await serviceInsert("jobs", {
    ...job,
    department: "Engineering",
    location: "New York, NY",
    country: "US",
    description: "A role opened after the build.",
    status: "open",
    display_order: 999,
  });
  try {
    const fallback = await page.request.get(`/blog/${post.slug}`);
    expect(await fallback.text()).not.toContain(post.title);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText("Written after the site was built.")).toBeVisible();
    await page.goto(`/careers/job/${job.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: job.title })).toBeVisible();
  } finally {
    // Other tests check that every published post and active job was prerendered.
    await serviceDelete("blog_posts", `slug=eq.${post.slug}`);
    await serviceDelete("jobs", `slug=eq.${job.slug}`);
  }
});
