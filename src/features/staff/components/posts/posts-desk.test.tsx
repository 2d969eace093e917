import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse, http } from "msw";
import { createRoutesStub, useParams } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";

import { restUrl, server, setupMswServer } from "../../../../../tests/utils/msw";
import { staffKeys } from "../../api/keys";
import type { DeskSession } from "../../api/session";
import { parsePostView } from "../../lib/post-views";
import { resetStaffClient } from "../../lib/staff-client";
import { PostsDesk } from "./posts-desk";

setupMswServer();

const ID = "0b7d2c1e-5a4f-4c3b-9e8d-7f6a5b4c3d2e";

function post(overrides: Record<string, unknown> = {}) {
  return {
    id: ID,
    slug: "syndicate-fees",
    title: "Syndicate fees, plainly",
    excerpt: "What a lead charges.",
    category: "Product",
    content: "<p>Body.</p>",
    content_json: {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Body." }] }],
    },
    author: "Tapsheet Team",
    read_time: null,
    featured: false,
    tags: [],
    icon_name: "TrendingUp",
    is_draft: true,
    publish_at: null,
    published_date: null,
    first_published_at: null,
    updated_at: "2026-11-27T10:00:00Z",
    updated_by_email: "ada@tapsheet.example",
    version: 1,
    ...overrides,
  };
}

const BUILD = { builtAt: "2026-11-27T09:00:00Z", contentReadAt: "2026-11-27T09:00:00Z", newestChange: null };

function Desk() {
  const view = parsePostView(useParams()["*"] ?? "");
  return view ? <PostsDesk view={view} renderArticle={(shown) => <h1>{shown.title}</h1>} /> : null;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ready: DeskSession = {
    step: "ready",
    member: { user_id: "u1", email: "ada@tapsheet.example", role: "editor", invited_at: null },
  };
  client.setQueryData(staffKeys.session(), ready);
  const Stub = createRoutesStub([{ path: "/staff/posts/*", Component: Desk }]);
  render(
    <QueryClientProvider client={client}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetStaffClient();
  server.use(http.get("*/build-info.json", () => HttpResponse.json(BUILD)));
});

describe("the addresses of the posts pages", () => {
  it("name the list, a new post, a post and its preview, and nothing else", () => {
    expect(parsePostView("")).toEqual({ kind: "list" });
    expect(parsePostView("new")).toEqual({ kind: "new" });
    expect(parsePostView(ID.toUpperCase())).toEqual({ kind: "edit", id: ID });
    expect(parsePostView(`${ID}/preview`)).toEqual({ kind: "preview", id: ID });
    expect(parsePostView("not-an-id")).toBeNull();
    expect(parsePostView(`${ID}/history`)).toBeNull();
  });
});

describe("the posts list", () => {
  it("says a failed load in words, and Try again loads it", async () => {
    let fail = true;
    server.use(
      http.get(restUrl("blog_posts"), () =>
        fail
          ? HttpResponse.json({ message: "upstream down" }, { status: 500 })
          : HttpResponse.json([
              post(),
              post({
                id: "1",
                title: "Out now",
                is_draft: false,
                publish_at: "2026-01-01T00:00:00Z",
                updated_at: "2026-11-27T10:00:00Z",
              }),
              post({ id: "2", title: "Later", is_draft: false, publish_at: "2999-01-01T00:00:00Z" }),
              // Saved before the build, shown by its schedule after it: the build did not have it.
              post({
                id: "3",
                title: "Came due",
                is_draft: false,
                publish_at: "2026-11-27T09:30:00Z",
                updated_at: "2026-11-27T08:00:00Z",
              }),
              post({
                id: "4",
                title: "Built",
                is_draft: false,
                publish_at: "2026-11-27T08:30:00Z",
                updated_at: "2026-11-27T08:00:00Z",
              }),
            ]),
      ),
    );
    renderAt("/staff/posts");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/\S/);
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("link").textContent)).toEqual([
      "Syndicate fees, plainly",
      "Out now",
      "Later",
      "Came due",
      "Built",
    ]);
    expect(items[0]).toHaveTextContent("Draft");
    expect(items[0]).toHaveTextContent("Not on the site");
    expect(items[1]).toHaveTextContent("Published");
    expect(items[1]).toHaveTextContent("Waiting for the next build");
    expect(items[2]).toHaveTextContent("Scheduled");
    expect(items[2]).toHaveTextContent("Shows by itself at 2999-01-01");
    expect(items[3]).toHaveTextContent("Waiting for the next build");
    expect(items[4]).toHaveTextContent("Live on the site");
  });
});

