import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { afterAll, describe, expect, it } from "vitest";

import { articleCard, jobCard, siteCard, socialCardPath } from "../src/lib/social-card";
import {
  buildCards,
  socialCardPng,
  socialCardSvg,
  socialCardVersion,
  writeSocialCards,
} from "./social-cards";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the PNG's first chunk, which must be IHDR. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The card's pixels (RGBA rows), painted from its SVG. */
async function pixels(title: string) {
  const svg = await socialCardSvg(articleCard({ slug: "a", title }));
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().pixels;
}
const ROW_BYTES = 1200 * 4;

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "social-cards-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("social cards", () => {
  it("are 1200×630 PNGs", async () => {
    for (const card of [
      siteCard(),
      jobCard({ slug: "ios", title: "iOS Engineer", department: "Engineering" }),
    ]) {
      expect(pngSize(await socialCardPng(card))).toEqual({ width: 1200, height: 630 });
    }
  });

  it("get a new file name when the title changes, and keep theirs while it does not", () => {
    const version = socialCardVersion();
    const path = socialCardPath(
      articleCard({ slug: "tokenization", title: "Tokenized cap tables" }),
      version,
    );
    expect(path).toMatch(/^\/social\/blog\/tokenization\.[0-9a-z]{7}\.png$/);
    expect(
      socialCardPath(articleCard({ slug: "tokenization", title: "Tokenized cap tables" }), version),
    ).toBe(path);
    expect(
      socialCardPath(
        articleCard({ slug: "tokenization", title: "Tokenized cap tables, revisited" }),
        version,
      ),
    ).not.toBe(path);
    expect(
      socialCardPath(articleCard({ slug: "tokenization", title: "Tokenized cap tables" }), `${version}x`),
    ).not.toBe(path);
  }, 30_000);

  it("clamp a very long title: the words past its last line are not drawn, and the footer stays clear", async () => {
    const long = "A title that goes on and on about allocations and closings ".repeat(12);
    const [clamped, longer, short] = await Promise.all([
      pixels(long),
      pixels(`${long} with yet more words at the end`),
      pixels("Short title"),
    ]);
    expect(Buffer.compare(Buffer.from(clamped), Buffer.from(longer))).toBe(0);
    // The bottom 110 rows hold the site's address and the coloured edge: the same as under a one-line title.
    const footer = (image: Uint8Array) => Buffer.from(image.subarray(520 * ROW_BYTES));
    expect(Buffer.compare(footer(clamped), footer(short))).toBe(0);
    // And the title itself was drawn (the middle differs from the short card's).
    const middle = (image: Uint8Array) => Buffer.from(image.subarray(300 * ROW_BYTES, 420 * ROW_BYTES));
    expect(Buffer.compare(middle(clamped), middle(short))).not.toBe(0);
  }, 30_000);

  it("are written where the pages' meta names them, and drawn again only when new", async () => {
    const data = {
      posts: [
        {
          id: "1",
          slug: "tokenization",
          title: "Tokenized cap tables",
          published_date: null,
          created_at: "",
        },
      ],
      jobs: [{ slug: "ios", title: "iOS Engineer", department: "Engineering", created_at: "" }],
      closedJobs: [],
    };
    const cards = buildCards(data);
    const [clientDir, cacheDir] = [tempDir(), tempDir()];
    await writeSocialCards(clientDir, cards, cacheDir);
    const paths = cards.map((card) => socialCardPath(card, socialCardVersion()));
    expect(paths).toHaveLength(3);
    for (const path of paths) expect(pngSize(readFileSync(join(clientDir, path))).width).toBe(1200);

    // A second build takes what the cache holds under a card's name instead of drawing it.
    const marker = Buffer.concat([PNG_SIGNATURE, Buffer.from("cached")]);
    writeFileSync(join(cacheDir, paths[1]!.slice(1).replaceAll("/", "_")), marker);
    const second = tempDir();
    await writeSocialCards(second, cards, cacheDir);
    expect(readFileSync(join(second, paths[1]!))).toEqual(marker);
    expect(existsSync(join(second, paths[0]!))).toBe(true);
  }, 30_000);
});
