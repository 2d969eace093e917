import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "./security-headers";
import { headersForPath, parseHeadersFile } from "../scripts/serve.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the build's security headers", () => {
  it("hashes every inline script a page runs, and no data block or external script", () => {
    const html = [
      `<script type="application/ld+json">{"@type":"Organization"}</script>`,
      `<script type="application/json" id="build-snapshot">{"a":1}</script>`,
      `<script>window.__context = 1;</script>`,
      `<script type="module" async="">import "/assets/a.js";</script>`,
      `<script type="text/x-after-first-paint" id="app-bootstrap">import "/assets/b.js";</script>`,
      `<script src="/assets/c.js"></script>`,
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.__context = 1;"),
      sha('import "/assets/a.js";'),
      sha('import "/assets/b.js";'),
    ]);
  });

  it("allows scripts only from the site and by hash, and connections only to the site and Supabase", () => {
    const policy = contentSecurityPolicy(
      ["'sha256-b'", "'sha256-a'", "'sha256-b'"],
      "https://ref.supabase.co",
    );
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).toContain("connect-src 'self' https://ref.supabase.co;");
    // Frames: only Storage's signed resume links, which the desk previews; without a project, nothing.
    expect(policy).toContain("frame-src https://ref.supabase.co/storage/v1/object/sign/resumes/;");
    expect(contentSecurityPolicy([], undefined)).toContain("frame-src 'none';");
    // Images: the site's own, and posts' images from the one public bucket, nothing else of the project's.
    expect(policy).toContain(
      "img-src 'self' data: https://ref.supabase.co/storage/v1/object/public/post-images/;",
    );
    expect(contentSecurityPolicy([], undefined)).toContain("img-src 'self' data:;");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).toMatch(/object-src 'none'.*base-uri 'none'.*frame-ancestors 'none'.*form-action 'self'/);
  });

  it("is read back by the static server: security headers everywhere, immutable caching for assets only", () => {
    const rules = parseHeadersFile(headersFile("default-src 'none'"));
    const page = headersForPath(rules, "/about/team");
    const asset = headersForPath(rules, "/assets/app-1.css");
    expect(page["Content-Security-Policy"]).toBe("default-src 'none'");
    expect(page["X-Frame-Options"]).toBe("DENY");
    expect(page["Cache-Control"]).toBeUndefined();
    expect(asset["Content-Security-Policy"]).toBe("default-src 'none'");
    expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gives the feeds their own content types, and only them", () => {
    const rules = parseHeadersFile(headersFile("default-src 'none'"));
    expect(headersForPath(rules, "/blog/rss.xml")["Content-Type"]).toBe("application/rss+xml; charset=utf-8");
    expect(headersForPath(rules, "/blog/atom.xml")["Content-Type"]).toBe(
      "application/atom+xml; charset=utf-8",
    );
    expect(headersForPath(rules, "/blog/rss.xml")["X-Content-Type-Options"]).toBe("nosniff");
    expect(headersForPath(rules, "/sitemap.xml")["Content-Type"]).toBeUndefined();
  });

  it("caches social cards for good as PNGs, with the security headers", () => {
    const rules = parseHeadersFile(headersFile("default-src 'none'"));
    const card = headersForPath(rules, "/social/blog/tokenization.0a1b2c3.png");
    expect(card["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(card["Content-Type"]).toBe("image/png");
    expect(card["X-Content-Type-Options"]).toBe("nosniff");
    expect(card["Content-Security-Policy"]).toBe("default-src 'none'");
    expect(headersForPath(rules, "/icons/icon-512.png")["Cache-Control"]).toBeUndefined();
  });
});
