import { act, screen, waitFor, within } from "@testing-library/react";
import { focusManager } from "@tanstack/react-query";
import { HttpResponse, delay, http } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import BlogPostRoute, { meta } from "@/routes/blog-post";

import { embedBuildSnapshot } from "../../../../tests/utils/build-snapshot";
import { restUrl, server, setupMswServer } from "../../../../tests/utils/msw";
import { renderRoute } from "../../../../tests/utils/render";
import { MOBILE_INVESTING, SYNDICATE_BASICS, TOKENIZATION } from "../testing/fixtures";
import type { BlogPost } from "../types";

setupMswServer();

afterEach(() => {
  Reflect.deleteProperty(navigator, "share");
});

const NO_ROW = {
  code: "PGRST116",
  details: "The result contains 0 rows",
  hint: null,
  message: "Cannot coerce the result to a single JSON object",
};

/** Answers the one-post read like PostgREST: a list of the matching rows (none for an unknown slug). */
function serveArticle(post: BlogPost | null, onRequest?: (request: Request) => void) {
  let calls = 0;
  server.use(
    http.get(restUrl("blog_posts"), ({ request }) => {
      calls += 1;
      onRequest?.(request);
      return HttpResponse.json(post ? [post] : []);
    }),
  );
  return { calls: () => calls };
}

const renderArticle = (slug: string) =>
  renderRoute(BlogPostRoute, {
    path: "/blog/:slug",
    url: `/blog/${slug}`,
    routes: [{ path: "/blog", Component: () => <h1>Blog list</h1> }],
  });

