import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { afterAll, describe, expect, it } from "vitest";

import {
  articleCard,
  cardForPage,
  siteCard,
  socialCardPath,
  socialCardPng,
  socialCardSvg,
  withSocialCardTags,
  writeSocialCards,
} from "./social-cards";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's first chunk, which must be IHDR. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** An article card's pixels (RGBA rows), painted from its SVG. */
async function pixels(title: string) {
  const svg = await socialCardSvg(articleCard({ slug: "a", title }));
  return Buffer.from(new Resvg(svg, { fitTo: { mode: "original" } }).render().pixels);
}
const ROW_BYTES = 1200 * 4;

const DATA = {
  posts: [
    { id: "1", slug: "tokenization", title: "Tokenized cap tables", published_date: null, created_at: "" },
  ],
  jobs: [{ slug: "ios", title: "iOS Engineer", department: "Engineering", created_at: "" }],
  closedJobs: [{ slug: "intern", title: "Data Intern", department: "Engineering", created_at: "" }],
};

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Page</title></head><body></body></html>';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "social-cards-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A client directory with these prerendered pages. */
function clientDirWith(files: string[]) {
  const dir = tempDir();
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), PAGE);
  }
  return dir;
}

/** The content of each social tag in a page. */
function socialTags(html: string): Record<string, string> {
  const tags = [
    ...html.matchAll(/<meta (?:property|name)="((?:og:image|twitter:card)[^"]*)" content="([^"]*)"\/>/g),
  ];
  return Object.fromEntries(tags.map(([, name = "", content = ""]) => [name, content]));
}

describe("social cards", () => {
  it("are 1200×630 PNGs", async () => {
    for (const card of [siteCard(), cardForPage("careers/job/ios/index.html", DATA)]) {
      expect(pngSize(await socialCardPng(card))).toEqual({ width: 1200, height: 630 });
    }
  }, 30_000);

  it("get a new file name when the title changes, and keep theirs while it does not", () => {
    const card = articleCard({ slug: "tokenization", title: "Tokenized cap tables" });
    const path = socialCardPath(card);
    expect(path).toMatch(/^\/social\/blog\/tokenization\.[0-9a-f]{10}\.png$/);
    expect(socialCardPath({ ...card })).toBe(path);
    expect(socialCardPath({ ...card, title: "Tokenized cap tables, revisited" })).not.toBe(path);
    expect(socialCardPath({ ...card, label: "Careers" })).not.toBe(path);
    expect(socialCardPath(card, "another look")).not.toBe(path);
  });

  it("clamp a very long title: the words past its last line are not drawn, and the footer stays clear", async () => {
    const long = "A title that goes on and on about allocations and closings ".repeat(12);
    const [clamped, longer, short] = await Promise.all([
      pixels(long),
      pixels(`${long} with yet more words at the end`),
      pixels("Short title"),
    ]);
    expect(Buffer.compare(clamped, longer)).toBe(0);
    // The bottom 110 rows hold the site's address and the coloured edge: the same as under a one-line title.
    expect(Buffer.compare(clamped.subarray(520 * ROW_BYTES), short.subarray(520 * ROW_BYTES))).toBe(0);
    // And the title itself was drawn there (the middle differs from the short card's).
    const middle = (image: Buffer) => image.subarray(300 * ROW_BYTES, 420 * ROW_BYTES);
    expect(Buffer.compare(middle(clamped), middle(short))).not.toBe(0);
  }, 30_000);

  it("give every prerendered page its tags, naming a card that is in the build", async () => {
    const clientDir = clientDirWith([
      "index.html",
      "blog/tokenization/index.html",
      "careers/job/ios/index.html",
      "careers/job/intern/index.html",
      "__spa-fallback.html",
    ]);
    await writeSocialCards(clientDir, DATA, tempDir());
    const article = socialTags(readFileSync(join(clientDir, "blog/tokenization/index.html"), "utf8"));
    expect(article).toEqual({
      "og:image": expect.stringMatching(
        /^https:\/\/tapsheet\.example\/social\/blog\/tokenization\.\w{10}\.png$/,
      ) as string,
      "og:image:type": "image/png",
      "og:image:width": "1200",
      "og:image:height": "630",
      "og:image:alt": "Tokenized cap tables, an article on the Tapsheet blog",
      "twitter:card": "summary_large_image",
    });
    const images = [
      "index.html",
      "careers/job/ios/index.html",
      "careers/job/intern/index.html",
      "__spa-fallback.html",
    ].map((file) => socialTags(readFileSync(join(clientDir, file), "utf8"))["og:image"]!);
    // The home page and the fallback (an article or job not built yet) show the site's card; each job its own.
    expect(images[0]).toMatch(/\/social\/site\.\w{10}\.png$/);
    expect(images[3]).toBe(images[0]);
    expect(new Set([article["og:image"], ...images]).size).toBe(4);
    for (const image of [article["og:image"]!, ...images]) {
      expect(pngSize(readFileSync(join(clientDir, new URL(image).pathname)))).toEqual({
        width: 1200,
        height: 630,
      });
    }
  }, 30_000);

  it("are drawn again only when new: a card an earlier build drew is taken from the cache", async () => {
    const cacheDir = tempDir();
    await writeSocialCards(clientDirWith(["blog/tokenization/index.html"]), DATA, cacheDir);
    const path = socialCardPath(cardForPage("blog/tokenization/index.html", DATA));
    const marker = Buffer.concat([PNG_SIGNATURE, Buffer.from("from the cache")]);
    writeFileSync(join(cacheDir, path.slice(1).replaceAll("/", "_")), marker);
    const second = clientDirWith(["blog/tokenization/index.html"]);
    await writeSocialCards(second, DATA, cacheDir);
    expect(readFileSync(join(second, path))).toEqual(marker);
    expect(existsSync(join(second, socialCardPath(siteCard())))).toBe(false);
  }, 30_000);

  it("escape the alternative text and refuse a page that already names a card", () => {
    const card = { ...siteCard(), alt: `"Quotes" & <tags>` };
    const html = withSocialCardTags(PAGE, card);
    expect(html).toContain('<meta property="og:image:alt" content="&quot;Quotes&quot; &amp; &lt;tags&gt;"/>');
    expect(() => withSocialCardTags(html, card)).toThrow(/og:image/);
  });
});
