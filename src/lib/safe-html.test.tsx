import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { SafeHtml } from "./safe-html";
import { isAllowedHref, isAllowedImageSrc, postImageBase, sanitizeHtml } from "./sanitize-html";

function sanitizedDom(html: string): HTMLElement {
  const container = document.createElement("div");
  container.append(document.createRange().createContextualFragment(sanitizeHtml(html)));
  return container;
}

describe("sanitizeHtml", () => {
  it("keeps editorial structure", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <b>b</b>, <i>i</i> and <code>code</code>.</p>" +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote>quote</blockquote><pre>x = 1</pre><hr>' +
      '<figure><img src="/images/chart.png" alt="Chart" width="640" height="360"><figcaption>Caption</figcaption></figure>' +
      "<h3>Sub</h3><h4>Subsub</h4><p>line<br>break</p>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src=x onerror="alert(1)">', ""],
    [
      '<p onclick="alert(1)" style="position:fixed" class="fixed inset-0" id="main-content">x</p>',
      "<p>x</p>",
    ],
    ['<a href="javascript:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="JaVa\tScRiPt:alert(1)">x</a>', "<a>x</a>"],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', "<a>x</a>"],
    ['<a href="http://insecure.example">x</a>', "<a>x</a>"],
    ['<a href="//evil.example">x</a>', "<a>x</a>"],
    ['<a href="/\\evil.example">x</a>', "<a>x</a>"],
    ['<form action="https://evil.example"><input name="password"><button>Go</button></form>', "Go"],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe><p>x</p>', "<p>x</p>"],
    ['<svg onload="alert(1)"><circle r="1"></circle></svg><p>x</p>', "<p>x</p>"],
    ["<math><mi>x</mi></math><p>x</p>", "<p>x</p>"],
    ["<template><p>hidden</p></template>", ""],
    ["<textarea>t</textarea><select><option>o</option></select>", "to"],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">', ""],
    ['<img src="https://tracker.example/p.gif" alt="x">', ""],
    ['<img src="javascript:alert(1)" alt="x">', ""],
    ['<p>a<img src="/images/chart.png">b</p>', "<p>ab</p>"],
    ['<a href="https://x.example" target="_top">x</a>', '<a href="https://x.example">x</a>'],
    ['<div data-x="1" aria-hidden="true"><span>x</span></div>', "x"],
  ])("neutralises %s", (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it("keeps https, mailto, site and anchor links", () => {
    const html =
      '<a href="https://example.com">a</a><a href="mailto:hello@tapsheet.example">b</a><a href="/blog/tokenization">c</a><a href="#s">d</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("isolates links that open a new tab", () => {
    const dom = sanitizedDom('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    const link = dom.querySelector("a");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("classifies URLs the way browsers read them", () => {
    expect(isAllowedHref(" https://example.com")).toBe(true);
    expect(isAllowedHref("MAILTO:a@b.example")).toBe(true);
    expect(isAllowedHref("java\nscript:alert(1)")).toBe(false);
    expect(isAllowedHref("/\t/evil.example")).toBe(false);
    expect(isAllowedImageSrc("/images/a.png")).toBe(true);
    expect(isAllowedImageSrc("https://cdn.example/a.png")).toBe(false);
  });

  describe("images of posts", () => {
    const supabase = "https://abc.supabase.co";
    const name = "0f8fad5b-d9cb-469f-a165-70867728950e.png";
    const bucket = `${supabase}/storage/v1/object/public/post-images/`;

    it("allows only the post-images bucket's public URL, with a name the upload gives", () => {
      expect(isAllowedImageSrc(`${bucket}${name}`, supabase)).toBe(true);
      expect(isAllowedImageSrc(`${bucket}${name.replace(".png", ".webp")}`, supabase)).toBe(true);
      expect(isAllowedImageSrc(`${supabase}/storage/v1/object/public/other/${name}`, supabase)).toBe(false);
      expect(isAllowedImageSrc(`${bucket}../resumes/${name}`, supabase)).toBe(false);
      expect(isAllowedImageSrc(`${bucket}${name}?x=1`, supabase)).toBe(false);
      expect(
        isAllowedImageSrc(`https://evil.example/storage/v1/object/public/post-images/${name}`, supabase),
      ).toBe(false);
      expect(isAllowedImageSrc(`${bucket}${name}`, undefined)).toBe(false);
    });

    it("keeps such an image with its alt text and drops one from elsewhere", () => {
      const base = postImageBase();
      if (!base) throw new Error("The tests run with VITE_SUPABASE_URL set");
      const kept = `<p><img src="${base}${name}" alt="A chart"></p>`;
      expect(sanitizeHtml(kept)).toBe(kept);
      expect(sanitizeHtml(`<p><img src="${base}${name}"></p>`)).toBe("<p></p>");
      expect(sanitizeHtml(`<p><img src="${base}${name}" alt=" "></p>`)).toBe("<p></p>");
      expect(sanitizeHtml(`<p><img src="https://tracker.example/${name}" alt="A chart"></p>`)).toBe(
        "<p></p>",
      );
    });
  });
});

describe("SafeHtml", () => {
  it("renders the sanitised markup and passes props through", () => {
    const { container } = render(
      <SafeHtml html={'<p>Hello <img src=x onerror="alert(1)"></p>'} className="prose" data-testid="body" />,
    );
    const body = container.firstElementChild!;
    expect(body).toHaveClass("prose");
    expect(body).toHaveTextContent("Hello");
    expect(body.querySelector("img")).toBeNull();
  });
});
