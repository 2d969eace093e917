import { type ComponentType, lazy } from "react";

import { PENDING_ATTRIBUTE } from "@/lib/early-submit";

/*
 * Components whose code a prerendered page does not need until the visitor does (issue 12; decision 016). While
 * the page hydrates, such a component's Suspense boundary stays dehydrated: React keeps its prerendered HTML on
 * screen, in the document and in the tab order, and fetches nothing. Its code loads when `load()` is called (the
 * visitor's intent: focus, pointer or key inside it) or when `loadAll()` is (a control that needs every such
 * component, e.g. "Join the Beta"). A component rendered anew in the browser (a client-side navigation, the SPA
 * fallback) calls `load()` at once: see `isPrerendered`.
 */

const demands = new Set<() => void>();

/**
 * Whether the element with this id is already in the document as the component first renders: true while React
 * hydrates prerendered HTML (ids from `useId` match the server's), false when the component is rendered anew.
 */
export function isPrerendered(elementId: string): boolean {
  return typeof document !== "undefined" && document.getElementById(elementId) !== null;
}

/** Loads every on-demand component that is still waiting. */
export function loadAll() {
  for (const demand of demands) demand();
}

export function lazyOnDemand<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
) {
  let demand = () => {};
  const demanded = new Promise<void>((resolve) => {
    demand = () => {
      demands.delete(demand);
      resolve();
    };
  });
  demands.add(demand);
  const Component = lazy(async () => {
    if (import.meta.env.SSR) demand();
    await demanded;
    return factory();
  });
  return { Component, load: () => demand() };
}

/** What counts as the visitor reaching for a component: any of these inside it. */
const INTENT_EVENTS = [
  "focusin",
  "pointerdown",
  "pointerover",
  "keydown",
  "touchstart",
  "input",
  "change",
] as const;

/** Whether the visitor has already been at work inside `element` before its code ran: focus, or a field filled. */
function alreadyInUse(element: HTMLElement): boolean {
  if (element.contains(document.activeElement)) return true;
  const filled = (field: HTMLInputElement) =>
    field.type === "checkbox"
      ? field.checked
      : field.type === "file"
        ? Boolean(field.files?.length)
        : field.value !== "";
  return (
    [...element.querySelectorAll("input")].some((field) => field.type !== "hidden" && filled(field)) ||
    [...element.querySelectorAll("textarea")].some((field) => field.value !== "")
  );
}

/**
 * Calls `load` the first time the visitor reaches into `element`, or at once when they already have (they focused or
 * filled it, or submitted a form in it, before the page's code had run). Returns the cleanup. The listeners sit on
 * the window: React stops the propagation of discrete events inside a boundary it cannot hydrate yet at its root,
 * so listeners on the element itself would never hear them.
 */
export function loadOnIntent(element: HTMLElement, load: () => void): () => void {
  if (alreadyInUse(element) || element.querySelector(`[${PENDING_ATTRIBUTE}]`)) {
    load();
    return () => {};
  }
  const onEvent = (event: Event) => {
    if (!(event.target instanceof Node) || !element.contains(event.target)) return;
    cleanup();
    load();
  };
  const cleanup = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, true);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
  return cleanup;
}
