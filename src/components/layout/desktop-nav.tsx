import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";

import { NAV_GROUPS, type NavGroupId } from "@/content/navigation";

/**
 * Desktop menus as a disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each group is a
 * button with aria-expanded that shows a panel of links. Panels are always in the HTML (hidden when closed),
 * so the prerendered page carries every anchor for crawlers. Escape closes and returns focus to the button;
 * a pointer press or focus outside the menu closes it; following a link closes it.
 */
export function DesktopNav({ className }: { className?: string }) {
  const [openGroup, setOpenGroup] = useState<NavGroupId | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<NavGroupId, HTMLButtonElement>());
  const baseId = useId();
  const { pathname } = useLocation();

  // Any navigation (a link, Back, the header button) closes the open menu.
  const [shownForPath, setShownForPath] = useState(pathname);
  if (shownForPath !== pathname) {
    setShownForPath(pathname);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!openGroup) return;
    const isInside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(navRef.current?.contains(target));
    // A press or focus anywhere outside the menu closes it.
    function closeFromOutside(event: Event) {
      if (!isInside(event.target)) setOpenGroup(null);
    }
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (isInside(document.activeElement) && openGroup) triggers.current.get(openGroup)?.focus();
      setOpenGroup(null);
    }
    document.addEventListener("pointerdown", closeFromOutside);
    document.addEventListener("focusin", closeFromOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeFromOutside);
      document.removeEventListener("focusin", closeFromOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [openGroup]);

  return (
    <nav ref={navRef} aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {NAV_GROUPS.map((group, index) => {
          const open = openGroup === group.id;
          const panelId = `${baseId}-${group.id}`;
          const containsCurrentPage = group.items.some((item) => item.to === pathname);
          // The last groups open leftwards so their panels stay inside narrow desktop viewports.
          const alignEnd = index >= NAV_GROUPS.length / 2;
          return (
            <li key={group.id} className="relative">
              <button
                ref={(node) => {
                  if (node) triggers.current.set(group.id, node);
                  else triggers.current.delete(group.id);
                }}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenGroup(open ? null : group.id)}
                className={clsx(
                  "inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                  (open || containsCurrentPage) && "text-primary",
                )}
              >
                {group.label}
                <ChevronDown
                  className={clsx(
                    "size-4 transition-transform motion-reduce:transition-none",
                    open && "rotate-180",
                  )}
                  aria-hidden="true"
                />
              </button>
              <div
                id={panelId}
                hidden={!open}
                className={clsx(
                  "absolute top-full z-50 mt-2 w-96 rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg",
                  alignEnd ? "right-0" : "left-0",
                )}
              >
                <ul>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end
                        onClick={() => setOpenGroup(null)}
                        className={({ isActive }) =>
                          clsx(
                            "block rounded-md px-3 py-2.5 transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                            isActive && "bg-secondary text-secondary-foreground",
                          )
                        }
                      >
                        <span className="block text-sm font-medium">{item.label}</span>
                        <span className="mt-0.5 block text-sm text-muted-foreground">{item.description}</span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