describe("the post editor", () => {
  it("uploads an image with its alt text, says what is wrong with a file, and keeps everything when an upload fails", async () => {
    const saves: Record<string, unknown>[] = [];
    const uploads: string[] = [];
    let fail = true;
    const name = "0f8fad5b-d9cb-469f-a165-70867728950e.png";
    server.use(
      http.get(restUrl("blog_posts"), () => HttpResponse.json(post())),
      http.post("http://supabase.test/functions/v1/post-image", ({ request }) => {
        uploads.push(request.headers.get("authorization") ?? "");
        if (fail) return HttpResponse.error();
        return HttpResponse.json({ name });
      }),
      http.patch(restUrl("blog_posts"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        return HttpResponse.json(post({ ...body, version: 2 }));
      }),
    );
    // jsdom measures no text ranges; the editor scrolls the inserted image into view with them.
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    renderAt(`/staff/posts/${ID}`);
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, "With a chart");
    await userEvent.click(screen.getByRole("button", { name: "Image" }));
    const insert = screen.getByRole("button", { name: "Upload and insert" });
    await userEvent.click(insert);
    expect(screen.getByRole("alert")).toHaveTextContent("Choose an image file first.");

    const file = screen.getByLabelText(/^Image file/);
    const png = new Uint8Array([
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      ...[0x49, 0x48, 0x44, 0x52, 0, 0, 3, 0x20, 0, 0, 2, 0x58],
    ]);
    await userEvent.upload(file, new File([png], "chart.png", { type: "image/png" }));
    await userEvent.click(insert);
    expect(screen.getByRole("alert")).toHaveTextContent(/Describe the image/);

    await userEvent.upload(file, new File(["<html></html>"], "page.png", { type: "image/png" }));
    await userEvent.type(screen.getByLabelText(/^What the image shows/), "Fees by syndicate size");
    await userEvent.click(insert);
    expect(await screen.findByRole("alert")).toHaveTextContent(/not a PNG, JPEG or WebP/);
    const huge = png.slice();
    huge.set([0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30], 16);
    await userEvent.upload(file, new File([huge], "scan.png", { type: "image/png" }));
    await userEvent.click(insert);
    expect(await screen.findByRole("alert")).toHaveTextContent(/more than 40 million pixels/);
    expect(uploads).toEqual([]);

    await userEvent.upload(file, new File([png], "chart.png", { type: "image/png" }));
    await userEvent.click(insert);
    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent(/not uploaded: the connection failed/);
    expect(title).toHaveValue("With a chart");
    expect(screen.getByLabelText(/^What the image shows/)).toHaveValue("Fees by syndicate size");

    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    const body = screen.getByRole("textbox", { name: /^Body/ });
    const image = await within(body).findByRole("img", { name: "Fees by syndicate size" });
    expect(image).toHaveAttribute("src", `http://supabase.test/storage/v1/object/public/post-images/${name}`);
    expect(uploads).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(saves.at(-1)?.content).toContain(
      `<img src="http://supabase.test/storage/v1/object/public/post-images/${name}" alt="Fees by syndicate size">`,
    );
  });

  it("keeps what was typed when a save fails, and Try again saves it", async () => {
    const saves: Record<string, unknown>[] = [];
    let fail = true;
    server.use(
      http.get(restUrl("blog_posts"), () => HttpResponse.json(post())),
      http.patch(restUrl("blog_posts"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (fail) return HttpResponse.error();
        return HttpResponse.json(post({ ...body, version: 2 }));
      }),
    );
    renderAt(`/staff/posts/${ID}`);
    const title = await screen.findByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, "A better title");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/connection|reach/i);
    expect(title).toHaveValue("A better title");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(saves.at(-1)).toMatchObject({ title: "A better title", version: 1 });
  });

  it("brings back a half-typed form after a sign-out, empty title and all, with the address the post has kept since it showed", async () => {
    server.use(
      http.get(restUrl("blog_posts"), () =>
        HttpResponse.json(post({ is_draft: false, first_published_at: "2026-11-27T09:30:00Z" })),
      ),
    );
    // Typed while the post was a draft and kept in the tab; it has been published since.
    sessionStorage.setItem(
      `tapsheet-staff-draft:u1:post:${ID}`,
      JSON.stringify({
        title: "",
        slug: "fees-draft-address",
        excerpt: "Half a thought",
        category: "Product",
        body: { json: null, html: "<p>Body.</p>" },
      }),
    );
    renderAt(`/staff/posts/${ID}`);
    expect(await screen.findByText("What you typed before is back, not saved yet.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue("");
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue("Half a thought");
    expect(screen.getByLabelText(/^Address/)).toHaveValue("syndicate-fees");
  });

  it("refuses a stale save naming who saved and when, keeps the typing, and saves on the new version after Reload", async () => {
    let stored = post();
    const saves: Record<string, unknown>[] = [];
    server.use(
      http.get(restUrl("blog_posts"), () => HttpResponse.json(stored)),
      http.patch(restUrl("blog_posts"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saves.push(body);
        if (body.version !== stored.version) {
          return HttpResponse.json(
            {
              code: "PT409",
              message: "hank@tapsheet.example saved this post at 2026-11-27 10:05 UTC, after you loaded it",
              details: JSON.stringify({
                by: "hank@tapsheet.example",
                at: "2026-11-27T10:05:00Z",
                version: 2,
              }),
              hint: null,
            },
            { status: 409 },
          );
        }
        stored = post({ ...body, version: stored.version + 1 });
        return HttpResponse.json(stored);
      }),
    );
    renderAt(`/staff/posts/${ID}`);
    const excerpt = await screen.findByLabelText("Excerpt");
    // A colleague saves version 2 meanwhile.
    stored = post({ version: 2, title: "Hank's title", updated_by_email: "hank@tapsheet.example" });
    await userEvent.clear(excerpt);
    await userEvent.type(excerpt, "Mine.");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const refusal = await screen.findByRole("alert");
    const local = new Date("2026-11-27T10:05:00Z");
    const clock = `${String(local.getHours()).padStart(2, "0")}:${String(local.getMinutes()).padStart(2, "0")}`;
    expect(refusal).toHaveTextContent(`hank@tapsheet.example saved this post at 2026-11-27 ${clock}`);
    expect(excerpt).toHaveValue("Mine.");
    await userEvent.click(within(refusal).getByRole("button", { name: "Reload" }));
    await screen.findByText(/Version 2/);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(excerpt).toHaveValue("Mine.");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(await screen.findByText("Saved.")).toBeInTheDocument();
    expect(saves.map((save) => save.version)).toEqual([1, 2]);
  });

  it("checks a schedule time before asking the backend", async () => {
    server.use(http.get(restUrl("blog_posts"), () => HttpResponse.json(post())));
    renderAt(`/staff/posts/${ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "Schedule" }));
    expect(await screen.findByText("Pick the date and time the post should show.")).toBeInTheDocument();
  });

  it("says a failed history load in words, with a retry", async () => {
    let fail = true;
    server.use(
      http.get(restUrl("blog_posts"), () => HttpResponse.json(post())),
      http.get(restUrl("blog_post_revisions"), () =>
        fail
          ? HttpResponse.json({ message: "down" }, { status: 500 })
          : HttpResponse.json([
              {
                id: 7,
                version: 1,
                title: "Syndicate fees, plainly",
                saved_by_email: "ada@tapsheet.example",
                saved_at: "2026-11-27T10:00:00Z",
                restored_from: null,
              },
            ]),
      ),
    );
    renderAt(`/staff/posts/${ID}`);
    await userEvent.click(await screen.findByRole("button", { name: "History" }));
    const alert = await screen.findByRole("alert");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    const history = screen.getByRole("region", { name: "History" });
    expect(await within(history).findByRole("listitem")).toHaveTextContent("ada@tapsheet.example");
  });

  it("says a failed load of the post in words, with a retry, and a missing post as such", async () => {
    let answer: () => Response = () => HttpResponse.json({ message: "down" }, { status: 500 });
    server.use(http.get(restUrl("blog_posts"), () => answer()));
    renderAt(`/staff/posts/${ID}`);
    const alert = await screen.findByRole("alert");
    answer = () => HttpResponse.json(null);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/There is no post with this address/)).toBeInTheDocument();
  });
});
