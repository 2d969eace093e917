import { jobsOfTheBuild, postsOfTheBuild } from "./backend";
import { expect, test } from "./fixtures";

test("every published post and active job is prerendered with its own title, description and JSON-LD", async ({
  request,
}) => {
  const posts = await postsOfTheBuild<{ slug: string; title: string }>("select=slug,title");
  const jobs = await jobsOfTheBuild<{ slug: string; title: string }>("select=slug,title");
  expect(posts.length).toBeGreaterThanOrEqual(8);
  expect(jobs.length).toBeGreaterThanOrEqual(6);
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  for (const post of posts) {
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`<title>${escape(post.title)} - Tapsheet blog</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="https://tapsheet.example/blog/${post.slug}"/>`);
    expect(html).toContain('"@type":"BlogPosting"');
  }
  for (const job of jobs) {
    const html = await (await request.get(`/careers/job/${job.slug}`)).text();
    expect(html).toContain(escape(job.title));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain('"@type":"JobPosting"');
  }
});

test("articles, jobs and other pages name a 1200×630 social card the site serves, in their HTML", async ({
  request,
}) => {
  const [post] = await postsOfTheBuild<{ slug: string; title: string }>("select=slug,title&limit=1");
  const [job] = await jobsOfTheBuild<{ slug: string }>("select=slug&limit=1");
  const cards = new Set<string>();
  for (const [path, folder] of [
    [`/blog/${post!.slug}`, "blog/"],
    [`/careers/job/${job!.slug}`, "careers/"],
    ["/about/team", ""],
    // An article published after the build opens through the SPA fallback, with the site's card.
    ["/blog/a-post-that-is-not-prerendered", ""],
  ] as const) {
    const html = await (await request.get(path)).text();
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"/>`).exec(html)?.[1];
    const image = meta("og:image") ?? "";
    expect(image).toMatch(
      new RegExp(`^https://tapsheet\\.example/social/${folder}[a-z0-9-]+\\.[0-9a-f]{10}\\.png$`),
    );
    expect(meta("og:image:width")).toBe("1200");
    expect(meta("og:image:height")).toBe("630");
    expect(meta("og:image:alt")?.length).toBeGreaterThan(10);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    cards.add(image);

    // The file is in this build, under the same path, as a PNG of that size, cached for good.
    const card = await request.get(new URL(image).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");
    expect(card.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const png = await card.body();
    expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }
  expect(cards.size).toBe(3);
});

test("sitemap, robots and manifest are served", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>https://tapsheet.example/</loc>");
  expect(sitemap).toContain("<loc>https://tapsheet.example/blog/tokenization</loc>");
  expect(sitemap).toMatch(
    /<loc>https:\/\/tapsheet\.example\/careers\/job\/[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
  );
  expect(await (await request.get("/robots.txt")).text()).toContain(
    "Sitemap: https://tapsheet.example/sitemap.xml",
  );
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string };
  expect(manifest.name).toContain("Tapsheet");
  const home = await (await request.get("/")).text();
  expect(home).toContain('"@type":"Organization"');
  expect(home).not.toContain('rel="modulepreload"');
});

test("a post published after the build still opens through the SPA fallback", async ({ page }) => {
  const response = await page.goto("/blog/a-post-that-is-not-prerendered");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
});

test("a prerendered page paints before it downloads the app's JavaScript, and then hydrates", async ({
  page,
}) => {
  await page.goto("/product/vcs");
  const timing = await page.evaluate(() => ({
    firstPaint: Math.min(...performance.getEntriesByType("paint").map((entry) => entry.startTime)),
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
});
