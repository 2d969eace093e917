import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { SITE } from "../src/config/site";
import type { SiteData } from "./site-data";

function xmlEscape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function dateOnly(value: string | null | undefined) {
  return value ? value.slice(0, 10) : undefined;
}

/** sitemap.xml: every static route, every published post and every active job, with lastmod where known. */
export function sitemapXml(staticPaths: readonly string[], data: SiteData): string {
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...data.posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: dateOnly(post.published_date ?? post.created_at),
    })),
    ...data.jobs.map((job) => ({ path: `/careers/job/${job.slug}`, lastmod: dateOnly(job.created_at) })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${xmlEscape(new URL(path, SITE.url).toString())}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", SITE.url).toString()}\n`;
}

/** Writes the generated files next to the prerendered pages. */
export function writeArtifacts(clientDir: string, staticPaths: readonly string[], data: SiteData) {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(staticPaths, data));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());
}

/**
 * React hoists the bootstrap's `<link rel="modulepreload">` tags to the top of <head>, so on a phone every
 * chunk of the page competes with the HTML and the stylesheet for the first paint. Without them the browser
 * still fetches the same modules, from the inline bootstrap script at the end of <body>, after the content
 * has painted. (decision 003)
 */
export function removeModulePreloads(clientDir: string) {
  for (const file of readdirSync(clientDir, { recursive: true }).map(String)) {
    if (!file.endsWith(".html")) continue;
    const path = join(clientDir, file);
    const html = readFileSync(path, "utf8");
    writeFileSync(path, html.replace(/<link rel="modulepreload"[^>]*\/>/g, ""));
  }
}
