import { afterEach, describe, expect, it, vi } from "vitest";

import { codeLoader, retryCode } from "./code-loader";

afterEach(() => {
  delete globalThis.tapsheetCode;
  vi.useRealTimers();
});

describe("codeLoader", () => {
  it("asks for the code once, however many parts want it, and says since when it has been on its way", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000);
    const factory = vi.fn(() => Promise.resolve("the code"));
    const loader = codeLoader(factory);
    expect(loader.waitingSince()).toBeUndefined();
    const both = Promise.all([loader.load(), loader.load()]);
    expect(loader.waitingSince()).toBe(1_000_000);
    await expect(both).resolves.toEqual(["the code", "the code"]);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(loader.waitingSince()).toBeUndefined();
  });

  it("leaves retrying to the module loader: Try again wakes it", () => {
    const retry = vi.fn();
    globalThis.tapsheetCode = { load: vi.fn(), retry };
    retryCode();
    expect(retry).toHaveBeenCalledOnce();
  });
});
