import { useEffect, useRef } from "react";

/** Keys that type: a shortcut never fires while the focus is in one of them. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/** An open dialog (Radix's or a native one) owns the keyboard. */
function dialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * The desk's single-key shortcuts for one page (`j`, `k`, `s`, `n`, `/`, `?`). A key does nothing while the member
 * types (inputs, text areas, selects, editable text), with Ctrl, Alt or Meta held, or while a dialog is open, so the
 * browser's and the screen reader's own keys keep working.
 */
export function useDeskShortcuts(handlers: Partial<Record<string, () => void>>) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing)
        return;
      if (isTyping(event.target) || dialogIsOpen()) return;
      const handler = current.current[event.key];
      if (!handler) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
