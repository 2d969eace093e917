import { useSyncExternalStore } from "react";

/**
 * Set on <html> once React has hydrated the page (root's first effect): what a test waits for, never React's own
 * fields. Parts whose code is still on its way say so themselves (lazy-part's CODE_ARRIVED_ATTRIBUTE).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates prerendered HTML (and while prerendering), false afterwards and for a component rendered
 * anew in the browser: React reads the server snapshot exactly when it hydrates.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
