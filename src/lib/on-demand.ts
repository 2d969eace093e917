import { type ComponentType, lazy, useEffect, useEffectEvent, useRef, useState } from "react";

import { PENDING_ATTRIBUTE } from "@/lib/early-submit";

/*
 * Components whose code a prerendered page does not need until the visitor does (issue 12; decision 016). While
 * the page hydrates, such a component's Suspense boundary stays dehydrated: React keeps its prerendered HTML on
 * screen, in the document and in the tab order, and fetches nothing. Its code loads when `load()` is called (the
 * visitor's intent: focus, pointer or key inside it) or when `loadGroup(group)` is (a control that needs every
 * component of one kind, e.g. "Join the Beta" every sign-up form). A component rendered anew in the browser (a
 * client-side navigation, the SPA fallback) calls `load()` at once: see `isPrerendered`.
 */

/** What is still waiting, by group. */
const groups = new Map<string, Set<() => void>>();

/**
 * Whether the element with this id is already in the document as the component first renders: true while React
 * hydrates prerendered HTML (ids from `useId` match the server's), false when the component is rendered anew.
 */
export function isPrerendered(elementId: string): boolean {
  return typeof document !== "undefined" && document.getElementById(elementId) !== null;
}

function waitingIn(group: string): Set<() => void> {
  const waiting = groups.get(group) ?? new Set<() => void>();
  groups.set(group, waiting);
  return waiting;
}

/** Loads every on-demand component of this group that is still waiting. */
export function loadGroup(group: string) {
  for (const demand of groups.get(group) ?? []) demand();
}

/** A component whose code loads on `load()`; with a group, also on `loadGroup(group)`. */
export function lazyOnDemand<Props extends object>(
  factory: () => Promise<{ default: ComponentType<Props> }>,
  group?: string,
) {
  const waiting = group === undefined ? undefined : waitingIn(group);
  let demand = () => {};
  const demanded = new Promise<void>((resolve) => {
    demand = () => {
      waiting?.delete(demand);
      resolve();
    };
  });
  waiting?.add(demand);
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
function loadOnIntent(element: HTMLElement, load: () => void): () => void {
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

/**
 * Wires an on-demand component into the element that holds it: loads it at once when `markerId` (an element the
 * holder renders) is not yet in the document, i.e. the holder is rendered anew rather than hydrated; otherwise on
 * the visitor's first intent inside the returned ref's element, calling `onIntent` then too.
 */
export function useLoadOnIntent<Holder extends HTMLElement>(
  markerId: string,
  load: () => void,
  onIntent?: () => void,
) {
  const holder = useRef<Holder>(null);
  const [hydrating] = useState(() => isPrerendered(markerId));
  if (!hydrating) load();
  const reachedIn = useEffectEvent(() => {
    load();
    onIntent?.();
  });
  useEffect(() => (holder.current ? loadOnIntent(holder.current, reachedIn) : undefined), []);
  return holder;
}
