import { Menu } from "lucide-react";
import { Suspense, lazy, useRef, useState } from "react";

import { Button } from "@/components/ui/button";

// The sheet (Radix Dialog and the full link list) is downloaded when the menu is first opened.
const MobileNavSheet = lazy(() => import("./mobile-nav-sheet"));

/** The mobile menu button; opens the slide-out sheet with the same links as the desktop menus. */
export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className={className}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileNavSheet open={open} onOpenChange={setOpen} triggerRef={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
