import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";

import { ANON_KEY } from "@tapsheet/local-supabase";

import { startStaticServer } from "../scripts/serve.mjs";
import { anonSelect, serviceDelete, serviceUpdate } from "./backend";
import { E2E_API_URL } from "./env.mjs";
import { expect, test } from "./fixtures";
import {
  closeTestJobs,
  deskViewport,
  firstSignIn,
  inviteStaff,
  openTestJob,
  removeStaff,
  writePostFields,
} from "./staff";

/**
 * What the next build carries. An editor publishes a post in the desk and a job's closing time passes; the site is
 * built again from the database, as the live rebuild does when the desk asks for it, into a folder of its own served
 * on a port of its own (the other specs keep the served build). The post is then in both feeds and the sitemap, and
 * the closed job's page is prerendered with `noindex`, without a JobPosting, and left out of the sitemap. What it
 * checks does not depend on the window's width: it runs in the phone's project (playwright.config.ts).
 */

const SPEC = "rebuild";
const tag = crypto.randomUUID().slice(0, 8);
const slug = `rebuild-${tag}`;
const editor = `rebuild.${tag}@tapsheet.example`;
let buildDir: string | undefined;

test.afterAll(async () => {
  await serviceDelete("blog_posts", `slug=eq.${slug}`);
  await closeTestJobs(SPEC);
  await removeStaff(editor);
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
});

test("after a build, a post published in the desk is in the feeds and the sitemap, and a closed job's page is noindex and out of the sitemap", async ({
  page,
  request,
}) => {
  // A production build beside the other specs' browsers: a minute on a quiet machine, more on a busy one.
  test.setTimeout(300_000);
  const title = `Rebuilt ${tag}`;
  // A job open now, whose closing time passes while the editor works (nobody closes it).
  const jobId = await openTestJob(SPEC, `Closed Since ${tag}`);
  const [job] = await serviceUpdate<{ slug: string }>("jobs", `id=eq.${jobId}`, {
    closes_at: new Date(Date.now() + 5_000).toISOString(),
  });
  const jobPath = `/careers/job/${job?.slug ?? ""}`;

  await inviteStaff(editor, "editor");
  await deskViewport(page);
  await firstSignIn(page, editor, "Posts");
  await writePostFields(page, title, slug);
  await page.getByRole("textbox", { name: "Body" }).click();
  await page.keyboard.type("Published after the last build.");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published: the post is on the blog now.");
  await expect.poll(async () => (await anonSelect("jobs", `id=eq.${jobId}&select=id`)).length).toBe(0);

  // Inside the project (Playwright's output folder), where the build's server part finds the project's packages.
  buildDir = test.info().outputPath("build");
  await promisify(execFile)("npx", ["react-router", "build"], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      VITE_SUPABASE_URL: E2E_API_URL,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const server = await startStaticServer({ dir: join(buildDir, "client"), port: 0 });
  try {
    const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const text = async (path: string) => {
      const response = await request.get(`${site}${path}`);
      expect(response.status(), path).toBe(200);
      return response.text();
    };

    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${slug}</loc>\\s*<lastmod>`));
    expect(sitemap).not.toContain(jobPath);
    const rss = await text("/blog/rss.xml");
    expect(rss).toContain(`<title><![CDATA[${title}]]></title>`);
    expect(rss).toMatch(new RegExp(`<link>https?://[^<]+/blog/${slug}</link>`));
    const atom = await text("/blog/atom.xml");
    expect(atom).toContain(title);
    expect(atom).toMatch(new RegExp(`href="https?://[^"]+/blog/${slug}"`));

    // The closed job's own prerendered page, read without script: noindex, no JobPosting, the open roles offered.
    const closedPage = await text(jobPath);
    expect(closedPage).toMatch(/<meta name="robots" content="noindex"/);
    expect(closedPage).not.toContain('"JobPosting"');
    await page.goto(`${site}${jobPath}`);
    await expect(page.getByRole("heading", { level: 1, name: "This position has closed" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See all open positions" })).toHaveAttribute(
      "href",
      "/about/careers",
    );
  } finally {
    server.close();
  }
});
