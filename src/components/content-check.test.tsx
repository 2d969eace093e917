import { act, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { useRef } from "react";
import { type Root, hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContentCheck } from "@/components/content-check";
import { onDemand } from "@/components/on-demand";
import { CONTENT_VERSIONS_SNAPSHOT_KEY } from "@/lib/content-versions";

import { prerender, settle } from "../../tests/utils/hydration";
import { restUrl, server, setupMswServer } from "../../tests/utils/msw";

setupMswServer();

const BUILT = "fingerprint-at-build";

/** The data part of a page: its code loading is what the check decides. */
function PostList() {
  return <p>Three posts</p>;
}

type Part = ReturnType<typeof onDemand<object>>;

/** A page as the data pages are: the data part held, the check beside it. */
function DataPage({ List }: { List: Part }) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area}>
      <List fallback={<p>Loading…</p>} intentArea={area} />
      <ContentCheck table="blog_posts" onChanged={List.load} />
    </div>
  );
}

/** Prerenders the page with `versions` as the build's fingerprints, hydrates it, and counts the list's loads. */
async function openPage(versions: Record<string, string> | undefined) {
  vi.stubGlobal("__TAPSHEET_BUILD_SNAPSHOT__", versions ? { [CONTENT_VERSIONS_SNAPSHOT_KEY]: versions } : {});
  const container = await prerender(
    <DataPage List={onDemand(() => Promise.resolve({ default: PostList }))} />,
  );
  vi.unstubAllGlobals();
  const loads = vi.fn(() => Promise.resolve({ default: PostList }));
  await settle(() => {
    root = hydrateRoot(container, <DataPage List={onDemand(loads)} />);
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

describe("a prerendered page checking its data", () => {
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
