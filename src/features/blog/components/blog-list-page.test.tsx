import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, delay, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import BlogRoute from "@/routes/blog";

import { embedBuildSnapshot } from "../../../../tests/utils/build-snapshot";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { LP_REPORTING, MOBILE_INVESTING, POSTS, SYNDICATE_BASICS, TOKENIZATION } from "../testing/fixtures";
import { POST_COLUMNS } from "../types";

setupMswServer();

// jsdom has no layout, so it has no scrollIntoView; the tests that scroll install a stub.
const originalScrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, "scrollIntoView");
afterEach(() => {
  if (originalScrollIntoView)
    Object.defineProperty(Element.prototype, "scrollIntoView", originalScrollIntoView);
  else Reflect.deleteProperty(Element.prototype, "scrollIntoView");
});

function HomeStub() {
  return (
    <main>
      <h1>Home</h1>
      <label htmlFor="name">Name</label>
      <input id="name" />
    </main>
  );
}

const renderBlog = () =>
  renderRoute(BlogRoute, {
    path: "/blog",
    routes: [
      { path: "/", Component: HomeStub },
      { path: "/blog/:slug", Component: () => <h1>Article page</h1> },
    ],
  });

const section = (name: string) => screen.getByRole("region", { name });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

describe("blog list", () => {
  it("says it is loading", async () => {
    // Held open until the test ends; the test waits for it so it cannot leak into the next test.
    let requested = false;
    server.use(
      http.get(restUrl("blog_posts"), () => {
        requested = true;
        return delay("infinite");
      }),
    );
    renderBlog();
    await waitFor(() => expect(requested).toBe(true));
    expect(await screen.findByRole("status")).toHaveTextContent("Loading blog posts...");
  });

  it("shows the error and loads again on request", async () => {
    let calls = 0;
    server.use(
      http.get(restUrl("blog_posts"), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { code: "XX000", message: "internal error", details: null, hint: null },
              { status: 500 },
            )
          : HttpResponse.json(POSTS);
      }),
    );
    const { user } = renderBlog();
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("heading", { name: "Error loading blog posts" })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Featured Articles" })).toBeInTheDocument();
  });

  it("asks for published posts, newest first, and splits featured from the rest", async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(restUrl("blog_posts"), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json(POSTS);
      }),
    );
    renderBlog();
    await screen.findByRole("region", { name: "Featured Articles" });

    expect(query?.get("select")).toBe(POST_COLUMNS);
    expect(query?.get("is_draft")).toBe("eq.false");
    expect(query?.get("order")).toBe("published_date.desc");

    expect(cardTitles(section("Featured Articles"))).toEqual([TOKENIZATION.title, MOBILE_INVESTING.title]);
    expect(cardTitles(section("More Insights"))).toEqual([LP_REPORTING.title, SYNDICATE_BASICS.title]);

    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["Featured Articles", "Stay Updated", "More Insights"]);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("shows each card's link, excerpt, date, read time and icon", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json(POSTS)));
    const { user } = renderBlog();
    const link = await screen.findByRole("link", { name: TOKENIZATION.title });
    expect(link).toHaveAttribute("href", "/blog/tokenization");

    const card = link.closest("li")!;
    expect(within(card).getByText(TOKENIZATION.excerpt)).toBeInTheDocument();
    expect(within(card).getByText("January 15, 2025")).toHaveAttribute("datetime", "2025-01-15");
    expect(within(card).getByText("5 min read")).toBeInTheDocument();
    expect(card.querySelector("svg.lucide-coins")).not.toBeNull();

    const mobileCard = screen.getByRole("link", { name: MOBILE_INVESTING.title }).closest("li")!;
    expect(mobileCard.querySelector("svg.lucide-smartphone")).not.toBeNull();
    // Unknown and missing icon names fall back to TrendingUp.
    for (const post of [LP_REPORTING, SYNDICATE_BASICS]) {
      const fallbackCard = screen.getByRole("link", { name: post.title }).closest("li")!;
      expect(fallbackCard.querySelector("svg.lucide-trending-up")).not.toBeNull();
    }

    await user.click(link);
    expect(await screen.findByRole("heading", { name: "Article page" })).toBeInTheDocument();
  });

  it("leaves out an empty group and says when nothing is published", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json([])));
    renderBlog();
    expect(await screen.findByText(/No articles are published yet/)).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Featured Articles" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "More Insights" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Stay Updated" })).toBeInTheDocument();
  });

  it("links back home, and Subscribe goes to the beta sign-up and focuses it", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json(POSTS)));
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderBlog();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await user.click(await screen.findByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
  });

  describe("prerendered at build time", () => {
    let removeSnapshot = () => {};
    afterEach(() => removeSnapshot());

    it("offers posts published since the build once the list is on the page, and shows them when the visitor asks", async () => {
      removeSnapshot = embedBuildSnapshot("posts", [TOKENIZATION, MOBILE_INVESTING, SYNDICATE_BASICS]);
      server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json(POSTS)));
      const { user } = renderBlog();

      // The first render is the build's list, as in the HTML.
      expect(cardTitles(section("More Insights"))).toEqual([SYNDICATE_BASICS.title]);
      const notice = await screen.findByRole("status");
      expect(notice).toHaveTextContent("New articles have been published since you opened this page.");
      // Nothing moves under the visitor until they ask.
      expect(cardTitles(section("More Insights"))).toEqual([SYNDICATE_BASICS.title]);

      await user.click(within(notice).getByRole("button", { name: "Show the latest" }));
      expect(cardTitles(section("More Insights"))).toEqual([LP_REPORTING.title, SYNDICATE_BASICS.title]);
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });

    it("keeps the list, with no error, when the check cannot reach the backend", async () => {
      removeSnapshot = embedBuildSnapshot("posts", POSTS);
      let calls = 0;
      server.use(
        http.get(restUrl("blog_posts"), () => {
          calls += 1;
          return new HttpResponse("Bad Gateway", { status: 502 });
        }),
      );
      const { queryClient } = renderBlog();
      await waitFor(() => expect(calls).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(cardTitles(section("Featured Articles"))).toEqual([TOKENIZATION.title, MOBILE_INVESTING.title]);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });
  });
});
