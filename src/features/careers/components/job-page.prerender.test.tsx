// @vitest-environment node
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";
import { renderToReadableStream } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import CareerJobRoute, { meta } from "@/routes/career-job";

import { MOBILE_ENGINEER } from "../testing/fixtures";

/** Renders like src/entry.server.tsx at build time: in Node, waiting for every lazy part. */
async function prerender(element: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

describe("job page prerendered at build time", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(globalThis, "__TAPSHEET_BUILD_SNAPSHOT__");
  });

  it("writes the whole job into the HTML, with the job embedded for hydration", async () => {
    vi.stubEnv("SSR", true);
    globalThis.__TAPSHEET_BUILD_SNAPSHOT__ = { "job:senior-mobile-engineer": MOBILE_ENGINEER };
    const html = await prerender(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={["/careers/job/senior-mobile-engineer"]}>
          <Routes>
            <Route path="/careers/job/:jobId" element={<CareerJobRoute />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain(MOBILE_ENGINEER.title);
    expect(html).toContain("Key Responsibilities");
    expect(html).toContain(MOBILE_ENGINEER.benefits[0]);
    // The form itself only renders once the page is live in the browser; the build writes its placeholder.
    expect(html).toContain("Loading the application form…");
    expect(html).not.toContain("Submit Application");
    expect(html).toContain('id="build-snapshot-job_senior-mobile-engineer"');
    // The title comes from the route's meta, so the page adds none.
    expect(html).not.toContain("<title>");

    const descriptors = meta({ params: { jobId: "senior-mobile-engineer" } } as Parameters<typeof meta>[0]);
    expect(descriptors).toContainEqual({ title: "Senior Mobile Engineer - Engineering | Tapsheet" });
    expect(descriptors.some((d) => "script:ld+json" in d)).toBe(true);
  });
});
