import DOMPurify, { type Config, type DOMPurify as Purifier } from "dompurify";

/**
 * The only way stored HTML reaches a page or a feed (docs/product.md, Sanitised stored HTML); plain TypeScript, so
 * the build config loads it too.
 * DOMPurify's defaults still allow forms, inputs, buttons and <style>, so this uses an editorial
 * allow-list instead: text structure, lists, quotes, code, links and site-hosted images, nothing else.
 */
const ALLOWED_TAGS = [
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "b",
  "i",
  "a",
  "blockquote",
  "code",
  "pre",
  "br",
  "hr",
  "figure",
  "figcaption",
  "img",
];
// No class/id/style (stored markup must not restyle or overlay the page) and no on* handlers.
const ALLOWED_ATTR = ["href", "title", "target", "rel", "src", "alt", "width", "height", "start"];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * Browsers ignore ASCII whitespace and control characters inside URLs ("java\tscript:"), so they are
 * removed before deciding what a URL is.
 */
function compactUrl(value: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.replace(/[\u0000-\u0020]/g, "");
}

/** A path on this site ("/blog/x", not "//host" or "/\host", which browsers treat as another host). */
function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/** Links may go to https pages, e-mail addresses, this site's pages and anchors on this page. */
export function isAllowedHref(value: string): boolean {
  const url = compactUrl(value);
  return /^(?:https:|mailto:)/i.test(url) || isSitePath(url) || url.startsWith("#");
}

/** The project's Supabase URL, from the build's environment (the browser bundle, prerendering, build config). */
function configuredSupabaseUrl(): string | undefined {
  const fromBundle = (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_SUPABASE_URL;
  return fromBundle ?? globalThis.process?.env?.VITE_SUPABASE_URL;
}

/**
 * Where posts' images are served: the public URL of the `post-images` bucket
 * (docs/decisions/062-post-images.md), or null without a Supabase URL.
 */
export function postImageBase(supabaseUrl = configuredSupabaseUrl()): string | null {
  if (!supabaseUrl) return null;
  try {
    return `${new URL(supabaseUrl).origin}/storage/v1/object/public/post-images/`;
  } catch {
    return null;
  }
}

/** The names the post-image function gives images. */
const POST_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp)$/;

/**
 * Images must be files served by this site or images of posts in the `post-images` bucket: no tracking pixels,
 * no data: URLs, nothing from anywhere else.
 */
export function isAllowedImageSrc(value: string, supabaseUrl = configuredSupabaseUrl()): boolean {
  return isSitePath(compactUrl(value)) || isPostImageSrc(value, supabaseUrl);
}

/** An image of a post in the project's `post-images` bucket, under a name the upload gives; nothing else. */
export function isPostImageSrc(value: string, supabaseUrl = configuredSupabaseUrl()): boolean {
  const url = compactUrl(value);
  const base = postImageBase(supabaseUrl);
  return base !== null && url.startsWith(base) && POST_IMAGE_NAME.test(url.slice(base.length));
}

type DomWindow = Parameters<typeof DOMPurify>[0];

/**
 * The DOM DOMPurify works on: the page's window in the browser. Prerendering runs in Node, where there is
 * none; a jsdom window (a build-time dependency, never shipped to the browser) lets the prerendered page carry
 * exactly the sanitised HTML the browser will produce when it hydrates it.
 */
function domWindow(): DomWindow {
  if (typeof window !== "undefined") return window;
  const { createRequire } = process.getBuiltinModule("node:module");
  const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
    JSDOM: new (html: string) => { window: DomWindow };
  };
  return new JSDOM("<!doctype html><html><body></body></html>").window;
}

let purifier: Purifier | undefined;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // A private instance, so these hooks never leak into any other use of DOMPurify.
  const instance = DOMPurify(domWindow());
  instance.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "href" && !isAllowedHref(data.attrValue)) data.keepAttr = false;
    if (data.attrName === "src" && !isAllowedImageSrc(data.attrValue)) data.keepAttr = false;
    if (data.attrName === "target" && data.attrValue !== "_blank") data.keepAttr = false;
  });
  instance.addHook("afterSanitizeAttributes", (node) => {
    // A new tab must not get a handle on this page (window.opener) or learn where the reader came from.
    if (node.getAttribute("target") === "_blank") node.setAttribute("rel", "noopener noreferrer");
    // An image is kept only with an allowed source and words for those who cannot see it.
    if (node.nodeName === "IMG" && (!node.getAttribute("src") || !node.getAttribute("alt")?.trim()))
      node.remove();
  });
  purifier = instance;
  return instance;
}

/** Sanitises editorial HTML. If no DOM is available it returns nothing, never the raw HTML. */
export function sanitizeHtml(html: string): string {
  const instance = getPurifier();
  if (!instance.isSupported) return "";
  return instance.sanitize(html, CONFIG);
}
