import { createHash } from "node:crypto";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { BLOG_FEEDS } from "../src/config/feeds";

/**
 * The security headers every response of the static site carries, written at build time to `_headers` (the
 * Netlify and Cloudflare Pages format) and sent as-is by scripts/serve.mjs (docs/decisions/009-security-headers.md).
 */

/** Script types the browser does not run: data blocks need no CSP hash. */
const DATA_SCRIPT_TYPES = new Set(["application/ld+json", "application/json"]);

/** Where Storage answers a signed link to a resume: the one thing the desk frames. */
const SIGNED_RESUME_PATH = "/storage/v1/object/sign/resumes/";

/** Where Storage serves posts' images: the one place images come from besides this site (decision 062). */
const POST_IMAGES_PATH = "/storage/v1/object/public/post-images/";

const INLINE_SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function scriptType(attributes: string): string {
  return /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase() ?? "";
}

/**
 * The SHA-256 CSP sources of every inline script a page runs: React Router's context and stream scripts, its
 * scroll restoration, the bootstrap module, and the first-paint starter (decision 037), which re-inserts the
 * inert `text/x-after-first-paint` bootstrap as a module with the same text, so that text is hashed too.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT_PATTERN)) {
    if (/\bsrc=/.test(attributes) || DATA_SCRIPT_TYPES.has(scriptType(attributes))) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

/** The enforced policy: scripts only from this origin or with a known hash, data only to this site and Supabase. */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, supabaseOrigin: string | undefined) {
  const hashes = [...new Set(scriptHashes)].sort();
  const directives = [
    "default-src 'none'",
    `script-src 'self' ${hashes.join(" ")}`.trim(),
    // Radix's scroll lock (the mobile menu) injects a <style> element; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${supabaseOrigin ? ` ${supabaseOrigin}${POST_IMAGES_PATH}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${supabaseOrigin ? ` ${supabaseOrigin}` : ""}`,
    // The desk previews a resume in a frame through Storage's signed link; nothing else may be framed, and plugins
    // (`object-src`) stay off (docs/decisions/050-the-application-in-one-view.md).
    `frame-src ${supabaseOrigin ? `${supabaseOrigin}${SIGNED_RESUME_PATH}` : "'none'"}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

export function securityHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * `_headers`: the security headers on every path, long-lived caching for the content-hashed assets and social
 * cards, and the feeds' own content types (a host would send a generic XML type by their extension).
 */
export function headersFile(csp: string): string {
  const lines = [
    "# Written by the build (prerender/security-headers.ts); scripts/serve.mjs sends exactly these headers.",
    "/*",
    ...Object.entries(securityHeaders(csp)).map(([name, value]) => `  ${name}: ${value}`),
    "/assets/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    // A card's file name changes with what it shows (src/lib/social-card.ts).
    "/social/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "  Content-Type: image/png",
    BLOG_FEEDS.rss,
    "  Content-Type: application/rss+xml; charset=utf-8",
    BLOG_FEEDS.atom,
    "  Content-Type: application/atom+xml; charset=utf-8",
  ];
  return `${lines.join("\n")}\n`;
}

/** Hashes every inline script of every page in the build and writes `<clientDir>/_headers`. */
export function writeHeadersFile(clientDir: string, supabaseUrl: string | undefined) {
  const hashes = readdirSync(clientDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"))
    .flatMap((file) => inlineScriptHashes(readFileSync(join(clientDir, file), "utf8")));
  const origin = supabaseUrl ? new URL(supabaseUrl).origin : undefined;
  writeFileSync(join(clientDir, "_headers"), headersFile(contentSecurityPolicy(hashes, origin)));
}
