import { DesktopNav } from "@/components/layout/desktop-nav";
import { MobileNav } from "@/components/layout/mobile-nav";
import { SiteLogo } from "@/components/layout/site-logo";
import { buttonVariants } from "@/components/ui/button-variants";
import { JOIN_BETA_LABEL } from "@/content/navigation";
import { useSignupFocus } from "@/components/signup-focus";

/** Logo, menus (desktop dropdowns from lg, a slide-out sheet below) and the 'Join the Beta' button. */
export function SiteHeader() {
  const { goHomeAndFocus: goHomeAndFocusSignup } = useSignupFocus();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      {/* From lg the row is a grid of two equal sides around the menus, so where the menus sit never depends on
          the buttons after them: the browser may paint the page while its HTML is still being read (under CPU
          load, or on a slow connection), and with the menus' 10 KB of panels in between, flex's space-between
          would then draw the menus at the right edge and move them 700 px left when the buttons arrive. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:px-8">
        <SiteLogo className="lg:justify-self-start" />
        <DesktopNav className="hidden lg:block" />
        <div className="flex items-center gap-2 lg:justify-self-end">
          {/* Shown and hidden by a wrapper: the button's own classes say how it is laid out when shown. */}
          <div className="hidden sm:flex">
            <button type="button" className={buttonVariants()} onClick={goHomeAndFocusSignup}>
              {JOIN_BETA_LABEL}
            </button>
          </div>
          <div className="flex lg:hidden">
            <MobileNav />
          </div>
        </div>
      </div>
    </header>
  );
}
