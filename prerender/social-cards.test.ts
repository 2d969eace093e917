import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { Resvg } from "@resvg/resvg-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  articleCard,
  cardForPage,
  fetchCardImage,
  postImageUrl,
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

/** A solid 64×48 PNG of this colour ("#rrggbb"), painted by resvg. */
const solidPng = (colour: string) =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48" fill="${colour}"/></svg>`,
  )
    .render()
    .asPng();

/** The RGB of one pixel of a card's PNG, decoded by resvg. */
function pixelAt(png: Buffer, x: number, y: number): number[] {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">' +
    `<image href="data:image/png;base64,${png.toString("base64")}" width="1200" height="630"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const at = (y * 1200 + x) * 4;
  return [...pixels.subarray(at, at + 3)];
}

/** A lossless 1×1 WebP: a real image whose signature passes, which resvg cannot paint. */
const WEBP = Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
const BUCKET = "/storage/v1/object/public/post-images/";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server on 127.0.0.1 answering by path, counting every request it gets. */
async function serve(routes: Record<string, Handler>) {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const handler = routes[request.url ?? ""];
    if (handler) handler(request, response);
    else response.writeHead(404).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, requests, routes, close };
}

const png =
  (bytes: Buffer): Handler =>
  (_request, response) => {
    response.writeHead(200, { "Content-Type": "image/png", "Content-Length": bytes.length }).end(bytes);
  };

describe("an article's social card with the post's image", () => {
  const GREEN = "#1fa34c";
  const names = { green: `${randomUUID()}.png`, blue: `${randomUUID()}.png` };
  let project: Awaited<ReturnType<typeof serve>>;
  let foreign: Awaited<ReturnType<typeof serve>>;

  beforeAll(async () => {
    foreign = await serve({});
    project = await serve({
      [`${BUCKET}${names.green}`]: png(solidPng(GREEN)),
      [`${BUCKET}${names.blue}`]: png(solidPng("#2040d0")),
    });
    foreign.routes[`${BUCKET}${names.green}`] = png(solidPng(GREEN));
  });
  afterAll(async () => Promise.all([project.close(), foreign.close()]));

  const post = (slug: string, content: string) => ({
    id: slug,
    slug,
    title: "Fees by syndicate size",
    content,
    published_date: null,
    created_at: "",
  });
  const img = (src: string) => `<img src="${src}" alt="A chart">`;

  /** Builds the articles' cards against the project's server; the og:image path and PNG of each article. */
  async function build(posts: ReturnType<typeof post>[], imageTimeoutMs?: number) {
    const clientDir = clientDirWith(posts.map((row) => `blog/${row.slug}/index.html`));
    await writeSocialCards(clientDir, { posts, jobs: [], closedJobs: [] }, tempDir(), {
      supabaseUrl: project.url,
      ...(imageTimeoutMs ? { imageTimeoutMs } : {}),
    });
    return Object.fromEntries(
      posts.map((row) => {
        const html = readFileSync(join(clientDir, `blog/${row.slug}/index.html`), "utf8");
        const path = new URL(socialCardTagsOf(html)).pathname;
        return [row.slug, { path, png: readFileSync(join(clientDir, path)) }];
      }),
    );
  }
  const socialCardTagsOf = (html: string) => socialTags(html)["og:image"]!;

  it("draws the first image from the project's bucket beside the title, and never fetches a foreign one", async () => {
    const foreignFirst = `<p>Intro</p>${img(`${foreign.url}/chart.png`)}<p>More</p>${img(`${project.url}${BUCKET}${names.green}`)}`;
    const cards = await build([post("with-image", foreignFirst), post("plain", "<p>No image</p>")]);
    const withImage = cards["with-image"]!;
    const plain = cards.plain!;
    expect(withImage.path).not.toBe(plain.path.replace("plain", "with-image"));
    expect(pngSize(withImage.png)).toEqual({ width: 1200, height: 630 });
    // The right-hand panel is the image's colour; the plain card has its background there.
    expect(pixelAt(withImage.png, 1000, 300)).toEqual([0x1f, 0xa3, 0x4c]);
    expect(pixelAt(plain.png, 1000, 300)).not.toEqual([0x1f, 0xa3, 0x4c]);
    // The title is still drawn, on the left, and the coloured edge runs under both.
    expect(pixelAt(withImage.png, 1000, 622)).toEqual(pixelAt(plain.png, 1000, 622));
    expect(project.requests).toContain(`${BUCKET}${names.green}`);
    expect(foreign.requests).toEqual([]);
  }, 30_000);

  it("gets a new file name when the image's bytes change, under the same URL", async () => {
    const url = `${project.url}${BUCKET}${names.green}`;
    const card = articleCard({ slug: "a", title: "Fees" }, await fetchCardImage(url));
    const before = socialCardPath(card);
    expect(socialCardPath(articleCard({ slug: "a", title: "Fees" }, await fetchCardImage(url)))).toBe(before);
    project.routes[`${BUCKET}${names.green}`] = png(solidPng("#d02040"));
    try {
      expect(socialCardPath(articleCard({ slug: "a", title: "Fees" }, await fetchCardImage(url)))).not.toBe(
        before,
      );
    } finally {
      project.routes[`${BUCKET}${names.green}`] = png(solidPng(GREEN));
    }
    expect(socialCardPath(articleCard({ slug: "a", title: "Fees" }))).not.toBe(before);
  });

  it("is the plain card, with a warning and no failed build, when the image cannot be had", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const name = (label: string) => `${BUCKET}${randomUUID()}.${label === "webp" ? "webp" : "png"}`;
    const paths = {
      missing: name("missing"),
      text: name("text"),
      webp: name("webp"),
      big: name("big"),
      pixels: name("pixels"),
      slow: name("slow"),
      redirect: name("redirect"),
    };
    project.routes[paths.text] = (_request, response) =>
      response.writeHead(200, { "Content-Type": "image/png" }).end("<html>not an image</html>");
    project.routes[paths.webp] = (_request, response) =>
      response.writeHead(200, { "Content-Type": "image/webp" }).end(WEBP);
    const big = Buffer.concat([solidPng(GREEN), Buffer.alloc(5 * 1024 * 1024)]);
    project.routes[paths.big] = (_request, response) =>
      response.writeHead(200, { "Content-Type": "image/png" }).end(big);
    // A real PNG whose header declares 30000 × 30000 pixels: 3.6 GB once decoded, which resvg would allocate.
    const pixels = solidPng(GREEN);
    pixels.writeUInt32BE(30_000, 16);
    pixels.writeUInt32BE(30_000, 20);
    project.routes[paths.pixels] = (_request, response) =>
      response.writeHead(200, { "Content-Type": "image/png" }).end(pixels);
    project.routes[paths.slow] = () => undefined;
    project.routes[paths.redirect] = (_request, response) =>
      response.writeHead(302, { Location: `${foreign.url}${BUCKET}${names.green}` }).end();
    const posts = Object.entries(paths).map(([slug, path]) => post(slug, img(`${project.url}${path}`)));
    const cards = await build(posts, 300);
    for (const row of posts) {
      expect(cards[row.slug]!.path).toBe(socialCardPath(articleCard(row)));
      expect(pngSize(cards[row.slug]!.png)).toEqual({ width: 1200, height: 630 });
    }
    const warnings = warn.mock.calls.map(([line]) => String(line));
    expect(warnings).toHaveLength(posts.length);
    for (const slug of Object.keys(paths)) {
      expect(warnings.some((line) => line.includes(`/blog/${slug} is drawn without its image`))).toBe(true);
    }
    expect(warnings.find((line) => line.includes("/blog/pixels "))).toMatch(/more than 40 million pixels/);
    expect(foreign.requests).toEqual([]);
  }, 30_000);

  it("takes only images in the project's bucket, under a name the upload gives", () => {
    const name = `${randomUUID()}.jpg`;
    const supabase = "https://ref.supabase.co";
    expect(postImageUrl(`<p>x</p><img alt='y' src='${supabase}${BUCKET}${name}'>`, supabase)).toBe(
      `${supabase}${BUCKET}${name}`,
    );
    for (const html of [
      `<img src="https://evil.example${BUCKET}${name}" alt="x">`,
      `<img src="${supabase}/storage/v1/object/public/resumes/${name}" alt="x">`,
      `<img src="${supabase}${BUCKET}../resumes/${name}" alt="x">`,
      `<img src="/images/chart.png" alt="x">`,
      `<a href="${supabase}${BUCKET}${name}">a link</a>`,
      "",
    ]) {
      expect(postImageUrl(html, supabase)).toBeNull();
    }
    expect(postImageUrl(`<img src="${supabase}${BUCKET}${name}" alt="x">`, undefined)).toBeNull();
  });
});
