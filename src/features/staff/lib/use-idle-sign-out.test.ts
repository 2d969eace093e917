import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { IDLE_LIMIT_MS, useIdleSignOut } from "./use-idle-sign-out";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("idle sign-out", () => {
  it("fires after 30 minutes without a pointer or key, and not while someone is working", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 60_000);
    window.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(IDLE_LIMIT_MS).toBe(30 * 60_000);
  });
});
