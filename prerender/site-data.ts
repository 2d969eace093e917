import { loadEnv } from "vite";

import { SITE } from "../src/config/site";
import { POST_COLUMNS } from "../src/features/blog/types";
import { JOB_COLUMNS } from "../src/features/careers/types";

/** The fields of a published post that prerendering, the sitemap and JSON-LD need. */
export interface PrerenderPost {
  id: string;
  slug: string;
  title: string;
  excerpt?: string | null;
  /** The stored HTML body: it reaches a page or a feed only through the site's sanitiser. */
  content?: string | null;
  author?: string | null;
  tags?: string[] | null;
  published_date: string | null;
  created_at: string;
  /** The last change (maintained by a trigger); older databases may not have it yet. */
  updated_at?: string;
}

export interface PrerenderJob {
  slug: string;
  title: string;
  department: string;
  created_at: string;
  updated_at?: string;
}

export interface SiteData {
  posts: PrerenderPost[];
  jobs: PrerenderJob[];
  /** Jobs once published and closed now: each keeps a page saying so, out of the sitemap (decision 047). */
  closedJobs: PrerenderJob[];
  /** Full rows keyed as the app reads them (`post:<slug>`, `job:<slug>`), and the lists. */
  snapshot: Record<string, unknown>;
  /** When the build started reading the rows (ISO): every change saved before then is in this build. */
  readAt?: string;
}

const FETCH_TIMEOUT_MS = 8000;

/** Rows of a table (GET) or of a set-returning function (`rpc/…`, POST with no arguments), as the public key reads them. */
async function readTable<T>(url: string, key: string, query: string): Promise<T[]> {
  const res = await fetch(`${url}/rest/v1/${query}`, {
    method: query.startsWith("rpc/") ? "POST" : "GET",
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      "Accept-Profile": "public",
      "Content-Profile": "public",
      "Content-Type": "application/json",
    },
    ...(query.startsWith("rpc/") ? { body: "{}" } : {}),
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
 * Published posts, open jobs and closed ones (the `closed_jobs()` function), read with the public key exactly as the site
 * reads them: the build never holds a secret key (decision 047). When the
 * backend cannot be reached the build goes on with the static routes only, and says so.
 */
export async function loadSiteData(mode = "production"): Promise<SiteData> {
  const { url, key } = backendSettings(mode);
  const empty: SiteData = { posts: [], jobs: [], closedJobs: [], snapshot: {} };
  if (!url || !key) {
    console.warn(`[${SITE.name}] No backend configured: prerendering the static routes only.`);
    return empty;
  }
  try {
    const readAt = new Date().toISOString();
    const [posts, jobs, closedJobs] = await Promise.all([
      readTable<PrerenderPost & Record<string, unknown>>(
        url,
        key,
        `blog_posts?select=${POST_COLUMNS}&is_draft=eq.false&order=published_date.desc`,
      ),
      readTable<PrerenderJob & Record<string, unknown>>(
        url,
        key,
        `jobs?select=${JOB_COLUMNS}&order=display_order.asc`,
      ),
      readTable<PrerenderJob & Record<string, unknown>>(url, key, "rpc/closed_jobs"),
    ]);
    const snapshot: Record<string, unknown> = {};
    for (const post of posts) snapshot[`post:${post.slug}`] = post;
    for (const job of jobs) snapshot[`job:${job.slug}`] = job;
    for (const job of closedJobs) snapshot[`closed-job:${job.slug}`] = job;
    // The lists, as the blog and careers pages show them (the list does not need article bodies).
    snapshot.posts = posts.map((post) => ({ ...post, content: null }));
    snapshot.jobs = jobs;
    console.info(
      `[${SITE.name}] Prerendering ${posts.length} blog posts, ${jobs.length} open jobs and ${closedJobs.length} closed ones from ${url}.`,
    );
    return { posts, jobs, closedJobs, snapshot, readAt };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `[${SITE.name}] Could not reach the backend at ${url} (${reason}): prerendering the static routes only; ` +
        "blog posts and jobs will render in the browser.",
    );
    return empty;
  }
}
