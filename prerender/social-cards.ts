import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { SITE } from "../src/config/site";
import {
  type SocialCard,
  SOCIAL_CARD_SIZE,
  articleCard,
  closedJobCard,
  jobCard,
  siteCard,
  socialCardPath,
} from "../src/lib/social-card";
import type { SiteData } from "./site-data";

/**
 * Social cards, drawn at build time without a browser: satori lays the card out as SVG, resvg paints it as PNG
 * (docs/decisions/058-social-cards.md). Inter (SIL Open Font License, from @fontsource/inter) is the font; the
 * colours and the mark are the site's own (src/app.css, public/favicon.svg).
 */

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
const COLOURS = ["hero", "hero-foreground", "primary", "accent", "muted-foreground"] as const;
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

/** The version every card's file name includes (the browser's copy is `__SOCIAL_CARD_VERSION__`, vite.config.ts). */
export const socialCardVersion = () => cardAssets().version;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, ...children: unknown[]): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});

/** A long title gets a smaller size and more lines; past those lines it ends in an ellipsis, never overflows. */
function titleStyle(title: string) {
  if (title.length <= 40) return { fontSize: 76, lines: 3 };
  if (title.length <= 80) return { fontSize: 62, lines: 3 };
  return { fontSize: 52, lines: 4 };
}

function cardTree(card: SocialCard, { colours, mark }: CardAssets): Node {
  const { fontSize, lines } = titleStyle(card.title);
  const host = new URL(SITE.url).host;
  return h(
    "div",
    {
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      paddingTop: 64,
      paddingBottom: 48,
      paddingLeft: 72,
      paddingRight: 72,
      backgroundColor: colours.hero,
      color: colours["hero-foreground"],
      fontFamily: "Inter",
      borderBottom: `16px solid ${colours.primary}`,
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

/** The site's card and one per published post, open job and closed job's page: what this build prerenders. */
export function buildCards(data: Pick<SiteData, "posts" | "jobs" | "closedJobs">): SocialCard[] {
  return [
    siteCard(),
    ...data.posts.map(articleCard),
    ...data.jobs.map(jobCard),
    ...data.closedJobs.map(closedJobCard),
  ];
}

/**
 * Writes every card of this build under `<clientDir>/social/`. A card already drawn by an earlier build (same
 * file name, so the same words and look) is copied from `cacheDir`; only new or changed cards are drawn.
 */
export async function writeSocialCards(clientDir: string, cards: SocialCard[], cacheDir = CACHE_DIR) {
  const started = performance.now();
  const version = socialCardVersion();
  let drawn = 0;
  let bytes = 0;
  mkdirSync(cacheDir, { recursive: true });
  for (const card of cards) {
    const path = socialCardPath(card, version);
    const target = join(clientDir, path);
    const cached = join(cacheDir, path.slice(1).replaceAll("/", "_"));
    mkdirSync(dirname(target), { recursive: true });
    if (!existsSync(cached)) {
      writeFileSync(`${cached}.part`, await socialCardPng(card));
      renameSync(`${cached}.part`, cached);
      drawn++;
    }
    copyFileSync(cached, target);
    bytes += statSync(target).size;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `[${SITE.name}] ${cards.length} social cards (${drawn} drawn, ${cards.length - drawn} from the cache), ` +
      `${Math.round(bytes / 1024)} KB, in ${seconds} s.`,
  );
}
