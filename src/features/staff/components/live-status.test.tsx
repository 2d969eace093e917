import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";

import { server, setupMswServer } from "../../../../tests/utils/msw";
import { isLiveOnSite } from "../api/build-info";
import { LiveStatus, SiteBuiltAt } from "./live-status";

setupMswServer();

const BUILD = {
  builtAt: "2026-11-27T10:04:00.000Z",
  contentReadAt: "2026-11-27T10:00:00.000Z",
  newestChange: "2026-11-27T09:58:00.000Z",
  posts: 3,
  openJobs: 2,
  closedJobs: 0,
};

function answerBuildInfo(...answers: (() => Response)[]) {
  let call = 0;
  server.use(
    http.get("*/build-info.json", () => {
      const answer = answers[Math.min(call, answers.length - 1)];
      call += 1;
      return answer ? answer() : HttpResponse.error();
    }),
  );
}

function renderWithQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

const localClock = (iso: string) => {
  const when = new Date(iso);
  return `${String(when.getHours()).padStart(2, "0")}:${String(when.getMinutes()).padStart(2, "0")}`;
};

describe("what the desk says about the live site", () => {
  it("says a change the build read is live", async () => {
    answerBuildInfo(() => HttpResponse.json(BUILD));
    renderWithQueries(<LiveStatus updatedAt="2026-11-27T09:59:30.000Z" />);
    expect(await screen.findByText("Live on the site")).toBeInTheDocument();
  });

  it("says a change saved after the build read the content waits for the next build, and when it asked", async () => {
    answerBuildInfo(() => HttpResponse.json(BUILD));
    const savedAt = "2026-11-27T10:12:00.000Z";
    renderWithQueries(<LiveStatus updatedAt={savedAt} />);
    const line = await screen.findByText(/Waiting for the next build/);
    expect(line).toHaveTextContent(`Waiting for the next build (asked at ${localClock(savedAt)})`);
  });

  it("counts a change as live when the build saw a row changed at or after it, whatever the build's clock", () => {
    const behindClock = { ...BUILD, contentReadAt: "2026-11-27T09:00:00.000Z" };
    expect(isLiveOnSite(behindClock, "2026-11-27T09:58:00.000Z")).toBe(true);
    expect(isLiveOnSite(behindClock, "2026-11-27T09:58:01.000Z")).toBe(false);
    expect(isLiveOnSite({ ...BUILD, contentReadAt: null, newestChange: null }, BUILD.newestChange)).toBe(
      false,
    );
  });

  it("says when the site was built, and offers a retry when build-info.json cannot be read", async () => {
    answerBuildInfo(
      () => new HttpResponse(null, { status: 404 }),
      () => HttpResponse.json(BUILD),
    );
    renderWithQueries(<SiteBuiltAt />);
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    const line = await screen.findByText(/The site was built at/);
    expect(line.querySelector("time")?.getAttribute("datetime")).toBe(BUILD.builtAt);
    expect(line).toHaveTextContent(/The site was built at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});