describe("blog article", () => {
  it("shows a skeleton while the article loads", async () => {
    // Held open until the test ends; the test waits for it so it cannot leak into the next test.
    let requested = false;
    server.use(
      http.get(restUrl("blog_posts"), () => {
        requested = true;
        return delay("infinite");
      }),
    );
    renderArticle("tokenization");
    await waitFor(() => expect(requested).toBe(true));
    expect(screen.getByRole("status")).toHaveTextContent("Loading article…");
    expect(screen.getByTestId("article-skeleton")).toBeInTheDocument();
  });

  it("asks for one published post by slug and shows it", async () => {
    let request: Request | undefined;
    serveArticle(TOKENIZATION, (r) => (request = r));
    renderArticle("tokenization");

    const title = await screen.findByRole("heading", { level: 1, name: TOKENIZATION.title });
    const url = new URL(request!.url);
    expect(url.searchParams.get("slug")).toBe("eq.tokenization");
    expect(url.searchParams.get("is_draft")).toBe("eq.false");
    // maybeSingle: a plain list request, so an unknown slug is an empty 200 rather than a logged 406.
    expect(request!.headers.get("accept") ?? "").not.toContain("vnd.pgrst.object");

    const article = title.closest("article")!;
    const inArticle = within(article);
    expect(inArticle.getByText("Featured")).toBeInTheDocument();
    // The post's own category, set in the desk, rather than one badge for every article.
    expect(inArticle.getByText(TOKENIZATION.category)).toBeInTheDocument();
    expect(inArticle.queryByText("Global Markets")).not.toBeInTheDocument();
    expect(inArticle.getByText(TOKENIZATION.excerpt)).toBeInTheDocument();
    expect(inArticle.getByText(TOKENIZATION.author)).toBeInTheDocument();
    expect(inArticle.getByText("January 15, 2025")).toHaveAttribute("datetime", "2025-01-15");
    expect(inArticle.getByText("5 min read")).toBeInTheDocument();
    expect(
      within(inArticle.getByRole("list", { name: "Tags" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Tokenization", "Cap Tables"]);
    expect(inArticle.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
    expect(document.title).toBe("Tokenized cap tables, explained - Tapsheet blog");
    expect(document.querySelectorAll("title")).toHaveLength(1);

    const related = screen.getByRole("region", { name: "Related Articles" });
    expect(
      within(related)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/blog/tokenization", "/blog/mobile-investing"]);
  });

  it("renders the body sanitised: structure and safe links kept, new tabs isolated", async () => {
    serveArticle({
      ...TOKENIZATION,
      content:
        '<h2>Why it matters</h2><p onclick="alert(1)">Liquidity for <strong>private</strong> shares.</p>' +
        '<script>alert(1)</script><form action="https://evil.example"><input name="password"><button>Log in</button></form>' +
        '<p><a href="https://example.com/report" target="_blank">Read the report</a> <a href="javascript:alert(1)">Click</a></p>' +
        '<img src="https://tracker.example/pixel.gif" alt="pixel"><style>body{display:none}</style>',
    });
    renderArticle("tokenization");

    const body = await screen.findByTestId("article-body");
    expect(within(body).getByRole("heading", { level: 2, name: "Why it matters" })).toBeInTheDocument();
    expect(body.querySelector("strong")).toHaveTextContent("private");
    expect(body.querySelector("script, form, input, button, style")).toBeNull();
    expect(body.querySelector("[onclick]")).toBeNull();
    const report = within(body).getByRole("link", { name: "Read the report" });
    expect(report).toHaveAttribute("href", "https://example.com/report");
    expect(report).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(body).getByText("Click")).not.toHaveAttribute("href");
    // An image from anywhere but the site or its post-images bucket is dropped whole.
    expect(body.querySelector("img")).toBeNull();
  });

  it("shows no Featured badge on a regular post, and the placeholder for an empty body", async () => {
    serveArticle(SYNDICATE_BASICS);
    renderArticle("syndicate-basics");
    await screen.findByRole("heading", { level: 1, name: SYNDICATE_BASICS.title });
    expect(screen.queryByText("Featured")).not.toBeInTheDocument();
    expect(screen.getByText("Global Markets")).toBeInTheDocument();
    expect(
      screen.getByText("This article is currently being developed. Check back soon for the full content."),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("article-body")).not.toBeInTheDocument();
  });

  it("shows 'Article not found' for a slug with no published post, without retrying", async () => {
    const backend = serveArticle(null);
    const { user } = renderArticle("no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
    expect(document.title).toBe("Article not found | Tapsheet");
    expect(backend.calls()).toBe(1);
    await user.click(screen.getByRole("link", { name: "Back to Blog" }));
    expect(await screen.findByRole("heading", { name: "Blog list" })).toBeInTheDocument();
  });

  it("also treats a singular 406 PGRST116 answer as 'not found'", async () => {
    let calls = 0;
    server.use(
      http.get(restUrl("blog_posts"), () => {
        calls += 1;
        return HttpResponse.json(NO_ROW, { status: 406 });
      }),
    );
    renderArticle("no-such-post");
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it("shows 'Article not found' when the request fails", async () => {
    server.use(
      http.get(restUrl("blog_posts"), () =>
        HttpResponse.json(
          { code: "XX000", message: "internal error", details: null, hint: null },
          { status: 500 },
        ),
      ),
    );
    renderArticle("tokenization");
    expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
  });

  it("shares through the device's share sheet where there is one", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    // On the real navigator: a stand-in object breaks every other navigator getter MSW and the page read.
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    serveArticle(MOBILE_INVESTING);
    const { user } = renderArticle("mobile-investing");
    await user.click(await screen.findByRole("button", { name: "Share Article" }));
    expect(share).toHaveBeenCalledWith({
      title: MOBILE_INVESTING.title,
      url: `${window.location.origin}/blog/mobile-investing`,
    });
    expect(screen.queryByText("Link copied")).not.toBeInTheDocument();
  });

  it("copies the link and says so where there is no share sheet", async () => {
    serveArticle(MOBILE_INVESTING);
    const { user } = renderArticle("mobile-investing");
    expect("share" in navigator).toBe(false);
    await user.click(await screen.findByRole("button", { name: "Share Article" }));
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/blog/mobile-investing`,
    );
  });

  it("leaves the title out of the route meta so the page's own <title> is the only one", () => {
    const descriptors = meta({ params: { slug: "tokenization" } } as Parameters<typeof meta>[0]);
    expect(descriptors.some((d) => "title" in d)).toBe(false);
    expect(descriptors).toContainEqual({ property: "og:type", content: "article" });
  });

  describe("prerendered at build time", () => {
    let removeSnapshot = () => {};

    afterEach(() => removeSnapshot());

    /** What the prerendered HTML holds: the post as JSON, read back by the page. */
    function embedPrerenderedPost() {
      removeSnapshot = embedBuildSnapshot("post:tokenization", TOKENIZATION);
    }

    it("shows the embedded post at once, titled in the page's one <title>, checks it once on the page and again when the visitor returns to the tab", async () => {
      embedPrerenderedPost();
      const article = serveArticle(TOKENIZATION);
      const { queryClient } = renderArticle("tokenization");

      // No skeleton, no wait: the first render is the article, as in the prerendered HTML.
      expect(screen.getByRole("heading", { level: 1, name: TOKENIZATION.title })).toBeInTheDocument();
      expect(screen.queryByTestId("article-skeleton")).not.toBeInTheDocument();
      expect(document.title).toBe("Tokenized cap tables, explained - Tapsheet blog");
      expect(document.querySelectorAll("title")).toHaveLength(1);
      // Checked once the part is on the page.
      await waitFor(() => expect(article.calls()).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.queryByRole("status")).not.toBeInTheDocument();

      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await waitFor(() => expect(article.calls()).toBe(2));
    });

    it("offers an article edited since the build, and shows it when the visitor asks", async () => {
      embedPrerenderedPost();
      const edited = {
        ...TOKENIZATION,
        title: "Tokenized cap tables, explained again",
        content: "<p>A new first paragraph.</p>",
      };
      serveArticle(edited);
      const { user } = renderArticle("tokenization");

      const notice = await screen.findByRole("status");
      expect(notice).toHaveTextContent("This article has been updated since you opened it.");
      // Until the visitor asks, the text they are reading stays where it is, and so does the tab's title.
      expect(screen.getByRole("heading", { level: 1, name: TOKENIZATION.title })).toBeInTheDocument();
      expect(document.title).toBe("Tokenized cap tables, explained - Tapsheet blog");

      await user.click(within(notice).getByRole("button", { name: "Show the latest version" }));
      expect(screen.getByRole("heading", { level: 1, name: edited.title })).toBeInTheDocument();
      expect(document.title).toBe("Tokenized cap tables, explained again - Tapsheet blog");
      expect(document.querySelectorAll("title")).toHaveLength(1);
      expect(await screen.findByText("A new first paragraph.")).toBeInTheDocument();
      expect(screen.queryByRole("status")).not.toBeInTheDocument();
    });

    it("shows 'Article not found' once the check finds the article unpublished or deleted", async () => {
      embedPrerenderedPost();
      serveArticle(null);
      const { user } = renderArticle("tokenization");
      expect(screen.getByRole("heading", { level: 1, name: TOKENIZATION.title })).toBeInTheDocument();
      expect(await screen.findByRole("heading", { level: 1, name: "Article not found" })).toBeInTheDocument();
      expect(document.title).toBe("Article not found | Tapsheet");
      await user.click(screen.getByRole("link", { name: "Back to Blog" }));
      expect(await screen.findByRole("heading", { name: "Blog list" })).toBeInTheDocument();
    });

    it("keeps the article, with no error, when the check cannot reach the backend", async () => {
      embedPrerenderedPost();
      let calls = 0;
      server.use(
        http.get(restUrl("blog_posts"), () => {
          calls += 1;
          // What a visitor gets when the backend is down behind its gateway.
          return new HttpResponse("Bad Gateway", { status: 502 });
        }),
      );
      const { queryClient } = renderArticle("tokenization");
      await waitFor(() => expect(calls).toBe(1));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(screen.getByRole("heading", { level: 1, name: TOKENIZATION.title })).toBeInTheDocument();
      expect(screen.queryByRole("heading", { name: "Article not found" })).not.toBeInTheDocument();
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });
});
