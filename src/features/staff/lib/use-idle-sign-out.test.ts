import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { IDLE_LIMIT_MS, IDLE_WARNING_MS, LAST_ACTIVITY_KEY, useIdleSignOut } from "./use-idle-sign-out";

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** What another tab of the same desk does: writes its activity, and this tab hears of it through `storage`. */
function activityInOtherTab() {
  const now = String(Date.now());
  localStorage.setItem(LAST_ACTIVITY_KEY, now);
  window.dispatchEvent(new StorageEvent("storage", { key: LAST_ACTIVITY_KEY, newValue: now }));
}

describe("idle sign-out", () => {
  it("fires after 30 minutes without activity, and not while someone is working", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - MINUTE);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 2 * MINUTE);
    window.dispatchEvent(new Event("pointerdown"));
    vi.advanceTimersByTime(IDLE_LIMIT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(IDLE_LIMIT_MS).toBe(30 * MINUTE);
  });

  it("counts reading as activity: scrolling, and coming back to the tab", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle));
    vi.advanceTimersByTime(20 * MINUTE);
    document.body.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(20 * MINUTE);
    document.dispatchEvent(new Event("visibilitychange"));
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("shares one clock between tabs: activity in another tab keeps this idle tab signed in", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle));
    vi.advanceTimersByTime(25 * MINUTE);
    activityInOtherTab();
    vi.advanceTimersByTime(25 * MINUTE);
    // Even unheard of (no storage event), the other tab's time is read before signing out.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(25 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("writes this tab's activity where the other tabs read it", () => {
    renderHook(() => useIdleSignOut(vi.fn()));
    vi.advanceTimersByTime(5 * MINUTE);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
  });

  it("warns a minute before, counting down, and staying ends the warning in every tab", () => {
    const onIdle = vi.fn();
    const { result } = renderHook(() => useIdleSignOut(onIdle));
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMIT_MS - IDLE_WARNING_MS - 1);
    });
    expect(result.current.secondsLeft).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.secondsLeft).toBe(60);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.secondsLeft).toBe(30);
    // Reading alone does not answer the warning; a deliberate answer does.
    act(() => {
      window.dispatchEvent(new Event("scroll"));
    });
    expect(result.current.secondsLeft).toBe(30);
    act(() => {
      result.current.stay();
    });
    expect(result.current.secondsLeft).toBeNull();
    act(() => {
      vi.advanceTimersByTime(IDLE_LIMIT_MS - IDLE_WARNING_MS);
    });
    expect(result.current.secondsLeft).toBe(60);
    act(() => {
      activityInOtherTab();
    });
    expect(result.current.secondsLeft).toBeNull();
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("does not let activity after the limit bring the session back (a laptop opened again)", () => {
    const onIdle = vi.fn();
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - IDLE_LIMIT_MS - MINUTE));
    renderHook(() => useIdleSignOut(onIdle));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it("signs out on the first activity once the limit passed while timers slept", () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleSignOut(onIdle));
    // The clock jumps without timers running, as in a suspended laptop.
    vi.setSystemTime(Date.now() + IDLE_LIMIT_MS + MINUTE);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "a" }));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
