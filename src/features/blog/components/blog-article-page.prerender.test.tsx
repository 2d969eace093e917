// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

import BlogPostRoute, { meta } from "@/routes/blog-post";

import { prerenderRoute } from "../../../../tests/utils/prerender";
import { TOKENIZATION } from "../testing/fixtures";

describe("blog article prerendered at build time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(globalThis, "__TAPSHEET_BUILD_SNAPSHOT__");
  });

  it("writes the whole article, its body sanitised, into the HTML, with the post embedded for hydration", async () => {
    vi.stubEnv("SSR", true);
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = {
      "post:tokenization": {
        ...TOKENIZATION,
        content: `${TOKENIZATION.content ?? ""}<script>alert(1)</script><img src=x onerror="alert(1)">`,
      },
    };
    const html = await prerenderRoute(BlogPostRoute, { path: "/blog/:slug", url: "/blog/tokenization" });
    expect(html).toContain(TOKENIZATION.title);
    expect(html).toContain("January 15, 2025");
    // Sanitised in Node too (a jsdom window stands in for the browser's), so hydration finds the same HTML.
    const body = /data-testid="article-body">(.*?)<\/div>/s.exec(html)?.[1];
    expect(body).toBe(
      "<h2>Why it matters</h2><p>Liquidity for <strong>private</strong> shares.</p>" +
        '<p><a href="https://example.com/report" target="_blank" rel="noopener noreferrer">Read the report</a></p>',
    );
    // The embedded copy of the post is data: JSON with "<" escaped, inside a non-executable script element.
    expect(html).toContain('<script type="application/json" id="build-snapshot-post_tokenization">');
    expect(html).not.toContain("<script>alert");
    expect(html).toContain('id="build-snapshot-post_tokenization"');
    // The page renders the document's one title; the route's meta names none.
    expect(html.match(/<title>.*?<\/title>/g)).toEqual([
      "<title>Tokenized cap tables, explained - Tapsheet blog</title>",
    ]);

    const descriptors = meta({ params: { slug: "tokenization" } } as Parameters<typeof meta>[0]);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors).toContainEqual({
      property: "og:title",
      content: "Tokenized cap tables, explained - Tapsheet blog",
    });
    expect(descriptors).toContainEqual({ name: "description", content: TOKENIZATION.excerpt });
    expect(descriptors).toContainEqual({
      "script:ld+json": expect.objectContaining({
        "@type": "BlogPosting",
        headline: TOKENIZATION.title,
        datePublished: "2025-01-15",
        author: { "@type": "Person", name: TOKENIZATION.author },
        url: "https://tapsheet.example/blog/tokenization",
      }) as unknown,
    });
  });
});
