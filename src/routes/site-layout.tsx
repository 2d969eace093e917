import { Outlet } from "react-router";

import { SiteShell } from "@/components/layout/site-shell";
import { SignupFocusProvider } from "@/features/signup/signup-focus";

/** The public site's frame around every public page: header, footer, and the sign-up the header's button reaches. */
export default function SiteLayout() {
  return (
    <SignupFocusProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </SignupFocusProvider>
  );
}
