import { type RefObject, useLayoutEffect, useSyncExternalStore } from "react";

/*
 * Which sign-up card on the page owns the id "name" (SIGNUP_NAME_FIELD_ID), the field every "Join the Beta"
 * button focuses. A page may show several cards (home has a hero form and a second block); ids must stay
 * unique, so only the card that comes FIRST IN DOCUMENT ORDER gets "name" and the others keep ids derived from
 * useId(). Mounted cards register their <form> here after layout; the first one by compareDocumentPosition
 * wins, and the choice follows cards as they mount and unmount (client navigation, conditional sections).
 * During prerendering and hydration no card owns the id yet (no layout has happened), so the server HTML and
 * the first client render agree; the owner switches to "name" right after hydration.
 */

const mountedForms = new Map<string, HTMLElement>();
const listeners = new Set<() => void>();
let primaryFormId: string | null = null;

function electPrimary() {
  let first: [string, HTMLElement] | undefined;
  for (const entry of mountedForms) {
    if (!first || first[1].compareDocumentPosition(entry[1]) & Node.DOCUMENT_POSITION_PRECEDING)
      first = entry;
  }
  const next = first?.[0] ?? null;
  if (next === primaryFormId) return;
  primaryFormId = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while this card (identified by its useId() value) is the first sign-up card on the page. */
export function usePrimarySignupForm(formId: string, formRef: RefObject<HTMLElement | null>): boolean {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    mountedForms.set(formId, form);
    electPrimary();
    return () => {
      mountedForms.delete(formId);
      electPrimary();
    };
  }, [formId, formRef]);

  return useSyncExternalStore(
    subscribe,
    () => primaryFormId === formId,
    () => false,
  );
}
