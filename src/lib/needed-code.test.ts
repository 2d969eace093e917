import { afterEach, describe, expect, it, vi } from "vitest";

import { STILL_LOADING_MS } from "@/config/code-loading";

import { neededCode } from "./needed-code";
import { RequestError } from "./request-error";

afterEach(() => {
  vi.useRealTimers();
});

describe("code a backend call needs", () => {
  it("is waited for while the module loader retries it, as long as any code may take", async () => {
    vi.useFakeTimers();
    let arrive = (_code: string) => {};
    const code = neededCode(new Promise<string>((resolve) => (arrive = resolve)), "The data client");
    await vi.advanceTimersByTimeAsync(STILL_LOADING_MS - 1);
    arrive("the client");
    await expect(code).resolves.toBe("the client");
  });

  it("is a network failure, said in words, once that time has passed without it", async () => {
    vi.useFakeTimers();
    const code = neededCode(new Promise<never>(() => {}), "The upload client");
    const failed = expect(code).rejects.toMatchObject({
      code: "network",
      message: "The upload client could not be loaded",
    });
    await vi.advanceTimersByTimeAsync(STILL_LOADING_MS);
    await failed;
  });

  it("is a network failure at once where nothing retries it (the development server)", async () => {
    const code = neededCode(
      Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      "The data client",
    );
    await expect(code).rejects.toBeInstanceOf(RequestError);
  });
});
