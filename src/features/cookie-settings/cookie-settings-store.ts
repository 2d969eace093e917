import { useMemo, useSyncExternalStore } from "react";

/** The localStorage key (docs/product.md, Cookie settings). */
export const COOKIE_SETTINGS_STORAGE_KEY = "cookieSettings";

const COOKIE_CATEGORY_KEYS = ["essential", "analytics", "functional", "marketing"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORY_KEYS)[number];
export type CookieSettings = Record<CookieCategory, boolean>;

/** Essential, analytics and functional on; marketing off (docs/product.md, Cookie settings). */
const DEFAULT_COOKIE_SETTINGS: CookieSettings = {
  essential: true,
  analytics: true,
  functional: true,
  marketing: false,
};
export const ALL_COOKIES: CookieSettings = {
  essential: true,
  analytics: true,
  functional: true,
  marketing: true,
};
export const ESSENTIAL_COOKIES_ONLY: CookieSettings = {
  essential: true,
  analytics: false,
  functional: false,
  marketing: false,
};

/**
 * Reads a stored value. Anything unreadable (missing, not JSON, the wrong shape) means "no choice
 * made yet", so the defaults apply. Essential cookies cannot be switched off, whatever was stored.
 */
function parseCookieSettings(raw: string | null, defaults: CookieSettings): CookieSettings {
  if (raw === null) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaults;
  }
  return isCookieSettings(value) ? { ...pickCategories(value), essential: true } : defaults;
}

/**
 * The stored value's shape: an object with a boolean for each of the four categories. Checked by hand: a
 * schema library would be most of this page's JavaScript for four booleans.
 */
function isCookieSettings(value: unknown): value is CookieSettings {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return COOKIE_CATEGORY_KEYS.every((key) => typeof record[key] === "boolean");
}

/** Only the four categories, whatever else the stored object holds. */
function pickCategories(settings: CookieSettings): CookieSettings {
  const { essential, analytics, functional, marketing } = settings;
  return { essential, analytics, functional, marketing };
}

const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(COOKIE_SETTINGS_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes, embedded views); then nothing was saved.
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving its choice updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_SETTINGS_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Stores the choice; returns false when the browser refuses to store anything. */
export function saveCookieSettings(settings: CookieSettings): boolean {
  try {
    window.localStorage.setItem(
      COOKIE_SETTINGS_STORAGE_KEY,
      JSON.stringify({ ...settings, essential: true }),
    );
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/** Whether the browser sends the Global Privacy Control signal (`navigator.globalPrivacyControl`). */
function readGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
}

/** The signal is a browser setting: it does not change while the page is open. */
const subscribeToNothing = () => () => undefined;

export function useGlobalPrivacyControl(): boolean {
  return useSyncExternalStore(subscribeToNothing, readGlobalPrivacyControl, () => false);
}

/**
 * The saved choice, or the defaults when none was saved: the usual defaults, or every optional category off
 * when the browser sends Global Privacy Control (decision 010). A choice the visitor saves here is theirs and
 * applies either way. The prerendered HTML and the first (hydrating) render use the usual defaults, which is all
 * the server can know; React then re-renders with the stored value and the signal, without a hydration mismatch.
 */
export function useSavedCookieSettings(): CookieSettings {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const globalPrivacyControl = useGlobalPrivacyControl();
  return useMemo(
    () => parseCookieSettings(raw, globalPrivacyControl ? ESSENTIAL_COOKIES_ONLY : DEFAULT_COOKIE_SETTINGS),
    [raw, globalPrivacyControl],
  );
}
