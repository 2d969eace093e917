// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

import BlogRoute from "@/routes/blog";
import CareersRoute from "@/routes/about-careers";

import { JOBS } from "@/features/careers/testing/fixtures";
import { POSTS } from "@/features/blog/testing/fixtures";

import { prerenderRoute } from "../../tests/utils/prerender";

describe("lists prerendered at build time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(globalThis, "__TAPSHEET_BUILD_SNAPSHOT__");
  });

  it("writes the blog list into the HTML instead of its loading state, and embeds it for hydration", async () => {
    vi.stubEnv("SSR", true);
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = { posts: POSTS };
    const html = await prerenderRoute(BlogRoute);
    expect(html).not.toContain("Loading blog posts...");
    expect(html).toContain("Featured Articles");
    for (const post of POSTS) expect(html).toContain(post.title);
    expect(html).toContain('<script type="application/json" id="build-snapshot-posts">');
  });

  it("writes the open positions into the careers HTML instead of placeholders", async () => {
    vi.stubEnv("SSR", true);
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = { jobs: JOBS };
    const html = await prerenderRoute(CareersRoute);
    expect(html).not.toContain("Loading open positions");
    for (const job of JOBS) expect(html).toContain(job.title);
    expect(html).toContain('<script type="application/json" id="build-snapshot-jobs">');
  });

  it("shows the loading state when the build had no data", async () => {
    vi.stubEnv("SSR", true);
    const html = await prerenderRoute(BlogRoute);
    expect(html).toContain("Loading blog posts...");
  });
});
