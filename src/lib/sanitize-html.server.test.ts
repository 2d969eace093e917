// @vitest-environment node
import { describe, expect, it } from "vitest";

import { sanitizeHtml } from "./sanitize-html";

// Prerendering runs in Node without a browser window; the sanitiser must still work there, identically.
describe("sanitizeHtml at build time (no window)", () => {
  it("sanitises with a jsdom window", () => {
    expect(typeof window).toBe("undefined");
    expect(
      sanitizeHtml(
        '<h2>Hi</h2><script>alert(1)</script><p onclick="x()">A <a href="https://example.com" target="_blank">link</a> ' +
          '<a href="javascript:alert(1)">bad</a></p>',
      ),
    ).toBe(
      '<h2>Hi</h2><p>A <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a> <a>bad</a></p>',
    );
  });
});
