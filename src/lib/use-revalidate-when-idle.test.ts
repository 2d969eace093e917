import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { useRevalidateWhenIdle } from "./use-revalidate-when-idle";
import { DATA_CHECK_IDLE_TIMEOUT_MS } from "./when-idle";

describe("useRevalidateWhenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("checks once, when the browser is first idle, at the latest two seconds after hydration", () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => idleCallbacks.push(callback));
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const refetch = vi.fn(() => Promise.resolve());

    const { rerender, unmount } = renderHook(() => useRevalidateWhenIdle(refetch, true));
    expect(refetch).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: DATA_CHECK_IDLE_TIMEOUT_MS,
    });
    expect(DATA_CHECK_IDLE_TIMEOUT_MS).toBe(2000);

    idleCallbacks[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(refetch).toHaveBeenCalledTimes(1);
    rerender();
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();
  });

  it("falls back to a timer where there is no requestIdleCallback", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const refetch = vi.fn(() => Promise.resolve());
    renderHook(() => useRevalidateWhenIdle(refetch, true));
    expect(refetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("does nothing for a page that fetched on mount, and nothing after the page is gone", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const refetch = vi.fn(() => Promise.resolve());
    renderHook(() => useRevalidateWhenIdle(refetch, false));
    const { unmount } = renderHook(() => useRevalidateWhenIdle(refetch, true));
    unmount();
    vi.runAllTimers();
    expect(refetch).not.toHaveBeenCalled();
  });
});
