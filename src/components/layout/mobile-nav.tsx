import { Menu } from "lucide-react";
import { Suspense, useRef, useState } from "react";

import { lazyWithStatus } from "@/components/lazy-part";
import { LoadNotice } from "@/components/load-notice";
import { PartErrorBoundary } from "@/components/part-error-boundary";
import { buttonVariants } from "@/components/ui/button-variants";
import { MENU_PART } from "@/content/navigation";
import { retryCode } from "@/lib/code-loader";

// The sheet (Radix Dialog and the full link list) is downloaded when the menu is first opened.
const MobileNavSheet = lazyWithStatus(() => import("./mobile-nav-sheet"));

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
          retryCode();
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {requested ? (
        <PartErrorBoundary what={MENU_PART}>
          <Suspense fallback={null}>
            <MobileNavSheet open={open} onOpenChange={setOpen} triggerRef={trigger} />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      <div className="fixed inset-x-4 top-20 z-50">
        <LoadNotice loader={MobileNavSheet.loader} what={MENU_PART} />
      </div>
    </>
  );
}
