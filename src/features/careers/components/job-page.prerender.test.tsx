// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";

import CareerJobRoute, { meta } from "@/routes/career-job";

import { prerenderRoute } from "../../../../tests/utils/prerender";
import { MOBILE_ENGINEER } from "../testing/fixtures";

describe("job page prerendered at build time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(globalThis, "__TAPSHEET_BUILD_SNAPSHOT__");
  });

  it("writes the whole job into the HTML, with the job embedded for hydration", async () => {
    vi.stubEnv("SSR", true);
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = { "job:senior-mobile-engineer": MOBILE_ENGINEER };
    const html = await prerenderRoute(CareerJobRoute, {
      path: "/careers/job/:slug",
      url: "/careers/job/senior-mobile-engineer",
    });
    expect(html).toContain(MOBILE_ENGINEER.title);
    expect(html).toContain("Key Responsibilities");
    expect(html).toContain("<li>Equity in an early-stage company</li>");
    // The whole form is in the HTML, in the document and the tab order before its code loads, and harmless then:
    // the page holds a submission (no GET with the fields in the URL) until the code has run.
    expect(html).toContain("Submit Application");
    expect(html).toMatch(/<form[^>]*data-hold-until-ready=""[^>]*method="post"/);
    expect(html).not.toContain("Loading the application form…");
    expect(html).toContain('id="build-snapshot-job_senior-mobile-engineer"');
    // The page renders the document's one title; the route's meta names none.
    expect(html.match(/<title>.*?<\/title>/g)).toEqual([
      "<title>Senior Mobile Engineer - Engineering | Tapsheet</title>",
    ]);

    const descriptors = meta({ params: { slug: "senior-mobile-engineer" } } as Parameters<typeof meta>[0]);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors).toContainEqual({
      property: "og:title",
      content: "Senior Mobile Engineer - Engineering | Tapsheet",
    });
    expect(descriptors.some((d) => "script:ld+json" in d)).toBe(true);
  });

  it("writes a closed job's page: it says the position has closed and links to the open roles, without a form", async () => {
    vi.stubEnv("SSR", true);
    const closed = {
      slug: "data-platform-intern",
      title: "Data Platform Intern",
      department: "Engineering",
      location: "New York, NY",
      updated_at: "2024-04-01T00:00:00Z",
    };
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = { "closed-job:data-platform-intern": closed };
    const html = await prerenderRoute(CareerJobRoute, {
      path: "/careers/job/:slug",
      url: "/careers/job/data-platform-intern",
    });
    expect(html).toContain("<h1");
    expect(html).toContain("This position has closed");
    expect(html).toContain("Data Platform Intern");
    expect(html).toMatch(/<a[^>]*href="\/about\/careers"[^>]*>.*See all open positions/s);
    expect(html).not.toContain("Submit Application");
    expect(html).not.toContain("application/ld+json");
  });
});
