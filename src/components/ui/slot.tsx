import { cloneElement, isValidElement } from "react";

type Props = Record<string, unknown> & { className?: string; style?: object };
type Handler = (...args: unknown[]) => void;

/**
 * Renders its only child with the props given to the slot, for `asChild`: the child's own props win, except that
 * class names are joined, styles merged and event handlers both called (the child's first), as Radix's Slot does.
 * The site's buttons only ever wrap a link; this is the part of Radix's Slot they need, on every page.
 */
export function Slot({ children, ...slotProps }: Props & { children?: React.ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        (childValue as Handler)(...args);
        (slotValue as Handler)(...args);
      };
    }
  }
  merged.className = [slotProps.className, childProps.className].filter(Boolean).join(" ") || undefined;
  if (slotProps.style || childProps.style) merged.style = { ...slotProps.style, ...childProps.style };
  return cloneElement(children, merged);
}
