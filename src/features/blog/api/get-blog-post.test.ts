import { describe, expect, it } from "vitest";

import { blogPostQueryOptions, getBlogPost } from "./get-blog-post";

describe("getBlogPost", () => {
  it("throws 'No slug provided' and stays disabled without a slug", async () => {
    await expect(getBlogPost(undefined)).rejects.toThrow("No slug provided");
    await expect(getBlogPost("")).rejects.toThrow("No slug provided");
    expect(blogPostQueryOptions(undefined).enabled).toBe(false);
    expect(blogPostQueryOptions("tokenization").enabled).toBe(true);
  });
});
