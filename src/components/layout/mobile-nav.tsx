import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";

import { buttonVariants } from "@/components/ui/button-variants";

// The sheet (Radix Dialog and the full link list) is downloaded when the menu is first opened.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet"));

/** The mobile menu button; opens the slide-out sheet with the same links as the desktop menus. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon" })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} triggerRef={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
