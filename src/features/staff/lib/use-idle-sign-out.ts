import { useEffect, useRef, useState } from "react";

/** Thirty minutes without activity in any of the desk's tabs ends the desk's session. */
export const IDLE_LIMIT_MS = 30 * 60_000;
/** How long before the sign-out the desk warns, with a way to stay. */
export const IDLE_WARNING_MS = 60_000;
/** The last activity in any tab of the desk, in epoch milliseconds; every tab reads and writes it. */
export const LAST_ACTIVITY_KEY = "tapsheet-staff-last-activity";

/** Reading counts as much as typing: scrolling, a moving pointer and coming back to the tab keep the session. */
const READING_EVENTS = ["scroll", "wheel", "pointermove", "touchstart"] as const;
/** Only a deliberate key or click answers the warning (focusing its button may scroll the page). */
const DELIBERATE_EVENTS = ["pointerdown", "keydown"] as const;
/** A moving pointer writes the shared time at most this often. */
const WRITE_EVERY_MS = 1000;

function readShared(): number {
  try {
    const value = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

function writeShared(time: number) {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(time));
  } catch {
    // Storage full or blocked: this tab's own clock still runs.
  }
}

/** Forgets the shared time when the desk signs out, so that the next sign-in starts a fresh clock. */
export function forgetActivity() {
  try {
    localStorage.removeItem(LAST_ACTIVITY_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export interface IdleState {
  /** Whole seconds until the sign-out while the warning shows, otherwise null. */
  secondsLeft: number | null;
  /** Counts as activity in every tab, ending the warning everywhere. */
  stay: () => void;
}

/**
 * Calls `onIdle` once no tab of the desk has seen activity for `limitMs`, and warns `IDLE_WARNING_MS` before.
 * The last activity is kept in localStorage, so an idle second tab never signs out the tab in use, and
 * activity after the limit has passed (a laptop opened again) does not bring the session back.
 */
export function useIdleSignOut(onIdle: () => void, limitMs = IDLE_LIMIT_MS): IdleState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const stayRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let last = 0;
    let written = 0;
    let warning = false;
    let ended = false;
    let timer: number | undefined;

    const latest = () => Math.max(last, readShared());
    const end = () => {
      ended = true;
      window.clearTimeout(timer);
      onIdle();
    };
    const check = () => {
      window.clearTimeout(timer);
      if (ended) return;
      last = latest();
      const left = last + limitMs - Date.now();
      if (left <= 0) {
        end();
        return;
      }
      warning = left <= IDLE_WARNING_MS;
      if (warning) {
        setSecondsLeft(Math.ceil(left / 1000));
        timer = window.setTimeout(check, left % 1000 || 1000);
      } else {
        setSecondsLeft(null);
        timer = window.setTimeout(check, left - IDLE_WARNING_MS);
      }
    };
    const record = (force: boolean) => {
      const now = Date.now();
      if (ended) return;
      const previous = latest();
      if (previous > 0 && previous + limitMs <= now) {
        check();
        return;
      }
      if (!force && now - written < WRITE_EVERY_MS) return;
      last = now;
      written = now;
      writeShared(now);
      check();
    };
    const onReading = () => {
      if (!warning) record(false);
    };
    const onDeliberate = () => record(true);
    const onVisible = () => {
      if (document.visibilityState === "visible") onReading();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY || event.key === null) check();
    };

    stayRef.current = onDeliberate;
    record(true);

    const options = { capture: true, passive: true };
    for (const event of READING_EVENTS) window.addEventListener(event, onReading, options);
    for (const event of DELIBERATE_EVENTS) window.addEventListener(event, onDeliberate, options);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("storage", onStorage);
    return () => {
      ended = true;
      window.clearTimeout(timer);
      stayRef.current = () => undefined;
      for (const event of READING_EVENTS) window.removeEventListener(event, onReading, options);
      for (const event of DELIBERATE_EVENTS) window.removeEventListener(event, onDeliberate, options);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("storage", onStorage);
    };
  }, [onIdle, limitMs]);

  return { secondsLeft, stay: () => stayRef.current() };
}
