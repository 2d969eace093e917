import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { type Root, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { onDemandData } from "@/components/on-demand-data";
import { CONTENT_VERSIONS_SNAPSHOT_KEY } from "@/lib/content-versions";

import { prerender, settle } from "../../tests/utils/hydration";
import { restUrl, server, setupMswServer } from "../../tests/utils/msw";

setupMswServer();

const BUILT = "fingerprint-at-build";

/** The data part of a page: its code loading is what the check decides. */
function PostList() {
  return <p>Three posts</p>;
}

/** Prerenders a data part with `versions` as the build's fingerprints, hydrates it, and counts its code's loads. */
async function openPage(versions: Record<string, string> | undefined) {
  vi.stubGlobal("__TAPSHEET_BUILD_SNAPSHOT__", versions ? { [CONTENT_VERSIONS_SNAPSHOT_KEY]: versions } : {});
  const ServerPart = onDemandData(
    () => Promise.resolve({ default: PostList }),
    "blog_posts",
    "The list of posts",
  );
  const container = await prerender(<ServerPart fallback={<p>Loading…</p>} />);
  vi.unstubAllGlobals();
  const loads = vi.fn(() => Promise.resolve({ default: PostList }));
  const ClientPart = onDemandData(loads, "blog_posts", "The list of posts");
  await settle(() => {
    root = hydrateRoot(container, <ClientPart fallback={<p>Loading…</p>} />);
  });
  return loads;
}

/** Answers the fingerprint call with each of `answers` in turn; returns how many calls came. */
function answerVersions(...answers: (() => Response)[]) {
  const calls = { count: 0 };
  server.use(
    http.post(restUrl("rpc/content_versions"), () => {
      const answer = answers[Math.min(calls.count, answers.length - 1)];
      calls.count += 1;
      return answer ? answer() : HttpResponse.json({});
    }),
  );
  return calls;
}

/** Lets the idle callback, the request and what follows run. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe("a prerendered part with backend data", () => {
  it("asks for the fingerprint once idle and loads no data code while it matches the build's", async () => {
    const calls = answerVersions(() => HttpResponse.json({ blog_posts: BUILT, jobs: "changed" }));
    const loads = await openPage({ blog_posts: BUILT, jobs: "built" });
    await waitFor(() => expect(calls.count).toBe(1));
    await idle();
    expect(loads).not.toHaveBeenCalled();
    expect(screen.getByText("Three posts")).toBeInTheDocument();
  });

  it("loads the data code when the fingerprint differs", async () => {
    answerVersions(() => HttpResponse.json({ blog_posts: "changed" }));
    const loads = await openPage({ blog_posts: BUILT });
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
  });

  it("loads the data code without asking when the build recorded no fingerprint", async () => {
    const calls = answerVersions(() => HttpResponse.json({}));
    const loads = await openPage(undefined);
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    expect(calls.count).toBe(0);
  });

  it("keeps the page after a failed check and asks again when the visitor comes back to the tab", async () => {
    const calls = answerVersions(
      () => new HttpResponse(null, { status: 503 }),
      () => HttpResponse.json({ blog_posts: "changed" }),
    );
    const loads = await openPage({ blog_posts: BUILT });
    await waitFor(() => expect(calls.count).toBe(1));
    await idle();
    expect(loads).not.toHaveBeenCalled();
    expect(screen.getByText("Three posts")).toBeInTheDocument();

    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    await waitFor(() => expect(loads).toHaveBeenCalledTimes(1));
    expect(calls.count).toBe(2);
  });
});
