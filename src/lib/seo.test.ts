import { describe, expect, it } from "vitest";

import { articleMeta } from "@/features/blog/seo";
import { TOKENIZATION } from "@/features/blog/testing/fixtures";
import { canonicalUrl, organizationJsonLd, pageTitle, seo } from "@/lib/seo";

describe("pageTitle", () => {
  it("appends the product name", () => {
    expect(pageTitle("Careers")).toBe("Careers | Tapsheet");
  });

  it("leaves titles that already name the product alone", () => {
    expect(pageTitle("Tapsheet - Close deals from your phone")).toBe(
      "Tapsheet - Close deals from your phone",
    );
    expect(pageTitle("Why Tapsheet")).toBe("Why Tapsheet");
  });
});

describe("canonicalUrl", () => {
  it("resolves paths against the site URL", () => {
    expect(canonicalUrl("/")).toBe("https://tapsheet.example/");
    expect(canonicalUrl("/blog/tokenization")).toBe("https://tapsheet.example/blog/tokenization");
  });
});

describe("seo", () => {
  const tags = seo({ title: "Blog", description: "Notes on mobile investing.", path: "/blog" });

  it("sets the title, description and canonical link", () => {
    expect(tags).toContainEqual({ title: "Blog | Tapsheet" });
    expect(tags).toContainEqual({ name: "description", content: "Notes on mobile investing." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tapsheet.example/blog" });
    expect(tags.filter((tag) => "title" in tag)).toHaveLength(1);
  });

  it("sets Open Graph and Twitter tags that agree with the title and description", () => {
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:site_name", content: "Tapsheet" },
        { property: "og:type", content: "website" },
        { property: "og:title", content: "Blog | Tapsheet" },
        { property: "og:description", content: "Notes on mobile investing." },
        { property: "og:url", content: "https://tapsheet.example/blog" },
        { property: "og:locale", content: "en_US" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:title", content: "Blog | Tapsheet" },
        { name: "twitter:description", content: "Notes on mobile investing." },
      ]),
    );
  });

  it("marks articles and appends extra descriptors", () => {
    const jsonLd = { "script:ld+json": { "@type": "BlogPosting" } };
    const article = seo({
      title: "Tokenization",
      description: "Cap tables on-chain.",
      path: "/blog/tokenization",
      type: "article",
      extra: [jsonLd],
    });
    expect(article).toContainEqual({ property: "og:type", content: "article" });
    expect(article.at(-1)).toEqual(jsonLd);
  });

  it("leaves the <title> to a page that renders its own, and still names the page in its social tags", () => {
    const job = seo({ title: "Careers", description: "A role.", path: "/careers/job/x", titleInPage: true });
    expect(job.some((tag) => "title" in tag)).toBe(false);
    expect(job).toContainEqual({ property: "og:title", content: "Careers | Tapsheet" });
    expect(job).toContainEqual({ name: "twitter:title", content: "Careers | Tapsheet" });
  });
});

describe("social card tags", () => {
  const image = (tags: ReturnType<typeof seo>, property: string) =>
    (tags.find((tag) => "property" in tag && tag.property === property) as { content?: string } | undefined)
      ?.content;

  it("show the site's 1200×630 card on a page without one of its own, by absolute URL", () => {
    const tags = seo({ title: "Blog", description: "Notes.", path: "/blog" });
    expect(image(tags, "og:image")).toMatch(/^https:\/\/tapsheet\.example\/social\/site\.[0-9a-z]{7}\.png$/);
    expect(image(tags, "og:image:width")).toBe("1200");
    expect(image(tags, "og:image:height")).toBe("630");
    expect(image(tags, "og:image:alt")).toBe(
      "Tapsheet: Close million-dollar deals from your phone in under 24 hours",
    );
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("show a prerendered article's own card, and the site's while the article is only rendered in the browser", () => {
    const post = { ...TOKENIZATION, title: "Tokenized cap tables" };
    const own = articleMeta(post.slug, post);
    expect(image(own, "og:image")).toMatch(
      /^https:\/\/tapsheet\.example\/social\/blog\/tokenization\.[0-9a-z]{7}\.png$/,
    );
    expect(image(own, "og:image:alt")).toBe("Tokenized cap tables, an article on the Tapsheet blog");
    const retitled = articleMeta(post.slug, { ...post, title: "Tokenized cap tables, revisited" });
    expect(image(retitled, "og:image")).not.toBe(image(own, "og:image"));
    const live = articleMeta(post.slug, undefined);
    expect(image(live, "og:image")).toBe(image(seo({ title: "x", description: "y", path: "/" }), "og:image"));
  });
});

describe("organizationJsonLd", () => {
  it("describes the company with its name, canonical URL and logo", () => {
    const descriptor = organizationJsonLd() as { "script:ld+json": Record<string, string> };
    expect(descriptor["script:ld+json"]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Tapsheet",
      url: "https://tapsheet.example",
      logo: "https://tapsheet.example/icons/icon-512.png",
    });
  });
});
