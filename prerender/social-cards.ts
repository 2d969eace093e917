import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import {
  type ImageType,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS_WORDS,
  checkImage,
} from "../common/image-signature";
import { SITE } from "../src/config/site";
import { isPostImageSrc } from "../src/lib/sanitize-html";
import type { PrerenderPost, SiteData } from "./site-data";

/**
 * Social cards, the picture a shared link shows (docs/decisions/058-social-cards.md): one for every prerendered
 * article and job, and the site's for every other page. They are drawn at build time without a browser (satori
 * lays a card out as SVG, resvg paints it as PNG) in Inter (SIL Open Font License, from @fontsource/inter) with
 * the site's colours and mark (src/app.css, public/favicon.svg), and their tags are written into the pages' HTML.
 * An article's card shows the post's first image from the project's `post-images` bucket beside its title
 * (docs/decisions/063-post-image-on-its-card.md).
 */

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

/** A post's image as a card draws it: bytes whose signature says PNG or JPEG, and their SHA-256 (hex). */
export interface CardImage {
  type: Exclude<ImageType, "image/webp">;
  bytes: Buffer;
  sha256: string;
}

/** What a card shows and says: its file, the line above the title, the title, and the alternative text. */
export interface SocialCard {
  /** The file's folder under /social/ and its name before the hash ("blog/tokenization", "site"). */
  name: string;
  label: string;
  title: string;
  alt: string;
  /** An article's image, drawn beside the title. */
  image?: CardImage;
}

export const siteCard = (): SocialCard => ({
  name: "site",
  label: SITE.name,
  title: SITE.tagline,
  alt: `${SITE.name}: ${SITE.tagline}`,
});

export const articleCard = (post: { slug: string; title: string }, image?: CardImage): SocialCard => ({
  name: `blog/${post.slug}`,
  label: `${SITE.name} blog`,
  title: post.title,
  alt: `${post.title}, an article on the ${SITE.name} blog`,
  ...(image ? { image } : {}),
});

const jobCard = (job: { slug: string; title: string; department: string }): SocialCard => ({
  name: `careers/${job.slug}`,
  label: `Careers · ${job.department}`,
  title: job.title,
  alt: `${job.title} (${job.department}), a role at ${SITE.name}`,
});

const closedJobCard = (job: { slug: string; title: string }): SocialCard => ({
  name: `careers/${job.slug}`,
  label: "Careers · This position has closed",
  title: job.title,
  alt: `${job.title}, a role at ${SITE.name} that has closed`,
});

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = join(dirname(THIS_FILE), "..");
const require = createRequire(import.meta.url);
/** Cards drawn by earlier builds, by file name; hosts that keep node_modules between builds keep these too. */
const CACHE_DIR = join(ROOT, "node_modules/.cache/tapsheet-social-cards");

