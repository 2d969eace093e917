import { useEffect } from "react";

/** Thirty minutes without a pointer or key ends the desk's session. */
export const IDLE_LIMIT_MS = 30 * 60_000;
const ACTIVITY_EVENTS = ["pointerdown", "keydown"] as const;

/** Calls `onIdle` once the page has seen no pointer or key activity for `limitMs`. */
export function useIdleSignOut(onIdle: () => void, limitMs = IDLE_LIMIT_MS) {
  useEffect(() => {
    let timer = window.setTimeout(onIdle, limitMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, limitMs);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, restart);
    };
  }, [onIdle, limitMs]);
}
