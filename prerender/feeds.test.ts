import { describe, expect, it } from "vitest";

import { blogFeeds } from "./feeds";
import type { PrerenderPost } from "./site-data";

const POSTS: PrerenderPost[] = [
  {
    id: "3f0c2a4e-8a0b-4c8e-9a57-0d6e4b1f2a10",
    slug: "older-post",
    title: "Cap tables & you",
    excerpt: "An older post",
    content:
      '<p>Read <a href="/blog/newer-post">the next one</a>.</p><img src="/images/chart.png" alt="A chart">',
    author: "Ada",
    tags: ["cap tables"],
    published_date: "2026-10-01T09:00:00Z",
    created_at: "2026-10-01T09:00:00Z",
    updated_at: "2026-10-02T09:00:00Z",
  },
  {
    id: "9b7d7c41-2f0e-4f7b-8a8c-5a1e3c9d4b22",
    slug: "newer-post",
    title: "Deals on a phone",
    excerpt: "A newer post",
    content:
      '<h2>Fast</h2><script>alert("stored")</script><p onclick="steal()">Body</p><a href="javascript:alert(1)">x</a>',
    author: "Grace",
    tags: [],
    published_date: "2026-11-01T09:00:00Z",
    created_at: "2026-11-01T09:00:00Z",
    updated_at: "2026-11-20T10:30:00Z",
  },
];

/** Parses with the XML parser of the DOM (a conforming, non-forgiving parser), failing on any error. */
function parseXml(text: string): XMLDocument {
  const doc = new DOMParser().parseFromString(text, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

const ATOM_NS = "http://www.w3.org/2005/Atom";
const text = (parent: Element | Document, tag: string) =>
  parent.getElementsByTagName(tag)[0]?.textContent ?? "";

describe("the blog's feeds", () => {
  const { rss, atom } = blogFeeds(POSTS);

  it("is RSS 2.0 with the channel's and each item's required elements, newest first", () => {
    const doc = parseXml(rss);
    expect(doc.documentElement.tagName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const channel = doc.getElementsByTagName("channel")[0];
    if (!channel) throw new Error("no channel");
    for (const required of ["title", "link", "description"]) expect(text(channel, required)).not.toBe("");
    const items = [...doc.getElementsByTagName("item")];
    expect(items.map((item) => text(item, "title"))).toEqual(["Deals on a phone", "Cap tables & you"]);
    expect(items.map((item) => text(item, "guid"))).toEqual([
      "urn:uuid:9b7d7c41-2f0e-4f7b-8a8c-5a1e3c9d4b22",
      "urn:uuid:3f0c2a4e-8a0b-4c8e-9a57-0d6e4b1f2a10",
    ]);
    expect(items.map((item) => text(item, "link"))).toEqual([
      "https://tapsheet.example/blog/newer-post",
      "https://tapsheet.example/blog/older-post",
    ]);
    // The publication date, in the RFC 822 form RSS 2.0 requires.
    expect(text(items[0] as Element, "pubDate")).toBe("Sun, 01 Nov 2026 09:00:00 GMT");
  });

  it("is Atom 1.0 with the feed's and each entry's required elements", () => {
    const doc = parseXml(atom);
    expect(doc.documentElement.namespaceURI).toBe(ATOM_NS);
    expect(doc.documentElement.localName).toBe("feed");
    for (const required of ["id", "title", "updated"])
      expect(text(doc.documentElement, required)).not.toBe("");
    expect(text(doc.documentElement, "updated")).toBe("2026-11-20T10:30:00.000Z");
    const self = [...doc.documentElement.children].find(
      (child) => child.localName === "link" && child.getAttribute("rel") === "self",
    );
    expect(self?.getAttribute("href")).toBe("https://tapsheet.example/blog/atom.xml");
    const entries = [...doc.getElementsByTagNameNS(ATOM_NS, "entry")];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(text(entry, "id")).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
      expect(text(entry, "title")).not.toBe("");
      expect(text(entry, "updated")).not.toBe("");
      expect(entry.getElementsByTagName("link")[0]?.getAttribute("href")).toMatch(
        /^https:\/\/tapsheet\.example\/blog\//,
      );
    }
  });

  it("carries each body sanitised, with the site's links and images made absolute", () => {
    for (const feed of [rss, atom]) {
      const doc = parseXml(feed);
      const bodies = [...doc.getElementsByTagName(feed === rss ? "content:encoded" : "content")].map(
        (node) => node.textContent,
      );
      expect(bodies).toHaveLength(2);
      const [newer = "", older = ""] = bodies;
      expect(newer).toContain("<h2>Fast</h2>");
      expect(newer).toContain("Body");
      expect(newer).not.toMatch(/<script|alert\("stored"\)|onclick|javascript:/);
      expect(older).toContain('<a href="https://tapsheet.example/blog/newer-post">');
      expect(older).toContain('<img src="https://tapsheet.example/images/chart.png" alt="A chart">');
      expect(feed).not.toContain("<script>");
    }
  });

  it("keeps a post's id when its slug or title changes, and writes the same file for the same content", () => {
    const renamed = blogFeeds(POSTS.map((post) => ({ ...post, slug: `${post.slug}-2`, title: "Renamed" })));
    const ids = (feed: string) =>
      [...parseXml(feed).getElementsByTagName("guid")].map((node) => node.textContent);
    expect(ids(renamed.rss)).toEqual(ids(rss));
    expect(blogFeeds(POSTS)).toEqual({ rss, atom });
  });

  it("is valid and empty with no posts", () => {
    const empty = blogFeeds([]);
    expect(parseXml(empty.rss).getElementsByTagName("item")).toHaveLength(0);
    expect(parseXml(empty.atom).getElementsByTagNameNS(ATOM_NS, "entry")).toHaveLength(0);
  });
});
