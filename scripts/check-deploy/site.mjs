// The deployed site (with SITE_URL): its pages, sitemap and security headers (decision 009).
import { MIN_HSTS_SECONDS, Problem, config, publicRows, send } from "./context.mjs";

/**
 * @typedef {import("./context.mjs").Answer} Answer
 */

/** @param {string} path @returns {Promise<Answer>} */
const site = (path) => send(`${config.siteUrl}${path}`, { headers: { Accept: "text/html" } });

/** @type {{ path: string, answer: Answer }[]} */
const sitePages = [];

/** @param {string} path @param {number} status @param {"prerendered" | "fallback"} kind */
export async function checkPage(path, status, kind) {
  const answer = await site(path);
  sitePages.push({ path, answer });
  const type = answer.headers.get("content-type") ?? "";
  if (answer.status !== status || !type.startsWith("text/html")) {
    throw new Problem(
      `${path} answered HTTP ${answer.status} (${type || "no content type"}), expected ${status} with HTML`,
      "upload the whole of build/client and configure the host's routing rules (README, Deploying the static build).",
    );
  }
  const prerendered = answer.text.includes('"isSpaMode":false') && /<h1[\s>]/.test(answer.text);
  const fallback = answer.text.includes('"isSpaMode":true');
  if (kind === "prerendered" && !prerendered) {
    throw new Problem(
      `${path} is not the prerendered page`,
      "upload the whole of build/client from a fresh `npm run build`.",
    );
  }
  if (kind === "fallback" && !fallback) {
    throw new Problem(
      `${path} did not answer with the SPA fallback (__spa-fallback.html)`,
      "configure the host to serve __spa-fallback.html there (build/client/_redirects has the rules).",
    );
  }
  return `${status}, ${kind === "prerendered" ? "prerendered content" : "the SPA fallback"}`;
}

export async function checkSitemap() {
  const answer = await send(`${config.siteUrl}/sitemap.xml`);
  if (answer.status !== 200 || !answer.text.includes("<urlset") || !answer.text.includes("<loc>")) {
    throw new Problem(
      `/sitemap.xml answered HTTP ${answer.status} without a URL set`,
      "upload build/client/sitemap.xml.",
    );
  }
  return `${answer.text.split("<loc>").length - 1} URLs`;
}

/**
 * How long a publish may wait for the site to show it: the database asks for a build at most five minutes after a
 * change (decision 012), and the host's build then takes up to ten.
 */
const REBUILD_PROMISE_MINUTES = 15;

/**
 * The oldest change the public key reads in one table (a publish, an edit, a job opening) made after `after` and
 * before `before`, or undefined. @param {string} table @param {Date} after @param {Date} before
 */
async function oldestChangeBetween(table, after, before) {
  const rows = /** @type {{ updated_at?: string }[]} */ (
    await publicRows(
      `/rest/v1/${table}?select=updated_at&updated_at=gt.${after.toISOString()}&updated_at=lt.${before.toISOString()}&order=updated_at.asc&limit=1`,
    )
  );
  return rows[0]?.updated_at;
}

/**
 * The live site was built from content that includes every publish older than the rebuild's promise
 * (`/build-info.json`, written by the build; decision 055). A newer publish may still be waiting for its build.
 */
export async function checkFreshness() {
  const answer = await send(`${config.siteUrl}/build-info.json`);
  const info =
    /** @type {{ builtAt?: string, contentReadAt?: string | null, newestChange?: string | null }} */ (
      answer.json ?? {}
    );
  if (answer.status !== 200 || typeof info.builtAt !== "string") {
    throw new Problem(
      `/build-info.json answered HTTP ${answer.status} without a build time`,
      "upload the whole of build/client from a fresh `npm run build`.",
    );
  }
  const seen = new Date(
    Math.max(Date.parse(info.contentReadAt ?? "") || 0, Date.parse(info.newestChange ?? "") || 0),
  );
  const promised = new Date(Date.now() - REBUILD_PROMISE_MINUTES * 60_000);
  const missed = (
    await Promise.all(["blog_posts", "jobs"].map((table) => oldestChangeBetween(table, seen, promised)))
  )
    .filter((change) => change !== undefined)
    .sort()[0];
  if (missed) {
    const waited = Math.round((Date.now() - Date.parse(missed)) / 60_000);
    throw new Problem(
      `the site was built at ${info.builtAt} from content read at ${info.contentReadAt ?? "no time (the build reached no backend)"}, ` +
        `but a job or post published at ${new Date(missed).toISOString()} has waited ${waited} minutes for it (the rebuild promises ${REBUILD_PROMISE_MINUTES})`,
      "check the deploy hook stored in Vault and the host's build log (README, Rebuilding when content changes), then rebuild.",
    );
  }
  return `built at ${info.builtAt}, with every publish older than the rebuild's ${REBUILD_PROMISE_MINUTES} minutes`;
}

