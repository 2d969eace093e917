import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { SITE } from "../src/config/site";
import { INSTALL_MODULE_LOADER_SCRIPT } from "../src/lib/module-loader";
import { BLOG_FEEDS } from "../src/config/feeds";
import { blogFeeds } from "./feeds";
import type { SiteData } from "./site-data";

function xmlEscape(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function dateOnly(value: string | null | undefined) {
  return value ? value.slice(0, 10) : undefined;
}

/**
 * sitemap.xml: every static route, every published post and every open job (a closed job's page is left out), each post and job with its last
 * change (`updated_at`), not the build date.
 */
export function sitemapXml(staticPaths: readonly string[], data: SiteData): string {
  const entries: { path: string; lastmod?: string }[] = [
    ...staticPaths.map((path) => ({ path })),
    ...data.posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: dateOnly(post.updated_at ?? post.published_date ?? post.created_at),
    })),
    ...data.jobs.map((job) => ({
      path: `/careers/job/${job.slug}`,
      lastmod: dateOnly(job.updated_at ?? job.created_at),
    })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${xmlEscape(new URL(path, SITE.url).toString())}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Crawlers may read the site but not the staff desk (which also says `noindex` on every page). */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: ${new URL("/sitemap.xml", SITE.url).toString()}\n`;
}

/** What `/build-info.json` says: when this build was made and from which content (read by the desk and check:deploy). */
export interface BuildInfo {
  builtAt: string;
  /** When the build read the content; null when it could not reach the backend (static routes only). */
  contentReadAt: string | null;
  /** The newest `updated_at` among the rows the build published. */
  newestChange: string | null;
  posts: number;
  openJobs: number;
  closedJobs: number;
}

export function buildInfo(data: SiteData, builtAt: Date): BuildInfo {
  const changes = [...data.posts, ...data.jobs, ...data.closedJobs]
    .map((row) => row.updated_at ?? row.created_at)
    .sort();
  return {
    builtAt: builtAt.toISOString(),
    contentReadAt: data.readAt ?? null,
    newestChange: changes.at(-1) ?? null,
    posts: data.posts.length,
    openJobs: data.jobs.length,
    closedJobs: data.closedJobs.length,
  };
}

/** Writes the generated files next to the prerendered pages. */
export function writeArtifacts(clientDir: string, staticPaths: readonly string[], data: SiteData) {
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(staticPaths, data));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt());
  const feeds = blogFeeds(data.posts);
  mkdirSync(join(clientDir, "blog"), { recursive: true });
  writeFileSync(join(clientDir, BLOG_FEEDS.rss), feeds.rss);
  writeFileSync(join(clientDir, BLOG_FEEDS.atom), feeds.atom);
  writeFileSync(
    join(clientDir, "build-info.json"),
    `${JSON.stringify(buildInfo(data, new Date()), null, 2)}\n`,
  );
}

const BOOTSTRAP_TAG = '<script type="module" async="">';
const DEFERRED_BOOTSTRAP_TAG = '<script type="text/x-after-first-paint" id="app-bootstrap">';
const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"\/>/g;

/**
 * React Router's bootstrap imports its manifest, the route modules and the client entry statically: one dropped
 * request and the page never runs. The same steps, through the module loader (decision 037), survive it. A route
 * whose module React Router splits (a `clientAction` or `clientLoader` in a chunk of its own) is imported in parts
 * and put together with one spread; that is kept as it is. Fails the build when React Router's bootstrap no longer
 * has the shape this relies on.
 */
export function retryingBootstrap(bootstrap: string): string {
  const manifest = /^import "([^"]+)";$/m.exec(bootstrap)?.[1];
  const routes = [...bootstrap.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)];
  const imported = new Set(routes.map(([, name]) => name));
  const joins = [...bootstrap.matchAll(/^const (\w+) = \{((?:\.\.\.\w+,?)+)\};$/gm)];
  const joinsImports = joins.every(([, , spreads = ""]) =>
    spreads.split(",").every((spread) => imported.has(spread.slice(3))),
  );
  const modules = /^\s*window\.__reactRouterRouteModules = (\{[^\n]*\});$/m.exec(bootstrap)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(bootstrap)?.[1];
  const statements = bootstrap.split(";").filter((part) => part.trim() !== "").length;
  if (
    !manifest ||
    routes.length === 0 ||
    !joinsImports ||
    !modules ||
    !entry ||
    statements !== routes.length + joins.length + 3
  ) {
    throw new Error(`React Router's bootstrap script has an unexpected shape:\n${bootstrap}`);
  }
  const names = routes.map(([, name]) => name).join(", ");
  const loads = [manifest, ...routes.map(([, , url]) => url)].map((url) => `load(${JSON.stringify(url)})`);
  return `const { load } = window.tapsheetCode;
const [, ${names}] = await Promise.all([${loads.join(", ")}]);
${joins.map(([join]) => `${join}\n`).join("")}window.__reactRouterRouteModules = ${modules};
await load(${JSON.stringify(entry)});`;
}

