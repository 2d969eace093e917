import type { Config } from "@react-router/dev/config";
import { join } from "node:path";

import { prepareAllForFirstPaint, writeArtifacts } from "./prerender/artifacts";
import { writeHeadersFile } from "./prerender/security-headers";
import { type SiteData, backendSettings, loadSiteData } from "./prerender/site-data";
import { writeSocialCards } from "./prerender/social-cards";
import { EMAIL_LINK_PATHS, STATIC_PATHS } from "./src/config/static-paths";
import { setBuildSnapshot } from "./src/lib/build-snapshot-store";

let siteData: Promise<SiteData> | undefined;

export default {
  appDirectory: "src",
  // `build` unless BUILD_DIR names another folder (a second build beside the one being served, e2e/rebuild.spec.ts).
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: false,
  // Static routes always; published posts, open jobs and closed jobs' pages when the build can reach its Supabase project.
  async prerender() {
    siteData ??= loadSiteData();
    const { posts, jobs, closedJobs, snapshot } = await siteData;
    setBuildSnapshot(snapshot);
    return [
      ...STATIC_PATHS,
      ...EMAIL_LINK_PATHS,
      ...posts.map((post) => `/blog/${post.slug}`),
      ...jobs.map((job) => `/careers/job/${job.slug}`),
      ...closedJobs.map((job) => `/careers/job/${job.slug}`),
    ];
  },
  async buildEnd({ reactRouterConfig }) {
    const data = (await siteData) ?? { posts: [], jobs: [], closedJobs: [], snapshot: {} };
    const clientDir = join(reactRouterConfig.buildDirectory, "client");
    writeArtifacts(clientDir, STATIC_PATHS, data);
    // The site's card and one per prerendered article (with the post's image from the project's bucket) and job,
    // with their tags in the pages.
    await writeSocialCards(clientDir, data, undefined, { supabaseUrl: backendSettings().url });
    prepareAllForFirstPaint(clientDir, "__spa-fallback.html");
    // Last: the policy hashes the inline scripts of the pages as they are finally written.
    writeHeadersFile(clientDir, backendSettings().url);
  },
} satisfies Config;