/** Inter's Latin and Latin Extended subsets, regular and bold. */
const FONT_FILES = [
  [require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"), 400],
  [require.resolve("@fontsource/inter/files/inter-latin-ext-400-normal.woff"), 400],
  [require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"), 700],
  [require.resolve("@fontsource/inter/files/inter-latin-ext-700-normal.woff"), 700],
] as const;

/** The theme colours a card uses, as src/app.css declares them. */
const COLOURS = ["hero", "hero-foreground", "primary", "accent"] as const;
type Colour = (typeof COLOURS)[number];

function themeColours(): Record<Colour, string> {
  const css = readFileSync(join(ROOT, "src/app.css"), "utf8");
  const entries = COLOURS.map((name) => {
    const value = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    if (!value) throw new Error(`src/app.css declares no --color-${name} for the social cards`);
    return [name, value];
  });
  return Object.fromEntries(entries) as Record<Colour, string>;
}

/** Everything a card's look depends on besides its own words; memoised, read once per build. */
interface CardAssets {
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: "normal" }[];
  colours: Record<Colour, string>;
  mark: string;
  version: string;
}

let assets: CardAssets | undefined;

function cardAssets(): CardAssets {
  if (assets) return assets;
  const fonts = FONT_FILES.map(([file, weight]) => ({
    name: "Inter",
    data: readFileSync(file),
    weight,
    style: "normal" as const,
  }));
  const colours = themeColours();
  const markSvg = readFileSync(join(ROOT, "public/favicon.svg"));
  // The renderers' manifests stand for their versions; the fonts count by their bytes.
  const renderers = ["satori/package.json", "@resvg/resvg-js/package.json"].map((file) =>
    readFileSync(require.resolve(file)),
  );
  const hash = createHash("sha256")
    .update(readFileSync(THIS_FILE))
    .update(JSON.stringify({ colours, site: [SITE.name, SITE.url] }))
    .update(markSvg);
  for (const data of [...renderers, ...fonts.map((font) => font.data)]) hash.update(data);
  assets = {
    fonts,
    colours,
    mark: `data:image/svg+xml;base64,${markSvg.toString("base64")}`,
    version: hash.digest("hex").slice(0, 12),
  };
  return assets;
}

/**
 * `/social/<name>.<hash>.png`. The hash covers what the card shows and how it is drawn (this file, the fonts, the
 * colours, the mark, the renderers' versions, the image's bytes): a changed title, image or look is a new URL, so
 * a file is cached for good.
 */
export function socialCardPath(card: SocialCard, version = cardAssets().version): string {
  const image = card.image ? `image ${card.image.sha256}` : "no image";
  const hash = createHash("sha256")
    .update(`${version}\n${card.label}\n${card.title}\n${image}`)
    .digest("hex");
  return `/social/${card.name}.${hash.slice(0, 10)}.png`;
}

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

/** The width of an article's image, on the card's right from its top to the coloured edge. */
const IMAGE_PANEL_WIDTH = 440;
const EDGE = 16;

/**
 * A long title gets a smaller size and more lines; past those lines it ends in an ellipsis, never overflows.
 * Beside an image the title has about half the width, so it is set smaller and on one more line.
 */
function titleStyle(title: string, narrow: boolean) {
  if (title.length <= 40) return narrow ? { fontSize: 60, lines: 4 } : { fontSize: 76, lines: 3 };
  if (title.length <= 80) return narrow ? { fontSize: 50, lines: 4 } : { fontSize: 62, lines: 3 };
  return narrow ? { fontSize: 42, lines: 5 } : { fontSize: 52, lines: 4 };
}

function cardTree(card: SocialCard, { colours, mark }: CardAssets): Node {
  const { fontSize, lines } = titleStyle(card.title, card.image !== undefined);
  const host = new URL(SITE.url).host;
  const words = h(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      flexGrow: 1,
      flexShrink: 1,
      minWidth: 0,
      paddingTop: 64,
      paddingBottom: 48,
      paddingLeft: 72,
      paddingRight: 72,
    },
    h(
      "div",
      { display: "flex", alignItems: "center", gap: 24 },
      { type: "img", props: { src: mark, width: 72, height: 72, style: { borderRadius: 16 } } },
      h("div", { fontSize: 40, fontWeight: 700 }, SITE.name),
    ),
    h(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        flexGrow: 1,
        flexShrink: 1,
        minHeight: 0,
        width: "100%",
        justifyContent: "center",
        overflow: "hidden",
      },
      h("div", { fontSize: 30, fontWeight: 700, color: colours.accent, marginBottom: 20 }, card.label),
      h(
        "div",
        {
          display: "block",
          width: "100%",
          fontSize,
          fontWeight: 700,
          lineHeight: 1.15,
          lineClamp: lines,
          maxHeight: Math.ceil(fontSize * 1.15 * lines),
          overflow: "hidden",
          wordBreak: "break-word",
        },
        card.title,
      ),
    ),
    h("div", { fontSize: 28, color: colours["hero-foreground"], opacity: 0.75 }, host),
  );
  const image = card.image && {
    type: "img",
    props: {
      src: `data:${card.image.type};base64,${card.image.bytes.toString("base64")}`,
      width: IMAGE_PANEL_WIDTH,
      height: SOCIAL_CARD_SIZE.height - EDGE,
      style: { flexShrink: 0, objectFit: "cover" },
    },
  };
  return h(
    "div",
    {
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "row",
      backgroundColor: colours.hero,
      color: colours["hero-foreground"],
      fontFamily: "Inter",
      borderBottom: `${EDGE}px solid ${colours.primary}`,
    },
    ...(image ? [words, image] : [words]),
  );
}

/** The card as SVG (satori, loaded only when a card is drawn: the dev server and the config need none). */
export async function socialCardSvg(card: SocialCard): Promise<string> {
  const current = cardAssets();
  const { default: satori } = await import("satori");
  // satori types its input as a React element; the plain object has the same shape.
  return satori(cardTree(card, current) as unknown as Parameters<typeof satori>[0], {
    ...SOCIAL_CARD_SIZE,
    fonts: current.fonts,
  });
}

