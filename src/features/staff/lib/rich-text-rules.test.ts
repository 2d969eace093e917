import { Editor } from "@tiptap/react";
import { afterEach, describe, expect, it } from "vitest";

import { postExtensions } from "./rich-text-extensions";
import { allowedHeadingLevel, linkProblem } from "./rich-text-rules";

let editor: Editor | undefined;

function html(content: string | object): string {
  editor = new Editor({ extensions: postExtensions(), content });
  return editor.getHTML();
}

afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

describe("the links a post may have", () => {
  it("are https pages and e-mail addresses", () => {
    expect(linkProblem("https://tapsheet.com/pricing")).toBeNull();
    expect(linkProblem(" mailto:press@tapsheet.com ")).toBeNull();
  });

  it("refuse everything else with words the author can act on", () => {
    expect(linkProblem("http://tapsheet.com")).toMatch(/https:\/\//);
    expect(linkProblem("javascript:alert(1)")).toMatch(/start with https:\/\/ .* or mailto:/);
    expect(linkProblem("java\tscript:alert(1)")).not.toBeNull();
    expect(linkProblem("data:text/html,<script>alert(1)</script>")).not.toBeNull();
    expect(linkProblem("//evil.example")).not.toBeNull();
    expect(linkProblem("mailto:")).toMatch(/e-mail address/);
    expect(linkProblem("https://")).not.toBeNull();
    expect(linkProblem("   ")).toMatch(/Type the address/);
  });

  it("are enforced by the editor on a stored document: a javascript: link is written out without its address", () => {
    const out = html({
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "click",
              marks: [{ type: "link", attrs: { href: "javascript:alert(document.cookie)" } }],
            },
            { type: "text", text: " and " },
            {
              type: "text",
              text: "read",
              marks: [{ type: "link", attrs: { href: "https://tapsheet.com" } }],
            },
          ],
        },
      ],
    });
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('href="https://tapsheet.com"');
    expect(out).toContain("click");
  });

  it("drop a pasted javascript: link and a script, keeping the words", () => {
    const out = html('<p><a href="javascript:alert(1)">tap</a><script>alert(2)</script> here</p>');
    expect(out).not.toMatch(/javascript:|<script/i);
    expect(out).toContain("tap");
  });
});

describe("the headings a post may have", () => {
  it("are levels 2 to 4: a pasted h1 becomes an h2, an h6 an h4, the words kept", () => {
    const out = html("<h1>Title</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h6>Six</h6>");
    expect(out).toBe("<h2>Title</h2><h2>Two</h2><h3>Three</h3><h4>Four</h4><h4>Six</h4>");
  });

  it("hold in a stored document whose heading says level 1", () => {
    const out = html({
      type: "doc",
      content: [{ type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "Big" }] }],
    });
    expect(out).toBe("<h2>Big</h2>");
  });

  it("map any level to the nearest allowed one", () => {
    expect([1, 2, 3, 4, 5, 6].map(allowedHeadingLevel)).toEqual([2, 2, 3, 4, 4, 4]);
  });

  it("leave out what the site's sanitiser would drop: strike-through and underline", () => {
    expect(html("<p><s>gone</s> <u>plain</u></p>")).toBe("<p>gone plain</p>");
  });
});
