import { describe, expect, it } from "vitest";

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
