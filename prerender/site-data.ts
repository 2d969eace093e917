import { loadEnv } from "vite";

import { SITE } from "../src/config/site";

/** The fields of a published post that prerendering, the sitemap and JSON-LD need. */
export interface PrerenderPost {
  slug: string;
  published_date: string | null;
  created_at: string;
  /** The last change (maintained by a trigger); older databases may not have it yet. */
  updated_at?: string;
}

export interface PrerenderJob {
  slug: string;
  created_at: string;
  updated_at?: string;
}

export interface SiteData {
  posts: PrerenderPost[];
  jobs: PrerenderJob[];
  /** Full rows keyed as the app reads them (`post:<slug>`, `job:<slug>`), and the lists. */
  snapshot: Record<string, unknown>;
}

const FETCH_TIMEOUT_MS = 8000;

async function readTable<T>(url: string, key: string, query: string): Promise<T[]> {
  const res = await fetch(`${url}/rest/v1/${query}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Accept-Profile": "public" },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${res.status} ${res.statusText} for ${query.split("?")[0]}`);
  return (await res.json()) as T[];
}

/** The Supabase project the build talks to, from the environment or `.env` files as Vite reads them. */
export function backendSettings(mode = "production") {
  const env = { ...loadEnv(mode, process.cwd(), "VITE_"), ...process.env };
  return { url: env.VITE_SUPABASE_URL?.replace(/\/$/, ""), key: env.VITE_SUPABASE_ANON_KEY };
}

/**
 * Published posts and active jobs, read with the public key exactly as the site reads them. When the
 * backend cannot be reached the build goes on with the static routes only, and says so.
 */
export async function loadSiteData(mode = "production"): Promise<SiteData> {
  const { url, key } = backendSettings(mode);
  const empty: SiteData = { posts: [], jobs: [], snapshot: {} };
  if (!url || !key) {
    console.warn(`[${SITE.name}] No backend configured: prerendering the static routes only.`);
    return empty;
  }
  try {
    const [posts, jobs] = await Promise.all([
      readTable<PrerenderPost & Record<string, unknown>>(
        url,
        key,
        "blog_posts?select=*&is_draft=eq.false&order=published_date.desc",
      ),
      readTable<PrerenderJob & Record<string, unknown>>(
        url,
        key,
        "jobs?select=*&is_active=eq.true&order=display_order.asc",
      ),
    ]);
    const snapshot: Record<string, unknown> = {};
    for (const post of posts) snapshot[`post:${post.slug}`] = post;
    for (const job of jobs) snapshot[`job:${job.slug}`] = job;
    // The lists, as the blog and careers pages show them (the list does not need article bodies).
    snapshot.posts = posts.map((post) => ({ ...post, content: null }));
    snapshot.jobs = jobs;
    console.info(
      `[${SITE.name}] Prerendering ${posts.length} blog posts and ${jobs.length} jobs from ${url}.`,
    );
    return { posts, jobs, snapshot };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `[${SITE.name}] Could not reach the backend at ${url} (${reason}): prerendering the static routes only; ` +
        "blog posts and jobs will render in the browser.",
    );
    return empty;
  }
}
