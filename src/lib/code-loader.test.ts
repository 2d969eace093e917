import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { RETRY_PAUSES_MS, codeLoader } from "./code-loader";

/** An import that fails `failures` times (a dropped request each), then brings "the code". */
function flakyImport(failures: number) {
  let left = failures;
  return vi.fn(() =>
    left-- > 0
      ? Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      : Promise.resolve("the code"),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("codeLoader", () => {
  it("asks for the code once, however many parts want it", async () => {
    const factory = flakyImport(0);
    const loader = codeLoader(factory);
    expect(loader.status()).toEqual({ state: "idle" });
    const [first, second] = await Promise.all([loader.load(), loader.load()]);
    expect([first, second]).toEqual(["the code", "the code"]);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(loader.status()).toEqual({ state: "arrived" });
  });

  it("never keeps a failed load: tries again after growing pauses until the code arrives", async () => {
    const factory = flakyImport(RETRY_PAUSES_MS.length + 1);
    const loader = codeLoader(factory);
    const loaded = loader.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(loader.status()).toMatchObject({ state: "loading", failed: true });

    for (const [index, pause] of RETRY_PAUSES_MS.entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(factory).toHaveBeenCalledTimes(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(factory).toHaveBeenCalledTimes(index + 2);
    }
    // Past the last pause, the last one repeats.
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1)!);
    await expect(loaded).resolves.toBe("the code");
    expect(factory).toHaveBeenCalledTimes(RETRY_PAUSES_MS.length + 2);
    expect(loader.status()).toEqual({ state: "arrived" });
  });

  it("tries again at once when asked, or when the browser comes back online", async () => {
    const factory = flakyImport(2);
    const loader = codeLoader(factory);
    const changes = vi.fn();
    loader.subscribe(changes);
    const loaded = loader.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(factory).toHaveBeenCalledTimes(1);

    loader.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(factory).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event("online"));
    await vi.advanceTimersByTimeAsync(0);
    expect(factory).toHaveBeenCalledTimes(3);
    await expect(loaded).resolves.toBe("the code");
    expect(changes).toHaveBeenCalled();
    expect(loader.status()).toEqual({ state: "arrived" });
  });

  it("says since when the code has been on its way", async () => {
    vi.setSystemTime(1_000_000);
    const loader = codeLoader(flakyImport(1));
    void loader.load();
    expect(loader.status()).toEqual({ state: "loading", since: 1_000_000, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.status()).toEqual({ state: "loading", since: 1_000_000, failed: true });
  });
});