/** The card as a PNG of exactly SOCIAL_CARD_SIZE. */
export async function socialCardPng(card: SocialCard): Promise<Buffer> {
  const { Resvg } = await import("@resvg/resvg-js");
  return new Resvg(await socialCardSvg(card), { fitTo: { mode: "original" } }).render().asPng();
}

/**
 * The first image in a post's stored HTML that is in the project's `post-images` bucket under a name the upload
 * gives, or null. Images from anywhere else never show on the article (the sanitiser drops them) and are never
 * fetched for its card.
 */
export function postImageUrl(
  html: string | null | undefined,
  supabaseUrl: string | undefined,
): string | null {
  if (!html || !supabaseUrl) return null;
  for (const [, double, single] of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const src = double ?? single ?? "";
    if (isPostImageSrc(src, supabaseUrl)) return src;
  }
  return null;
}

/** How long a build waits for one post's image (answer and bytes) before drawing its card without it. */
const IMAGE_TIMEOUT_MS = 5000;

/** The body's bytes, given up as soon as they pass the images' limit. */
async function readAtMost(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new Error(`it is larger than ${limit / 1024 / 1024} MB`);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    size += chunk.value.length;
    if (size > limit) {
      await reader?.cancel();
      throw new Error(`it is larger than ${limit / 1024 / 1024} MB`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks);
}

/** Whether resvg paints the image: some pixel of it, scaled into a small square, is not transparent. */
async function paints(type: string, bytes: Buffer): Promise<boolean> {
  const { Resvg } = await import("@resvg/resvg-js");
  const href = `data:${type};base64,${bytes.toString("base64")}`;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">' +
    `<image href="${href}" width="16" height="16" preserveAspectRatio="none"/></svg>`;
  const pixels = new Resvg(svg).render().pixels;
  return pixels.some((value, index) => index % 4 === 3 && value !== 0);
}

/**
 * A post's image for its card, fetched from the bucket within the timeout. The bytes must carry a PNG or JPEG
 * signature, be at most 5 MB and declare at most 40 million pixels (resvg decodes an image whole before it scales
 * it); a WebP image is refused, since resvg cannot paint WebP. Throws, saying why, on any failure: a redirect (which
 * could lead anywhere), an error status, the timeout, or bytes that do not paint.
 */
export async function fetchCardImage(url: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<CardImage> {
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the bucket answered ${response.status}`);
  }
  const bytes = await readAtMost(response, MAX_IMAGE_BYTES);
  const image = checkImage(bytes);
  if (image.problem) {
    throw new Error(
      image.problem === "wrong-type"
        ? "its bytes are not a PNG, JPEG or WebP image"
        : `it has more than ${MAX_IMAGE_PIXELS_WORDS}`,
    );
  }
  const { type } = image;
  if (type === "image/webp") throw new Error("it is a WebP image, which the card's renderer cannot draw");
  if (!(await paints(type, bytes))) throw new Error("its bytes cannot be drawn");
  return { type, bytes, sha256: createHash("sha256").update(bytes).digest("hex") };
}

const reasonOf = (error: unknown) =>
  error instanceof Error && error.name === "TimeoutError"
    ? "it did not arrive in time"
    : error instanceof Error
      ? ((error.cause instanceof Error ? error.cause.message : undefined) ?? error.message)
      : String(error);

/**
 * Each post's image for its card, by slug, a few at a time. A post whose image cannot be had gets its card
 * without it, with a warning: the build goes on.
 */
async function postCardImages(
  posts: Pick<PrerenderPost, "slug" | "content">[],
  supabaseUrl: string | undefined,
  timeoutMs = IMAGE_TIMEOUT_MS,
): Promise<Map<string, CardImage>> {
  const images = new Map<string, CardImage>();
  const queue = posts.flatMap((post) => {
    const url = postImageUrl(post.content, supabaseUrl);
    return url ? [{ slug: post.slug, url }] : [];
  });
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      try {
        images.set(next.slug, await fetchCardImage(next.url, timeoutMs));
      } catch (error) {
        console.warn(
          `[${SITE.name}] The social card of /blog/${next.slug} is drawn without its image ${next.url}: ` +
            `${reasonOf(error)}.`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return images;
}

type CardData = Pick<SiteData, "posts" | "jobs" | "closedJobs">;

/**
 * The card of each prerendered page, by its file under the client directory: an article's or a job's own, and
 * the site's for every other file (the SPA fallback included, so an article not built yet shows the site's).
 * An article's card shows its image when `images` has one for its slug.
 */
export function cardForPage(
  file: string,
  data: CardData,
  images: ReadonlyMap<string, CardImage> = new Map(),
): SocialCard {
  const [, section, slug] =
    /^(blog|careers\/job)\/([a-z0-9-]+)\/index\.html$/.exec(file.replaceAll("\\", "/")) ?? [];
  const post = section === "blog" ? data.posts.find((row) => row.slug === slug) : undefined;
  const job = section === "careers/job" ? data.jobs.find((row) => row.slug === slug) : undefined;
  const closed = section === "careers/job" ? data.closedJobs.find((row) => row.slug === slug) : undefined;
  if (post) return articleCard(post, images.get(post.slug));
  if (job) return jobCard(job);
  if (closed) return closedJobCard(closed);
  return siteCard();
}

const attribute = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/**
 * The page's HTML with its card's tags at the end of <head>. React leaves tags it did not render in <head> alone
 * when it hydrates; after a navigation in the browser they keep naming the first page's card, which only a
 * crawler (reading the HTML) looks at.
 */
export function withSocialCardTags(html: string, card: SocialCard): string {
  if (html.split("</head>").length !== 2 || html.includes('property="og:image"')) {
    throw new Error("Expected one </head> and no og:image in a prerendered page");
  }
  const tags = [
    ["property", "og:image", new URL(socialCardPath(card), SITE.url).toString()],
    ["property", "og:image:type", "image/png"],
    ["property", "og:image:width", String(SOCIAL_CARD_SIZE.width)],
    ["property", "og:image:height", String(SOCIAL_CARD_SIZE.height)],
    ["property", "og:image:alt", card.alt],
    ["name", "twitter:card", "summary_large_image"],
  ].map(([key, name, content]) => `<meta ${key}="${name}" content="${attribute(content!)}"/>`);
  return html.replace("</head>", `${tags.join("")}</head>`);
}

/** The card's PNG; when its image makes the drawing fail, the card without it, with a warning. */
async function drawnCard(card: SocialCard): Promise<Buffer> {
  if (!card.image) return socialCardPng(card);
  try {
    return await socialCardPng(card);
  } catch (error) {
    const { image: _image, ...plain } = card;
    console.warn(
      `[${SITE.name}] The social card ${card.name} is drawn without its image: ${reasonOf(error)}.`,
    );
    return socialCardPng(plain);
  }
}

/**
 * Draws this build's cards under `<clientDir>/social/` and writes their tags into every page. A card already
 * drawn by an earlier build (same file name, so the same words, image and look) is copied from `cacheDir`; only
 * new or changed cards are drawn. Posts' images are fetched from the bucket of the project at `supabaseUrl`.
 */
export async function writeSocialCards(
  clientDir: string,
  data: CardData,
  cacheDir = CACHE_DIR,
  { supabaseUrl, imageTimeoutMs }: { supabaseUrl?: string | undefined; imageTimeoutMs?: number } = {},
) {
  const started = performance.now();
  const images = await postCardImages(data.posts, supabaseUrl, imageTimeoutMs);
  const pages = readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"));
  const cards = new Map<string, SocialCard>();
  for (const file of pages) {
    const card = cardForPage(file, data, images);
    const path = join(clientDir, file);
    writeFileSync(path, withSocialCardTags(readFileSync(path, "utf8"), card));
    cards.set(socialCardPath(card), card);
  }
  let drawn = 0;
  let bytes = 0;
  mkdirSync(cacheDir, { recursive: true });
  for (const [path, card] of cards) {
    const target = join(clientDir, path);
    const cached = join(cacheDir, path.slice(1).replaceAll("/", "_"));
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(cached)) {
      writeFileSync(`${cached}.part`, await drawnCard(card));
      renameSync(`${cached}.part`, cached);
      drawn++;
    }
    copyFileSync(cached, target);
    bytes += statSync(target).size;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `[${SITE.name}] ${cards.size} social cards for ${pages.length} pages (${drawn} drawn, ${cards.size - drawn} ` +
      `from the cache, ${images.size} with a post's image), ${Math.round(bytes / 1024)} KB, in ${seconds} s.`,
  );
}
