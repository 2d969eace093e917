import { useSyncExternalStore } from "react";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const MAX_VISIBLE_TOASTS = 3;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id. Usable from anywhere, including outside React. */
export function toast(message: Omit<ToastMessage, "id">): number {
  const id = nextId++;
  toasts = [...toasts, { ...message, id }].slice(-MAX_VISIBLE_TOASTS);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

/** Clears every toast (tests start each case from an empty store). */
export function resetToasts() {
  toasts = [];
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NO_TOASTS: ToastMessage[] = [];
const getSnapshot = () => toasts;
const getServerSnapshot = () => NO_TOASTS;

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