/** The page's bootstrap, rewritten by `retryingBootstrap`, with the module loader installed ahead of it. */
function withRetryingBootstrap(html: string): string {
  const start = html.indexOf(BOOTSTRAP_TAG);
  const end = html.indexOf("</script>", start);
  if (start === -1 || html.indexOf(BOOTSTRAP_TAG, start + 1) !== -1 || !html.includes("</body>")) {
    throw new Error(`Expected one ${BOOTSTRAP_TAG} bootstrap script and a </body>`);
  }
  const bootstrap = retryingBootstrap(html.slice(start + BOOTSTRAP_TAG.length, end));
  return `${html.slice(0, start)}<script>${INSTALL_MODULE_LOADER_SCRIPT}</script>${BOOTSTRAP_TAG}${bootstrap}${html.slice(end)}`;
}

/**
 * Runs the app's bootstrap module once the browser has painted the prerendered page's content (its first
 * contentful paint, which is also its largest: the text is there at once): the JavaScript then never competes
 * with the HTML and the stylesheet for that paint on a slow connection, nor does the web app manifest, which
 * only an install needs. Browsers without paint timing start on the frame after the first one. (decision 037)
 */
const startAfterFirstPaint = (manifestHref: string) => `(() => {
  const start = () => {
    const inert = document.getElementById("app-bootstrap");
    if (!inert) return;
    const bootstrap = document.createElement("script");
    bootstrap.type = "module";
    bootstrap.textContent = inert.textContent;
    inert.replaceWith(bootstrap);
    const manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = ${JSON.stringify(manifestHref)};
    document.head.append(manifest);
  };
  if (!(window.PerformanceObserver?.supportedEntryTypes ?? []).includes("paint")) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
})();`;

/**
 * Prepares a prerendered page for a slow phone:
 * - React hoists the bootstrap's `<link rel="modulepreload">` tags to the top of <head>, ahead of the
 *   stylesheet; they are removed, since the bootstrap script fetches the same modules anyway (decision 003);
 * - the bootstrap script itself loads through the module loader (`retryingBootstrap`) and waits for the first
 *   contentful paint (decision 037), and the manifest link with it.
 * Fails the build when React Router's output no longer has the shape this relies on.
 */
export function prepareForFirstPaint(html: string): string {
  const manifests = [...html.matchAll(MANIFEST_LINK)].map(([, href]) => href);
  if (manifests.length !== 1 || !manifests[0]) {
    throw new Error(`Expected one <link rel="manifest"> in the page, found ${manifests.length}`);
  }
  return withRetryingBootstrap(html)
    .replace(/<link rel="modulepreload"[^>]*\/>/g, "")
    .replace(MANIFEST_LINK, "")
    .replace(BOOTSTRAP_TAG, DEFERRED_BOOTSTRAP_TAG)
    .replace("</body>", `<script>${startAfterFirstPaint(manifests[0])}</script></body>`);
}

/**
 * Applies `prepareForFirstPaint` to every prerendered page. The SPA fallback has no content to paint before its
 * JavaScript runs: its bootstrap only loads through the module loader, at once.
 */
export function prepareAllForFirstPaint(clientDir: string, spaFallbackFile: string) {
  for (const file of readdirSync(clientDir, { recursive: true }).map(String)) {
    if (!file.endsWith(".html")) continue;
    const path = join(clientDir, file);
    const html = readFileSync(path, "utf8");
    writeFileSync(path, file === spaFallbackFile ? withRetryingBootstrap(html) : prepareForFirstPaint(html));
  }
}
