import { useSyncExternalStore } from "react";

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