/**
 * The social card each checked page names (og:image) is served from this site as a PNG, cached for good
 * (decision 058): the site's card on the static pages, an article's own on the newest built article.
 */
export async function checkSocialCards() {
  const [post] = /** @type {{ slug: string }[]} */ (
    await publicRows("/rest/v1/blog_posts?select=slug&order=published_date.desc&limit=1")
  );
  const pages = sitePages.filter(({ answer }) => answer.status === 200);
  if (post) pages.push({ path: `/blog/${post.slug}`, answer: await site(`/blog/${post.slug}`) });
  const cards = new Set();
  for (const { path, answer } of pages) {
    const image = /<meta property="og:image" content="([^"]+)"/.exec(answer.text)?.[1];
    if (!image) throw new Problem(`${path} names no og:image`, "deploy a build made after decision 058.");
    const card = await send(`${config.siteUrl}${new URL(image).pathname}`);
    const type = card.headers.get("content-type") ?? "";
    const cache = card.headers.get("cache-control") ?? "";
    if (card.status !== 200 || type !== "image/png" || !card.text.slice(0, 4).includes("PNG")) {
      throw new Problem(
        `${path} names ${image}, which answered HTTP ${card.status} (${type || "no content type"})`,
        "upload the whole of build/client, social/ included, with its _headers.",
      );
    }
    if (!cache.includes("immutable")) {
      throw new Problem(`${image} is not cached for good ("${cache}")`, "deploy build/client/_headers.");
    }
    cards.add(image);
  }
  return `${cards.size} cards named by ${pages.length} pages, each a PNG cached for good`;
}

export async function checkSecurityHeaders() {
  const origin = new URL(config.url).origin;
  if (sitePages.length === 0) throw new Problem("no page answered", "fix the page checks above first.");
  /** Each fault, with the paths it was found on. @type {Map<string, string[]>} */
  const faults = new Map();
  for (const { path, answer } of sitePages) {
    for (const fault of headerFaults(answer.headers, origin))
      faults.set(fault, [...(faults.get(fault) ?? []), path]);
  }
  if (faults.size > 0) {
    const where = (/** @type {string[]} */ paths) =>
      paths.length === sitePages.length ? `on all ${paths.length} pages` : `on ${paths.join(", ")}`;
    throw new Problem(
      [...faults].map(([fault, paths]) => `${fault} (${where(paths)})`).join("; "),
      "deploy build/client/_headers with the pages it was built with (or configure the same headers on the host), from a build whose VITE_SUPABASE_URL is this project (docs/decisions/009).",
    );
  }
  return `CSP (connect-src names ${origin}), HSTS, nosniff, frame denial, referrer, permissions and opener policies on ${sitePages.length} pages`;
}

/** What is wrong with one answer's security headers (decision 009). @param {Headers} headers @param {string} origin */
function headerFaults(headers, origin) {
  const header = (/** @type {string} */ name) => headers.get(name) ?? "";
  const csp = header("content-security-policy");
  const directive = (/** @type {string} */ name) =>
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1) ?? [];
  /** @type {string[]} */
  const faults = [];
  if (!csp) faults.push("no Content-Security-Policy");
  else {
    const connect = directive("connect-src");
    if (!connect.includes(origin))
      faults.push(`connect-src does not name ${origin} (it is "${connect.join(" ")}")`);
    const scripts = directive("script-src");
    if (scripts.length === 0 || scripts.some((source) => /unsafe-(inline|eval)/.test(source)))
      faults.push("script-src is missing or allows unsafe-inline/unsafe-eval");
    if (directive("frame-ancestors").join(" ") !== "'none'") faults.push("frame-ancestors is not 'none'");
  }
  const hsts = Number(/max-age=(\d+)/i.exec(header("strict-transport-security"))?.[1] ?? 0);
  if (hsts < MIN_HSTS_SECONDS) faults.push("Strict-Transport-Security missing or shorter than a year");
  if (header("x-content-type-options").toLowerCase() !== "nosniff")
    faults.push("no X-Content-Type-Options: nosniff");
  if (header("x-frame-options").toUpperCase() !== "DENY") faults.push("no X-Frame-Options: DENY");
  if (!header("referrer-policy")) faults.push("no Referrer-Policy");
  if (!header("permissions-policy")) faults.push("no Permissions-Policy");
  if (header("cross-origin-opener-policy") !== "same-origin")
    faults.push("no Cross-Origin-Opener-Policy: same-origin");
  return faults;
}
