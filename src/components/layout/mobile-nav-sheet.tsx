import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type RefObject, useRef } from "react";
import { NavLink } from "react-router";

import { Button } from "@/components/ui/button";
import { JOIN_BETA_LABEL, NAV_GROUPS } from "@/content/navigation";
import { SITE } from "@/config/site";
import { useSignupFocus } from "@/components/signup-focus";
import { cn } from "@/lib/utils";

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the sheet is dismissed. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The mobile slide-out menu: a modal side sheet (focus trapped, Escape closes) with the same links. */
export default function MobileNavSheet({ open, onOpenChange, triggerRef }: MobileNavSheetProps) {
  // When the sheet closes because the visitor is leaving for another page (or the sign-up field), focus
  // belongs to that destination, not to the menu button.
  const leaving = useRef(false);
  const { goHomeAndFocus: goHomeAndFocusSignup } = useSignupFocus();

  function leave() {
    leaving.current = true;
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-foreground/40" />
        <Dialog.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-background shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leaving.current) triggerRef.current?.focus();
            leaving.current = false;
          }}
        >
          <div className="flex h-16 items-center justify-between border-b px-4">
            <Dialog.Title className="text-lg font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X className="size-6" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {`Pages of the ${SITE.name} site, and the beta sign-up.`}
          </Dialog.Description>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-4 py-2">
            {NAV_GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`mobile-nav-${group.id}`} className="py-3">
                <h3
                  id={`mobile-nav-${group.id}`}
                  className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                >
                  {group.label}
                </h3>
                <ul className="mt-2">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end
                        onClick={leave}
                        className={({ isActive }) =>
                          cn(
                            "block rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                            isActive && "bg-secondary text-secondary-foreground",
                          )
                        }
                      >
                        {item.label}
                        <span className="block text-sm font-normal text-muted-foreground">
                          {item.description}
                        </span>
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="border-t p-4">
            <Button
              size="lg"
              className="w-full"
              onClick={() => {
                leave();
                goHomeAndFocusSignup();
              }}
            >
              {JOIN_BETA_LABEL}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
